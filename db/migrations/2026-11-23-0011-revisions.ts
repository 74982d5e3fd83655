import { type Kysely, sql } from "kysely";

// History and undo. A revision is one saved state of a page (home, studio, career,
// contact) or of a project, with who saved it, when and a short summary; revision_assets names the
// assets a revision can restore, so their files are kept until the last such revision is pruned
// (the boot's unused-asset check follows foreign keys to `assets`, so it sees these references too).
// Part 6: the inbox records which admin opened an item and which released it from spam.
// Nothing is written for the past: the first save of a page or project records its state before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE revisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subject TEXT NOT NULL CHECK (subject IN ('home', 'studio', 'career', 'contact', 'project')),
    project_id INTEGER REFERENCES projects (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    user_email TEXT NOT NULL DEFAULT '',
    summary TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    restored_from INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((subject = 'project') = (project_id IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX revisions_by_subject ON revisions (subject, project_id, id)`.execute(db);
  await sql`CREATE TABLE revision_assets (
    revision_id INTEGER NOT NULL REFERENCES revisions (id) ON DELETE CASCADE,
    asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    PRIMARY KEY (revision_id, asset_id)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX revision_assets_by_asset ON revision_assets (asset_id)`.execute(db);
  for (const table of ["career_applications", "contact_messages"]) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN read_by TEXT`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN released_by TEXT`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN released_at TEXT`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["career_applications", "contact_messages"]) {
    for (const column of ["released_at", "released_by", "read_by"]) {
      await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN ${sql.ref(column)}`.execute(db);
    }
  }
  await sql`DROP TABLE revision_assets`.execute(db);
  await sql`DROP TABLE revisions`.execute(db);
}
