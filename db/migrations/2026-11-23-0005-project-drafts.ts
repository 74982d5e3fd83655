import { type Kysely, sql } from "kysely";

// Drafts and preview links (docs/decisions/019-admin-data-model.md).
// - status: 'published' (a save is live, as on the old site, so the default: every project today stays live,
//   and any insert that does not say otherwise is live) or 'draft', hidden from visitors.
// - preview_version: part of every preview link's signature; revoking the links bumps it.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE projects ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft'))`,
    sql`ALTER TABLE projects ADD COLUMN preview_version INTEGER NOT NULL DEFAULT 0`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE projects DROP COLUMN preview_version`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN status`.execute(db);
}
