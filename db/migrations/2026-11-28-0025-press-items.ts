import { type Kysely, sql } from "kysely";

// Awards, publications and exhibitions as data (docs/decisions/057-press.md): one row each, with
// its date (a day; a year-only item takes January 1st), title, organisation or publication, an optional link
// and an optional scan (an image, or a PDF kept as a document asset), and the projects it names. Drafts and
// the trash as for projects: a draft or a trashed item is never shown to visitors.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE press_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL CHECK (kind IN ('award', 'publication', 'exhibition')),
      date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
      title TEXT NOT NULL CHECK (length(trim(title)) > 0),
      organisation TEXT NOT NULL CHECK (length(trim(organisation)) > 0),
      link TEXT,
      scan INTEGER REFERENCES assets (id),
      status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
      deleted_at TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE INDEX press_items_by_date ON press_items (date DESC, id DESC)`,
    sql`CREATE TABLE press_item_projects (
      press_id INTEGER NOT NULL REFERENCES press_items (id) ON DELETE CASCADE,
      project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      PRIMARY KEY (press_id, project_id)
    ) WITHOUT ROWID`,
    sql`CREATE INDEX press_item_projects_by_project ON press_item_projects (project_id)`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE press_item_projects`.execute(db);
  await sql`DROP TABLE press_items`.execute(db);
}
