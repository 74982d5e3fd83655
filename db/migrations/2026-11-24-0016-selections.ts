import { type Kysely, sql } from "kysely";

// Private projects, selections shared by link per recipient, and each link's view log
// (docs/decisions/025-selections-and-share-links.md).
// - projects.private: 1 keeps a published project off every public page; only share links show it.
//   A flag beside status (not a third status): status's CHECK cannot be widened without rebuilding
//   the projects table, whose drop would cascade into every table that references it.
// - selections / selection_projects: the admin's ordered picks, with a title and a note.
// - share_links: one per recipient; only the token's SHA-256 is stored. The view log's totals sit
//   on the row (first and last opening, count); share_link_views names the projects looked at.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE projects ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1))`,
    sql`CREATE TABLE selections (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      note TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE TABLE selection_projects (
      selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      PRIMARY KEY (selection_id, project_id)
    )`,
    sql`CREATE TABLE share_links (
      id INTEGER PRIMARY KEY,
      selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      recipient_name TEXT NOT NULL,
      recipient_email TEXT,
      expires_at TEXT NOT NULL,
      revoked_at TEXT,
      first_opened_at TEXT,
      last_opened_at TEXT,
      open_count INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE INDEX share_links_selection ON share_links (selection_id)`,
    sql`CREATE TABLE share_link_views (
      link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      first_seen_at TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 1,
      PRIMARY KEY (link_id, project_id)
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE share_link_views`.execute(db);
  await sql`DROP TABLE share_links`.execute(db);
  await sql`DROP TABLE selection_projects`.execute(db);
  await sql`DROP TABLE selections`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN private`.execute(db);
}
