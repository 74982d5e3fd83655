import { type Kysely, sql } from "kysely";

// Nothing a person sends is lost, and the career form cannot fill the disk.
// - spam_reason: a submission the bot filters suspect is kept (not mailed) instead of dropped;
//   NULL means it is in the normal inbox.
// - used_form_tokens: each rendered form's token is accepted once (kept until it would expire anyway).
// - portfolio_bytes: portfolio bytes taken per address per UTC day, for the daily caps.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE career_applications ADD COLUMN spam_reason TEXT`,
    sql`ALTER TABLE contact_messages ADD COLUMN spam_reason TEXT`,
    sql`CREATE INDEX career_applications_spam ON career_applications (spam_reason, created_at)`,
    sql`CREATE INDEX contact_messages_spam ON contact_messages (spam_reason, created_at)`,
    sql`CREATE TABLE used_form_tokens (
      id TEXT PRIMARY KEY,
      used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`CREATE INDEX used_form_tokens_used_at ON used_form_tokens (used_at)`,
    sql`CREATE TABLE portfolio_bytes (
      address TEXT NOT NULL,
      day TEXT NOT NULL,
      bytes INTEGER NOT NULL,
      PRIMARY KEY (address, day)
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE portfolio_bytes`.execute(db);
  await sql`DROP TABLE used_form_tokens`.execute(db);
  await sql`DROP INDEX contact_messages_spam`.execute(db);
  await sql`DROP INDEX career_applications_spam`.execute(db);
  await sql`ALTER TABLE contact_messages DROP COLUMN spam_reason`.execute(db);
  await sql`ALTER TABLE career_applications DROP COLUMN spam_reason`.execute(db);
}
