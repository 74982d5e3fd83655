// What writing an old row into the site takes, for pages (page-import.ts) and projects
// (project-import.ts): the files first (through bring.ts), then the row, its ordered media and its
// ledger entry in one revision (the admin can undo it), so a killed run leaves a row either whole or
// not at all. A row the admin changed here since it was imported is kept as it is.
import { sql, type Transaction } from "kysely";

import type { Database, ImportSourceTable } from "#db/tables";
import type { Subject } from "~/.server/content/history/revisions";
import { appendToList, type MediaList } from "~/.server/content/media-lists";
import { db } from "~/.server/db/db";
import { FOLDERS } from "~/.server/storage/folders";

import type { Brought, FileImporter } from "./bring";
import type { Effects } from "./relay";
import type { ImportProblem, RowOutcome } from "./report";

type Trx = Transaction<Database>;

/** The author the history shows for the import's revisions. */
export const IMPORT_AUTHOR = "Import from the old site";

export interface WriteContext {
  dryRun: boolean;
  files: FileImporter;
  effects: Effects;
  problem: (p: Omit<ImportProblem, "table" | "row">) => void;
}

export const subjectSql = (subject: Subject) =>
  subject.kind === "project"
    ? sql<boolean>`subject = 'project' AND project_id = ${subject.id}`
    : sql<boolean>`subject = ${subject.kind}`;

export async function newestRevision(trx: Trx | typeof db, subject: Subject): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`
    SELECT max(id) AS id FROM revisions WHERE ${subjectSql(subject)}`.execute(trx);
  return rows[0]?.id ?? 0;
}

/** Whether someone other than the import saved, restored or undid the subject after `since`. */
export async function changedHere(subject: Subject, since: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM revisions WHERE ${subjectSql(subject)} AND id > ${since}
      AND user_email NOT IN ('', ${IMPORT_AUTHOR}) LIMIT 1`.execute(db);
  return rows.length > 0;
}

export const ledgerOf = (table: ImportSourceTable, oldId: number) =>
  db
    .selectFrom("import_rows")
    .selectAll()
    .where("source_table", "=", table)
    .where("old_id", "=", String(oldId))
    .executeTakeFirst();

export async function writeLedger(
  trx: Trx,
  table: ImportSourceTable,
  oldId: number,
  entry: { targetId: number; fingerprint: string; revisionId: number; missing: string[]; brought: Brought[] },
  urls: Map<number, string>,
): Promise<void> {
  const values = {
    target_id: entry.targetId,
    fingerprint: entry.fingerprint,
    revision_id: entry.revisionId,
    missing_files: JSON.stringify(entry.missing),
    imported_at: new Date().toISOString(),
  };
  await trx
    .insertInto("import_rows")
    .values({ source_table: table, old_id: String(oldId), ...values })
    .onConflict((oc) => oc.columns(["source_table", "old_id"]).doUpdateSet(values))
    .execute();
  for (const b of entry.brought) {
    if (!b.ok || !b.isNew) continue;
    await trx
      .insertInto("import_files")
      .values({ url: urls.get(b.assetId)!, asset_id: b.assetId })
      .onConflict((oc) => oc.column("url").doUpdateSet({ asset_id: b.assetId }))
      .execute();
  }
}

export async function replaceList(trx: Trx, list: MediaList, assetIds: number[]): Promise<void> {
  await sql`DELETE FROM ${sql.table(list.table)} WHERE ${sql.ref(list.scope.column)} = ${list.scope.id}`.execute(trx);
  await appendToList(trx, list, assetIds);
}

/** Files of one row, brought at once (the downloads are bounded below). */
export async function bringAll(ctx: WriteContext, wanted: { url: string; kind: "image" | "video"; folder: FOLDER }[]) {
  const brought = await Promise.all(wanted.map((w) => ctx.files.bring(w.url, w.kind, w.folder)));
  const urls = new Map<number, string>();
  const missing: string[] = [];
  brought.forEach((b, i) => {
    if (b.ok) urls.set(b.assetId, wanted[i].url);
    else {
      missing.push(b.url);
      ctx.problem({ url: b.url, problem: b.problem, action: b.action });
    }
  });
  const asset = (url: string | null) => {
    const i = url ? wanted.findIndex((w) => w.url === url) : -1;
    const b = brought[i];
    return b?.ok ? b.assetId : null;
  };
  const newIds = brought.flatMap((b) => (b.ok && b.isNew ? [b.assetId] : []));
  return { brought, urls, missing, asset, newIds };
}
export type FOLDER = (typeof FOLDERS)[keyof typeof FOLDERS];

/** After a commit: AVIF and transcodes for what is new, and the live bus for the pages that show it. */
export async function afterCommit(ctx: WriteContext, brought: Brought[], change: Parameters<Effects>[0]) {
  for (const b of brought) {
    if (b.ok && b.isNew) await ctx.effects({ type: b.kind === "image" ? "avif" : "transcode", assetId: b.assetId });
  }
  await ctx.effects(change);
}

/** Whether the row must be written, and why not when it must not. */
export async function decide(
  table: ImportSourceTable,
  oldId: number,
  fp: string,
  subject: (targetId: number) => Subject | null,
): Promise<{ outcome: RowOutcome } | { write: true; targetId?: number; sameRow: boolean }> {
  const ledger = await ledgerOf(table, oldId);
  const target = ledger ? subject(ledger.target_id) : subject(0);
  if (ledger && !target) return { outcome: "kept" };
  const sameRow = ledger?.fingerprint === fp;
  if (sameRow && ledger?.missing_files === "[]") return { outcome: "unchanged" };
  if (target && (await changedHere(target, ledger?.revision_id ?? 0))) return { outcome: "kept" };
  return { write: true, targetId: ledger?.target_id, sameRow };
}
