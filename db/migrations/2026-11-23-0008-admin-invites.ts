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
  await rebuildOutbox(db, "(career_application_id IS NULL) OR (contact_message_id IS NULL)");
}

/**
 * The outbox also carries the admins' link mails, which belong to no submission: its CHECK (exactly
 * one submission) becomes "at most one". SQLite cannot change a CHECK in place, so the table is
 * rebuilt with its rows and ids; mail_attempts is rebuilt beside it so its foreign key follows
 * (a rename updates references to the renamed table), and no cascade runs on the old rows.
 */
async function rebuildOutbox(db: Kysely<any>, check: string): Promise<void> {
  await sql`CREATE TABLE mail_outbox_new (
    id INTEGER PRIMARY KEY,
    career_application_id INTEGER REFERENCES career_applications(id) ON DELETE CASCADE,
    contact_message_id INTEGER REFERENCES contact_messages(id) ON DELETE CASCADE,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    attachment INTEGER REFERENCES assets(id) ON DELETE SET NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_error TEXT,
    provider_id TEXT,
    sent_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (${sql.raw(check)})
  )`.execute(db);
  await sql`INSERT INTO mail_outbox_new SELECT id, career_application_id, contact_message_id, to_address, reply_to, subject, text,
    attachment, status, attempts, next_attempt_at, last_error, provider_id, sent_at, created_at FROM mail_outbox`.execute(db);
  await sql`CREATE TABLE mail_attempts_new (
    id INTEGER PRIMARY KEY,
    outbox_id INTEGER NOT NULL REFERENCES mail_outbox_new(id) ON DELETE CASCADE,
    ok INTEGER NOT NULL,
    error TEXT,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`.execute(db);
  await sql`INSERT INTO mail_attempts_new SELECT id, outbox_id, ok, error, at FROM mail_attempts`.execute(db);
  await sql`DROP TABLE mail_attempts`.execute(db);
  await sql`DROP TABLE mail_outbox`.execute(db);
  await sql`ALTER TABLE mail_outbox_new RENAME TO mail_outbox`.execute(db);
  await sql`ALTER TABLE mail_attempts_new RENAME TO mail_attempts`.execute(db);
  await sql`CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM mail_outbox WHERE career_application_id IS NULL AND contact_message_id IS NULL`.execute(db);
  await rebuildOutbox(db, "(career_application_id IS NULL) <> (contact_message_id IS NULL)");
  await sql`DROP TABLE admin_tokens`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN invited_by`.execute(db);
}
