import { type Kysely, sql } from "kysely";

// A renamed project gets a new link (docs/product.md#project-detail); its old links keep answering with a redirect,
// so shared and indexed addresses do not break. Deleting the project deletes them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE project_link_redirects (
    old_link TEXT PRIMARY KEY,
    project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX project_link_redirects_project ON project_link_redirects (project_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE project_link_redirects`.execute(db);
}
