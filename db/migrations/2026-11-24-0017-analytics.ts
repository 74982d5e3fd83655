import { type Kysely, sql } from "kysely";

// Page views counted by the server, kept only as daily sums (docs/decisions/026-cookieless-analytics.md).
// - analytics_days: per UTC day, the site's views, unique visitors, and conversions (career
//   applications and contact messages received, not spam).
// - analytics_pages: per day and public page (its path), views and unique visitors.
// - analytics_dimensions: per day and page, views by referrer domain, utm_source, utm_campaign,
//   language and device class.
// - analytics_settings: one row, how many months of days are kept (25 by default).
// No row names a visitor: there is no address, hash or user agent column anywhere.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE analytics_days (
      day TEXT PRIMARY KEY,
      views INTEGER NOT NULL DEFAULT 0,
      visitors INTEGER NOT NULL DEFAULT 0,
      applications INTEGER NOT NULL DEFAULT 0,
      messages INTEGER NOT NULL DEFAULT 0
    ) WITHOUT ROWID`,
    sql`CREATE TABLE analytics_pages (
      day TEXT NOT NULL,
      path TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0,
      visitors INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (day, path)
    ) WITHOUT ROWID`,
    sql`CREATE TABLE analytics_dimensions (
      day TEXT NOT NULL,
      path TEXT NOT NULL,
      dimension TEXT NOT NULL CHECK (dimension IN ('referrer', 'utm_source', 'utm_campaign', 'language', 'device')),
      value TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (day, path, dimension, value)
    ) WITHOUT ROWID`,
    sql`CREATE TABLE analytics_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      retention_months INTEGER NOT NULL DEFAULT 25 CHECK (retention_months BETWEEN 1 AND 120)
    )`,
    sql`INSERT INTO analytics_settings (id) VALUES (1)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["analytics_settings", "analytics_dimensions", "analytics_pages", "analytics_days"]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
