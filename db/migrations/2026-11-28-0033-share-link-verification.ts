import { type Kysely, sql } from "kysely";

// A share link whose recipient proves their address before it opens (docs/decisions/068-verified-recipient.md).
// - share_links.verify_recipient: 1 when opening the link asks for a code mailed to recipient_email.
// - share_links.verified_at: when the recipient first entered a right code (the studio sees it).
// - share_link_codes: the codes mailed (at), only their keyed hash; a code is good until expires_at, once (used_at).
// - share_link_code_misses: the wrong codes entered, per link; enough of them in a window lock the link's codes.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE share_links ADD COLUMN verify_recipient INTEGER NOT NULL DEFAULT 0 CHECK (verify_recipient IN (0, 1))`,
    sql`ALTER TABLE share_links ADD COLUMN verified_at TEXT`,
    sql`CREATE TABLE share_link_codes (
      id INTEGER PRIMARY KEY,
      link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`,
    sql`CREATE INDEX share_link_codes_link ON share_link_codes (link_id, at)`,
    sql`CREATE TABLE share_link_code_misses (
      id INTEGER PRIMARY KEY,
      link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
      at TEXT NOT NULL
    )`,
    sql`CREATE INDEX share_link_code_misses_link ON share_link_code_misses (link_id, at)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE share_link_code_misses`.execute(db);
  await sql`DROP TABLE share_link_codes`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN verified_at`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN verify_recipient`.execute(db);
}
