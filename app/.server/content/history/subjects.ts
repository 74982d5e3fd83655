// What the history knows of each kind of subject: which revisions are its, whether visitors see it, whom a
// restore tells, and the name the history screen gives it. A page is its single row (id 1); a project and a
// press item are named by their ids (revisions.project_id, revisions.press_id).
import { sql, type Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { publish } from "~/.server/live/bus";

import { isPressPublic } from "../press/reads";
import { isVisibleToVisitors } from "../projects/reads";
import type { Subject } from "./snapshots";

/** The revisions of a subject. */
export const subjectFilter = (subject: Subject) =>
  subject.kind === "project"
    ? sql<boolean>`subject = 'project' AND project_id = ${subject.id}`
    : subject.kind === "press"
      ? sql<boolean>`subject = 'press' AND press_id = ${subject.id}`
      : sql<boolean>`subject = ${subject.kind}`;

/** The assets a project's or a press item's revisions name: they go with it when it is deleted forever. */
export async function assetsOfRevisions(trx: Transaction<Database>, subject: Subject): Promise<number[]> {
  const rows = await trx
    .selectFrom("revision_assets")
    .innerJoin("revisions", "revisions.id", "revision_assets.revision_id")
    .select("revision_assets.asset_id")
    .distinct()
    .where(subjectFilter(subject))
    .execute();
  return rows.map((r) => r.asset_id);
}

/** The columns a revision of a subject names it by. */
export const subjectColumns = (subject: Subject) => ({
  project_id: subject.kind === "project" ? subject.id : null,
  press_id: subject.kind === "press" ? subject.id : null,
});

/** Whether visitors see the subject now (a project or a press item may be a draft or in the trash). */
export async function shownToVisitors(subject: Subject): Promise<boolean> {
  if (subject.kind === "press")
    return Boolean(
      await db
        .selectFrom("press_items")
        .select("id")
        .where("id", "=", subject.id)
        .where(isPressPublic)
        .executeTakeFirst(),
    );
  if (subject.kind !== "project") return true;
  const row = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "=", subject.id)
    .where(isVisibleToVisitors)
    .executeTakeFirst();
  return Boolean(row);
}

const PAGE_TABLES = { home: "homepage", studio: "studio", career: "career", contact: "contact" } as const;

/** Tells open pages (and the page cache) of a restore, as the write it undoes would have: a draft only to admins. */
export function announceRestore(subject: Subject, before: boolean, after: boolean): void {
  if (subject.kind === "press")
    return publish({ table: before || after ? "press" : "drafts", op: "update", id: subject.id });
  if (subject.kind !== "project") return publish({ table: PAGE_TABLES[subject.kind], op: "update", id: 1 });
  if (!before && !after) return publish({ table: "drafts", op: "update", id: subject.id });
  publish({ table: "projects", op: before === after ? "update" : after ? "insert" : "delete", id: subject.id });
}

/** A project's name or a press item's title, in the trash or not (its history stays reachable there); null when there is none. */
export async function subjectNameOf(subject: { kind: "project" | "press"; id: number }): Promise<string | null> {
  const row =
    subject.kind === "project"
      ? await db.selectFrom("projects").select("name").where("id", "=", subject.id).executeTakeFirst()
      : await db.selectFrom("press_items").select("title as name").where("id", "=", subject.id).executeTakeFirst();
  return row?.name ?? null;
}
