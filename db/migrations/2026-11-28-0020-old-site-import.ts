import { type Kysely, sql } from "kysely";

// Moving in from the old site (docs/decisions/054-old-site-import.md).
// - import_runs: each run (or dry run) with its progress and report as JSON; never the source's
//   address or credentials, only what kind of source it was.
// - import_rows: each old row imported, by its table and old id: what it became here, a fingerprint of
//   the old row as last imported (a changed row on the old site is updated; an unchanged one skipped),
//   and the files it could not bring (the admin's "missing a picture" mark). Written in the same
//   transaction as the content, so a killed run leaves either both or neither.
// - import_files: each old file URL and the asset it became, so a file is never fetched or stored twice.
//   No foreign key: the checks that free unused assets count every key to assets as a use, and an
//   imported file the content no longer shows must still be freed; a lookup joins assets instead.
// - relayed_events: live-bus events written by another process (the command-line import) for the
//   running server to publish; the server reads them as they come and deletes what it has read.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE import_runs (
      id INTEGER PRIMARY KEY,
      dry_run INTEGER NOT NULL CHECK (dry_run IN (0, 1)),
      source_kind TEXT NOT NULL CHECK (source_kind IN ('postgresql', 'exports')),
      files_from TEXT NOT NULL CHECK (files_from IN ('url', 'folder')),
      status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
      progress TEXT NOT NULL DEFAULT '{}',
      report TEXT,
      started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      finished_at TEXT
    )`,
    sql`CREATE TABLE import_rows (
      source_table TEXT NOT NULL CHECK (source_table IN ('career', 'contact', 'homepage', 'studio', 'projects')),
      old_id TEXT NOT NULL,
      target_id INTEGER NOT NULL,
      fingerprint TEXT NOT NULL,
      revision_id INTEGER,
      missing_files TEXT NOT NULL DEFAULT '[]',
      imported_at TEXT NOT NULL,
      PRIMARY KEY (source_table, old_id)
    ) WITHOUT ROWID`,
    sql`CREATE INDEX import_rows_target ON import_rows (source_table, target_id)`,
    sql`CREATE TABLE import_files (
      url TEXT PRIMARY KEY,
      asset_id INTEGER NOT NULL
    ) WITHOUT ROWID`,
    sql`CREATE TABLE relayed_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      payload TEXT NOT NULL
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["relayed_events", "import_files", "import_rows", "import_runs"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
