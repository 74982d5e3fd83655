// History and undo: THE one place that keeps revisions. Every write to a page's content or to a
// project runs through `revise`, which, in the write's own transaction, reads the subject before
// and after, stores the after-state with who, when and a summary, and prunes to REVISIONS_KEPT.
// Files follow the revisions: an asset a revision can restore keeps its row and files (revision_assets
// is a foreign key to assets); once no content and no revision names it, it is deleted, files after
// the commit. Who saved comes from the admin action's scope (runAsAdmin), set by the one admin
// action runner, so the write functions keep their signatures.
import { AsyncLocalStorage } from "node:async_hooks";

import type { Transaction } from "kysely";

import type { Asset, Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { deleteAssets, removeFiles } from "~/.server/storage/assets";
import { REVISIONS_KEPT } from "~/utils/constants";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

import { applySnapshot, assetIdsOf, describeChange, readSnapshot, type Snapshot, type Subject } from "./snapshots";
import { announceRestore, shownToVisitors, subjectColumns, subjectFilter } from "./subjects";
import { deleteUnused } from "./unused-assets";

export type { Subject };
type Trx = Transaction<Database>;

export interface Actor {
  id: number;
  email: string;
}

interface AdminScope {
  actor: Actor;
  /** Revisions this request made, newest last: the toast's "Undo" takes the last. */
  made: { subject: Subject; id: number }[];
  /** Set by `holdChange`: a write is read, then rolled back, to go live later (./schedules.ts). */
  holding?: boolean;
}
const scope = new AsyncLocalStorage<AdminScope>();

/** Runs an admin action as this admin; answers what it returned and the last revision it made. */
export async function runAsAdmin<T>(
  actor: Actor,
  work: () => Promise<T>,
): Promise<{ result: T; revision: { subject: Subject; id: number } | null }> {
  const state: AdminScope = { actor, made: [] };
  const result = await scope.run(state, work);
  return { result, revision: state.made.at(-1) ?? null };
}

/** A change made under `holdChange`: what the subject would be after it. Its transaction was rolled back. */
export class HeldChange extends Error {
  constructor(
    readonly subject: Subject,
    readonly snapshot: Snapshot,
    readonly summary: string,
  ) {
    super(`${subject.kind} ${subject.id}: change held for later`);
  }
}

/**
 * Runs a save without keeping it: the write runs through `revise` as always (same checks, same files
 * stored), then its transaction is rolled back and the state it made is answered, to be applied at a
 * scheduled time. Null when the work changed nothing (a refused form): then its result says why.
 */
export async function holdChange<T>(work: () => Promise<T>): Promise<{ held: HeldChange | null; result?: T }> {
  const current = scope.getStore();
  try {
    const result = await scope.run({ actor: current?.actor ?? { id: 0, email: "" }, made: [], holding: true }, work);
    return { held: null, result };
  } catch (error) {
    if (error instanceof HeldChange) return { held: error };
    throw error;
  }
}

/** The email of the admin whose action runs now (empty outside one). */
export const currentAdminEmail = () => scope.getStore()?.actor.email ?? "";

/**
 * Runs a write to a subject in one transaction and records it as a revision. `newAssetIds` are
 * assets stored for this write: if it fails they are deleted. Answers the write's result. A new
 * project's subject is picked inside the transaction (its id before the insert).
 */
export async function revise<T>(
  subjectOrPick: Subject | ((trx: Trx) => Promise<Subject>),
  write: (trx: Trx) => Promise<T>,
  options: {
    newAssetIds?: number[];
    summary?: (changed: string) => string;
    restoredFrom?: number;
    /** A writer who is not a signed-in admin (the old site's import): its name stands for the author. */
    author?: string;
  } = {},
): Promise<T> {
  let released: Asset[] = [];
  let result: T;
  try {
    result = await db.transaction().execute(async (trx) => {
      const subject = typeof subjectOrPick === "function" ? await subjectOrPick(trx) : subjectOrPick;
      const before = await readSnapshot(trx, subject);
      const value = await write(trx);
      const after = await readSnapshot(trx, subject);
      if (after && JSON.stringify(before) !== JSON.stringify(after)) {
        const changed = describeChange(before, after);
        if (scope.getStore()?.holding) throw new HeldChange(subject, after, changed);
        released = await record(
          trx,
          subject,
          before,
          after,
          options.summary ? options.summary(changed) : changed,
          options.restoredFrom ?? null,
          options.author,
        );
      }
      return value;
    });
  } catch (error) {
    // A held change keeps its new files: the schedule that holds it names them.
    if (!(error instanceof HeldChange)) await deleteAssets(options.newAssetIds ?? []);
    throw error;
  }
  await removeFiles(released);
  return result;
}

/** Stores the revision (and, the first time, the state before it), prunes, and deletes assets nothing names any more. */
async function record(
  trx: Trx,
  subject: Subject,
  before: Snapshot | null,
  after: Snapshot,
  summary: string,
  restoredFrom: number | null,
  author: string | undefined,
): Promise<Asset[]> {
  const current = scope.getStore();
  const actor = author === undefined ? (current?.actor ?? null) : { id: null, email: author };
  const hasHistory = await trx
    .selectFrom("revisions")
    .select("id")
    .where(subjectFilter(subject))
    .limit(1)
    .executeTakeFirst();
  // No revisions for the past: the first save records the state it replaces, so it can be undone.
  if (!hasHistory && before) await insertRevision(trx, subject, before, REVISION_TEXTS.baseline, null, null);
  const id = await insertRevision(trx, subject, after, summary, actor, restoredFrom);
  current?.made.push({ subject, id });
  const pruned = await trx
    .selectFrom("revisions")
    .select("id")
    .where(subjectFilter(subject))
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT)
    .limit(-1)
    .execute();
  const prunedIds = pruned.map((r) => r.id);
  const candidates = new Set(assetIdsOf(before));
  if (prunedIds.length) {
    for (const r of await trx
      .selectFrom("revision_assets")
      .select("asset_id")
      .where("revision_id", "in", prunedIds)
      .execute())
      candidates.add(r.asset_id);
    await trx.deleteFrom("revisions").where("id", "in", prunedIds).execute();
  }
  return deleteUnused(trx, [...candidates]);
}

async function insertRevision(
  trx: Trx,
  subject: Subject,
  snapshot: Snapshot,
  summary: string,
  actor: { id: number | null; email: string } | null,
  restoredFrom: number | null,
): Promise<number> {
  const row = await trx
    .insertInto("revisions")
    .values({
      subject: subject.kind,
      ...subjectColumns(subject),
      user_id: actor?.id ?? null,
      user_email: actor?.email ?? "",
      summary,
      snapshot: JSON.stringify(snapshot),
      restored_from: restoredFrom,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ids = assetIdsOf(snapshot);
  if (ids.length) {
    const existing = await trx.selectFrom("assets").select("id").where("id", "in", ids).execute();
    if (existing.length)
      await trx
        .insertInto("revision_assets")
        .values(existing.map((a) => ({ revision_id: row.id, asset_id: a.id })))
        .execute();
  }
  return row.id;
}

// ---------------------------------------------------------------- the history screen

export interface RevisionListItem {
  id: number;
  summary: string;
  /** The admin's email when they saved; empty for the state recorded before the first save. */
  who: string;
  at: string;
  /** The newest revision is what the page shows now: it has nothing to restore. */
  current: boolean;
}

export async function listRevisions(subject: Subject): Promise<RevisionListItem[]> {
  const rows = await db
    .selectFrom("revisions")
    .select(["id", "summary", "user_email", "created_at"])
    .where(subjectFilter(subject))
    .orderBy("id", "desc")
    .limit(REVISIONS_KEPT)
    .execute();
  return rows.map((r, i) => ({ id: r.id, summary: r.summary, who: r.user_email, at: r.created_at, current: i === 0 }));
}

export class RevisionNotFoundError extends Error {}
/** An undo that came too late: someone saved the subject again since. */
export class UndoConflictError extends Error {}

async function revisionOf(subject: Subject, id: number) {
  const row = await db
    .selectFrom("revisions")
    .select(["id", "snapshot", "summary", "created_at"])
    .where("id", "=", id)
    .where(subjectFilter(subject))
    .executeTakeFirst();
  if (!row) throw new RevisionNotFoundError(`No revision ${id} of ${subject.kind} ${subject.id}`);
  return row;
}

/**
 * Brings back a revision's content. The restore is itself a revision, so it can be undone. Says
 * whether visitors see the subject now (a project may be a draft or in the trash).
 */
export async function restoreRevision(
  subject: Subject,
  id: number,
  summary?: string,
): Promise<{ shownToVisitors: boolean }> {
  const target = await revisionOf(subject, id);
  return applyState(subject, JSON.parse(target.snapshot) as Snapshot, {
    summary: (changed) => summary ?? REVISION_TEXTS.restored(changed),
    restoredFrom: id,
  });
}

/**
 * Writes a saved state back as a new revision and tells open pages and the page cache, as the save that
 * made it would have: a restore, an undo, or a scheduled change going live.
 */
export async function applyState(
  subject: Subject,
  snapshot: Snapshot,
  options: { summary: (changed: string) => string; restoredFrom?: number },
): Promise<{ shownToVisitors: boolean }> {
  const shownBefore = await shownToVisitors(subject);
  await revise(subject, (trx) => applySnapshot(trx, subject, snapshot), options);
  const shownAfter = await shownToVisitors(subject);
  announceRestore(subject, shownBefore, shownAfter);
  return { shownToVisitors: shownAfter };
}

/** Undoes the save that made revision `id`: restores the revision before it, if nothing was saved since. */
export async function undoRevision(subject: Subject, id: number): Promise<void> {
  const undone = await revisionOf(subject, id);
  const newer = await db
    .selectFrom("revisions")
    .select("id")
    .where(subjectFilter(subject))
    .where("id", ">", id)
    .limit(1)
    .executeTakeFirst();
  if (newer) throw new UndoConflictError(`${subject.kind} ${subject.id} changed after revision ${id}`);
  const previous = await db
    .selectFrom("revisions")
    .select("id")
    .where(subjectFilter(subject))
    .where("id", "<", id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!previous) throw new RevisionNotFoundError(`Nothing before revision ${id}`);
  await restoreRevision(subject, previous.id, REVISION_TEXTS.undid(undone.summary));
}
