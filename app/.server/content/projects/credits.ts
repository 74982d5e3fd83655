// A project's credits (decision 053): read in order, and replaced whole by a save or a restore, inside
// its transaction (so the revision holds them). The project's `photographer` column follows the first
// photographer credit: the save writes it from the credits (project-writes.ts).
import type { Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import type { Credit } from "~/utils/credits";

type Reader = Pick<Transaction<Database>, "selectFrom">;

/** The credits of each project, in order (an empty list for a project without any). */
export async function readCredits(projectIds: number[], reader: Reader = db): Promise<Map<number, Credit[]>> {
  const byProject = new Map<number, Credit[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await reader
    .selectFrom("project_credits")
    .select(["project_id", "role", "name", "link"])
    .where("project_id", "in", projectIds)
    .orderBy("project_id")
    .orderBy("position")
    .execute();
  for (const { project_id, ...credit } of rows) byProject.get(project_id)?.push(credit);
  return byProject;
}

export async function creditsOf(projectId: number, reader: Reader = db): Promise<Credit[]> {
  return (await readCredits([projectId], reader)).get(projectId) ?? [];
}

/** Replaces a project's credits with these, in this order. */
export async function writeCredits(trx: Transaction<Database>, projectId: number, credits: readonly Credit[]) {
  await trx.deleteFrom("project_credits").where("project_id", "=", projectId).execute();
  if (credits.length === 0) return;
  await trx
    .insertInto("project_credits")
    .values(credits.map((credit, position) => ({ project_id: projectId, position, ...credit })))
    .execute();
}
