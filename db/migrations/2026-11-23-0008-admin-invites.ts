import { type Kysely, sql } from "kysely";

// Several admins (docs/decisions/019-admin-data-model.md): one-time links to join (invite) or to set a
// new password (reset), stored by the SHA-256 of their token as sessions are; and who invited whom.
// Today's single account stays as it is: its invited_by is NULL (it was made at first start).
const EXACTLY_ONE_SUBMISSION = "CHECK ((career_application_id IS NULL) <> (contact_message_id IS NULL))";
const AT_MOST_ONE_SUBMISSION = "CHECK ((career_application_id IS NULL) OR (contact_message_id IS NULL))";

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
  await rebuildOutbox(db, EXACTLY_ONE_SUBMISSION, AT_MOST_ONE_SUBMISSION);
}

/**
 * The outbox also carries the admins' link mails, which belong to no submission: its CHECK (exactly
 * one submission) becomes "at most one". SQLite cannot change a CHECK in place, so the table is
 * rebuilt from its own stored definition (any column a later-merged migration added is kept) with
 * its rows and ids; mail_attempts is rebuilt beside it so its foreign key follows the rename (a
 * rename updates references to the renamed table), and no cascade runs on the old rows.
 */
async function rebuildOutbox(db: Kysely<any>, from: string, to: string): Promise<void> {
  const definition = async (name: string) =>
    (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(db))
      .rows[0].sql;
  const indexes = (
    await sql<{
      sql: string;
    }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('mail_outbox', 'mail_attempts') AND sql IS NOT NULL`.execute(
      db,
    )
  ).rows;
  const outbox = await definition("mail_outbox");
  if (!outbox.includes(from)) throw new Error(`mail_outbox has no CHECK ${from}`);
  const attempts = await definition("mail_attempts");
  await sql
    .raw(outbox.replace(/^CREATE TABLE "?mail_outbox"?/, "CREATE TABLE mail_outbox_new").replace(from, to))
    .execute(db);
  await sql`INSERT INTO mail_outbox_new SELECT * FROM mail_outbox`.execute(db);
  await sql
    .raw(
      attempts
        .replace(/^CREATE TABLE "?mail_attempts"?/, "CREATE TABLE mail_attempts_new")
        .replace(/REFERENCES "?mail_outbox"?\s*\(/, "REFERENCES mail_outbox_new("),
    )
    .execute(db);
  await sql`INSERT INTO mail_attempts_new SELECT * FROM mail_attempts`.execute(db);
  await sql`DROP TABLE mail_attempts`.execute(db);
  await sql`DROP TABLE mail_outbox`.execute(db);
  await sql`ALTER TABLE mail_outbox_new RENAME TO mail_outbox`.execute(db);
  await sql`ALTER TABLE mail_attempts_new RENAME TO mail_attempts`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
