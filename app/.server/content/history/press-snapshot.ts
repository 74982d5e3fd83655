// A press item as a revision keeps it (decision 057): its row (kind, date, title, organisation, link, scan,
// status), whether it was in the trash, and the projects it names. Its title's other languages and the scan's
// asset are kept by the snapshot's common parts (./snapshots.ts).
import type { Transaction } from "kysely";

import type { Database, PressKind, ProjectStatus } from "#db/tables";

type Trx = Transaction<Database>;

export const PRESS_FIELDS = ["kind", "date", "title", "organisation", "link", "scan", "status"] as const;

/** The item's row and the projects it names; null when there is no such item (before it is added). */
export async function readPress(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("press_items")
    .select([...PRESS_FIELDS, "deleted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { deleted_at, ...fields } = row;
  const projects = await trx
    .selectFrom("press_item_projects")
    .select("project_id")
    .where("press_id", "=", id)
    .orderBy("project_id")
    .execute();
  return { fields, inTrash: deleted_at !== null, projects: projects.map((p) => p.project_id) };
}

/** Writes a kept state back: the row, the trash, and the projects it names that still exist. */
export async function applyPress(
  trx: Trx,
  id: number,
  fields: Record<string, string | number | null>,
  inTrash: boolean,
  projects: number[] | undefined,
  updated_at: string,
): Promise<void> {
  const current = await trx
    .selectFrom("press_items")
    .select("deleted_at")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const { kind, status, ...rest } = fields;
  await trx
    .updateTable("press_items")
    .set({
      ...rest,
      ...(kind ? { kind: kind as PressKind } : {}),
      ...(status ? { status: status as ProjectStatus } : {}),
      deleted_at: inTrash ? (current.deleted_at ?? updated_at) : null,
      updated_at,
    })
    .where("id", "=", id)
    .execute();
  if (!projects) return;
  await trx.deleteFrom("press_item_projects").where("press_id", "=", id).execute();
  const existing = projects.length
    ? await trx.selectFrom("projects").select("id").where("id", "in", projects).execute()
    : [];
  if (existing.length)
    await trx
      .insertInto("press_item_projects")
      .values(existing.map((p) => ({ press_id: id, project_id: p.id })))
      .execute();
}
