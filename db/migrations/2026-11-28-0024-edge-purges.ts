import { type Kysely, sql } from "kysely";

// The shared cache's purges waiting to be sent (app/.server/edge/purge-queue.ts): one row per committed change
// that touched public content, its tags space-separated; sent rows are deleted. A purge that fails stays here
// with its error and is tried again, so a CDN that is down misses none.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE edge_purges (
    id INTEGER PRIMARY KEY,
    tags TEXT NOT NULL CHECK (length(tags) BETWEEN 1 AND 4000),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX edge_purges_due ON edge_purges (next_attempt_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE edge_purges`.execute(db);
}
