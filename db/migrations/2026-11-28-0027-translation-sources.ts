import { createHash } from "node:crypto";

import { type Kysely, sql } from "kysely";

// Checks before going live (docs/decisions/061-checks-before-going-live.md).
// - translations.source_hash: a hash of the default language's text a translation was made from; when the
//   text changes, the translation is out of date until it is written again. Rows that exist are taken as made
//   from the text they stand beside now (nothing tells otherwise).
// - schedules.overridden: the problems an admin chose to publish despite ("publish anyway"), written into the
//   revision's summary when the schedule runs.
const SOURCES: Record<string, string> = {
  home: "homepage",
  studio: "studio",
  career: "career",
  contact: "contact",
  project: "projects",
  asset: "assets",
};

const hash = (text: string) =>
  createHash("sha256").update(text.replace(/\r\n?/g, "\n").trim()).digest("hex").slice(0, 16);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE translations ADD COLUMN source_hash TEXT`.execute(db);
  await sql`ALTER TABLE schedules ADD COLUMN overridden TEXT`.execute(db);
  const rows = await db.selectFrom("translations").select(["subject", "subject_id", "lang", "field"]).execute();
  for (const row of rows) {
    const source = await db
      .selectFrom(SOURCES[row.subject])
      .select(sql.ref(row.field).as("text"))
      .where("id", "=", row.subject_id)
      .executeTakeFirst();
    if (!source) continue;
    await db
      .updateTable("translations")
      .set({ source_hash: hash(String(source.text ?? "")) })
      .where("subject", "=", row.subject)
      .where("subject_id", "=", row.subject_id)
      .where("lang", "=", row.lang)
      .where("field", "=", row.field)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE schedules DROP COLUMN overridden`.execute(db);
  await sql`ALTER TABLE translations DROP COLUMN source_hash`.execute(db);
}
