// The demo's record (decision 053): credits beyond the photographer, so a fresh start's project pages,
// structured data, Press page and map show something. Written in the seed's transaction, by project name.
import type { Transaction } from "kysely";

import type { Database, PressKind } from "#db/tables";
import type { Credit } from "~/utils/credits";

import { DEMO_PT_LANG } from "./content-pt";

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

/** Awards, publications and an exhibition, each naming the projects it concerns, each title in Portuguese too. */
const DEMO_PRESS: {
  kind: PressKind;
  date: string;
  title: string;
  titlePt: string;
  organisation: string;
  link: string | null;
  projects: string[];
}[] = [
  {
    kind: "award",
    date: "2021-06-18",
    title: "Housing Prize",
    titlePt: "Prémio de Habitação",
    organisation: "Andalusian Biennial of Building",
    link: null,
    projects: ["Courtyard House, Seville"],
  },
  {
    kind: "award",
    date: "2023-11-02",
    title: "Temporary Structures Award, shortlist",
    titlePt: "Prémio de Estruturas Temporárias, finalista",
    organisation: "Porto Design Week",
    link: "https://example.com/pdw-awards",
    projects: ["Pavilion of Tides, Porto"],
  },
  {
    kind: "publication",
    date: "2022-03-01",
    title: "Cool rooms around a patio",
    titlePt: "Quartos frescos à volta de um pátio",
    organisation: "Casa & Clima",
    link: "https://example.com/casa-clima",
    projects: ["Courtyard House, Seville"],
  },
  {
    kind: "publication",
    date: "2024-09-15",
    title: "A library on the slope",
    titlePt: "Uma biblioteca na encosta",
    organisation: "Quiet Spaces Quarterly",
    link: null,
    projects: ["Hillside Library, Kyoto"],
  },
  {
    kind: "exhibition",
    date: "2024-05-10",
    title: "Light and Weight",
    titlePt: "Luz e Peso",
    organisation: "Garagem Sul, Lisbon",
    link: null,
    projects: ["Pavilion of Tides, Porto", "Arc Lamp, Brass"],
  },
];

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
  for (const { projects, titlePt, ...item } of DEMO_PRESS) {
    const row = await trx.insertInto("press_items").values(item).returning("id").executeTakeFirstOrThrow();
    await trx
      .insertInto("translations")
      .values({ subject: "press", subject_id: row.id, lang: DEMO_PT_LANG, field: "title", value: titlePt })
      .execute();
    const named = projects.flatMap((name) => ids.get(name) ?? []);
    if (named.length)
      await trx
        .insertInto("press_item_projects")
        .values(named.map((project_id) => ({ press_id: row.id, project_id })))
        .execute();
  }
}
