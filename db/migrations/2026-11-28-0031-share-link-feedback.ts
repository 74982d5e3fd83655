import { type Kysely, sql } from "kysely";

// What a share link's recipient does with it (docs/decisions/064-share-link-feedback.md).
// - share_links.lang: the language the link was made in; its pages and mails speak it.
// - share_links.answer_email: where the recipient asked to be told of the studio's answers (optional).
// - share_links.digest_sent_at: when the studio was last mailed this link's digest (at most one an hour).
// - share_link_feedback: one row per favourite, comment or approval, always of one link. The target is
//   the selection (no project), a project, or one of its images (project and asset); a favourite and an
//   approval exist once per target (the partial unique index), comments as many as written.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE share_links ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'`,
    sql`ALTER TABLE share_links ADD COLUMN answer_email TEXT`,
    sql`ALTER TABLE share_links ADD COLUMN digest_sent_at TEXT`,
    sql`CREATE TABLE share_link_feedback (
      id INTEGER PRIMARY KEY,
      link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('favourite', 'comment', 'approval')),
      project_id INTEGER REFERENCES projects(id) ON DELETE CASCADE,
      asset_id INTEGER REFERENCES assets(id) ON DELETE CASCADE,
      body TEXT NOT NULL DEFAULT '',
      answer TEXT,
      answered_by TEXT,
      answered_at TEXT,
      digested INTEGER NOT NULL DEFAULT 0 CHECK (digested IN (0, 1)),
      created_at TEXT NOT NULL,
      CHECK (asset_id IS NULL OR project_id IS NOT NULL)
    )`,
    sql`CREATE INDEX share_link_feedback_link ON share_link_feedback (link_id, created_at)`,
    sql`CREATE UNIQUE INDEX share_link_feedback_once ON share_link_feedback
      (link_id, kind, IFNULL(project_id, 0), IFNULL(asset_id, 0)) WHERE kind <> 'comment'`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE share_link_feedback`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN digest_sent_at`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN answer_email`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN lang`.execute(db);
}
