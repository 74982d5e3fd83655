import { type Kysely, sql } from "kysely";

// Downloads on a share link (docs/decisions/069-share-link-downloads.md).
// - share_links.download_edge: the long edge, in pixels, of the images the recipient may download (null: none
//   resized); download_original: the kept full-size files too; download_watermark: the studio's name on each.
// - share_link_downloads: one row per download, always of one link: the project, how many images, at what size.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE share_links ADD COLUMN download_edge INTEGER CHECK (download_edge IN (1600, 2400, 3200))`,
    sql`ALTER TABLE share_links ADD COLUMN download_original INTEGER NOT NULL DEFAULT 0 CHECK (download_original IN (0, 1))`,
    sql`ALTER TABLE share_links ADD COLUMN download_watermark INTEGER NOT NULL DEFAULT 0 CHECK (download_watermark IN (0, 1))`,
    sql`CREATE TABLE share_link_downloads (
      id INTEGER PRIMARY KEY,
      link_id INTEGER NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
      project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL,
      images INTEGER NOT NULL CHECK (images > 0),
      size TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX share_link_downloads_link ON share_link_downloads (link_id, created_at)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE share_link_downloads`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN download_watermark`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN download_original`.execute(db);
  await sql`ALTER TABLE share_links DROP COLUMN download_edge`.execute(db);
}
