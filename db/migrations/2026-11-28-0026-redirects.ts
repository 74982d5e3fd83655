import { type Kysely, sql } from "kysely";

// The admin's redirects (docs/product.md#redirects): an old site-relative path that answers 301 to a page of
// the site, or 410 Gone. Chains are collapsed as they are saved, so `to_path` is never another row's `from_path`.
// And the 404 log: the paths asked for that are no page, counted per day, people and bots apart, a few hundred
// distinct paths a day at most (the rest is counted under "(other)").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE redirects (
    id INTEGER PRIMARY KEY,
    from_path TEXT NOT NULL UNIQUE CHECK (length(from_path) BETWEEN 1 AND 200),
    status INTEGER NOT NULL CHECK (status IN (301, 410)),
    to_path TEXT CHECK (length(to_path) BETWEEN 1 AND 200),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((status = 410) = (to_path IS NULL))
  )`.execute(db);
  await sql`CREATE TABLE not_found_paths (
    day TEXT NOT NULL,
    path TEXT NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
    bot INTEGER NOT NULL CHECK (bot IN (0, 1)),
    hits INTEGER NOT NULL,
    PRIMARY KEY (day, path, bot)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE not_found_paths`.execute(db);
  await sql`DROP TABLE redirects`.execute(db);
}
