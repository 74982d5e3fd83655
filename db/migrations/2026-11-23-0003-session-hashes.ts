import { type Kysely, sql } from "kysely";

// Sessions are stored by the SHA-256 of their token (the cookie carries the token), so a copy of the
// database holds no live sign-in. They also get an idle timeout: last_seen_at. Existing sessions
// cannot be converted (their tokens were stored in clear and are dropped): admins sign in again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE sessions`.execute(db);
  await sql`CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions(user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE sessions`.execute(db);
  await sql`CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions(user_id)`.execute(db);
}
