import { type Kysely, sql } from "kysely";

// Several admins (docs/decisions/parts/019-admins.md): one-time links to join (invite) or to set a
// new password (reset), stored by the SHA-256 of their token as sessions are; and who invited whom.
// Today's single account stays as it is: its invited_by is NULL (it was made at first start).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE admin_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('invite', 'reset')),
    email TEXT NOT NULL COLLATE NOCASE,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`CREATE INDEX admin_tokens_email ON admin_tokens(kind, email)`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE admin_tokens`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN invited_by`.execute(db);
}
