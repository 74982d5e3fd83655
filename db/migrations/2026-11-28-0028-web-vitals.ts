import { type Kysely, sql } from "kysely";

// Real visitors' page speed (docs/decisions/062-web-vitals.md): one row per measure a public page reported of its own
// load (Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint, Time to
// First Byte), with its day, page and device class, nothing about who sent it. Deleted with the statistics' days.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE web_vitals (
    id INTEGER PRIMARY KEY,
    day TEXT NOT NULL CHECK (length(day) = 10),
    path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
    device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
    metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
    value REAL NOT NULL CHECK (value >= 0)
  )`.execute(db);
  // Covering the range's percentiles: every column a read needs, in the range's order.
  await sql`CREATE INDEX web_vitals_by_day ON web_vitals (day, path, device, metric, value)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE web_vitals`.execute(db);
}
