import { type Kysely, sql } from "kysely";

// Deleting a project moves it to a trash. deleted_at is when it was moved there
// (NULL: not in the trash, which every project of today is). Its rows, files and old links stay until
// it is restored, deleted forever, or purged TRASH_RETENTION_MS after deleted_at.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN deleted_at TEXT`.execute(db);
  // The purge sweep and the trash page read only the few trashed rows.
  await sql`CREATE INDEX projects_deleted_at ON projects (deleted_at) WHERE deleted_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX projects_deleted_at`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN deleted_at`.execute(db);
}
