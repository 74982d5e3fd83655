// The demo's record (decision 053): credits beyond the photographer, so a fresh start's project pages,
// structured data, Press page and map show something. Written in the seed's transaction, by project name.
import type { Transaction } from "kysely";

import type { Database } from "#db/tables";
import type { Credit } from "~/utils/credits";

/** Credits after each project's photographer (its first credit, made from the Photographer column). */
const DEMO_CREDITS: Record<string, Credit[]> = {
  "Courtyard House, Seville": [
    { role: "architect", name: "Paper Plane Project Studio", link: null },
    { role: "structural-engineer", name: "Ingeniería Giralda", link: "https://example.com/giralda" },
    { role: "landscape", name: "Marta Solís", link: null },
    { role: "contractor", name: "Construcciones Bética", link: null },
  ],
  "Pavilion of Tides, Porto": [
    { role: "architect", name: "Paper Plane Project Studio", link: null },
    { role: "collaborators", name: "Rui Almeida, Joana Pires", link: null },
    { role: "lighting", name: "Luz Norte", link: "https://example.com/luz-norte" },
    { role: "client", name: "Porto Maritime Festival", link: null },
  ],
  "Hillside Library, Kyoto": [
    { role: "architect", name: "Paper Plane Project Studio", link: null },
    { role: "structural-engineer", name: "Kenji Mori Structures", link: null },
    { role: "Local architect", name: "Aiko Tanaka", link: null },
  ],
};

async function projectIds(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom("projects").select(["id", "name"]).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function seedRecord(trx: Transaction<Database>): Promise<void> {
  const ids = await projectIds(trx);
  for (const [name, credits] of Object.entries(DEMO_CREDITS)) {
    const id = ids.get(name);
    if (id === undefined) continue;
    const after = await trx
      .selectFrom("project_credits")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("project_id", "=", id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("project_credits")
      .values(credits.map((credit, i) => ({ project_id: id, position: Number(after.count) + i, ...credit })))
      .execute();
  }
}
