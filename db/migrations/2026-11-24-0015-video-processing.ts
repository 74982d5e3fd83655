import { type Kysely, sql } from "kysely";

// Videos are made into an H.264 MP4 in the background after their upload. Until that has
// finished a video is "processing" (its progress 0..1); a transcode that fails is "failed", with
// its reason for the admin and its files removed. Every asset there today is ready as it is.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE assets ADD COLUMN state TEXT NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'processing', 'failed'))`,
    sql`ALTER TABLE assets ADD COLUMN progress REAL NOT NULL DEFAULT 1 CHECK (progress BETWEEN 0 AND 1)`,
    sql`ALTER TABLE assets ADD COLUMN failure TEXT`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE assets DROP COLUMN failure`.execute(db);
  await sql`ALTER TABLE assets DROP COLUMN progress`.execute(db);
  await sql`ALTER TABLE assets DROP COLUMN state`.execute(db);
}
