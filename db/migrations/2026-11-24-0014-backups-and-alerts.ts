import { type Kysely, sql } from "kysely";

// Scheduled backups off the VM and alerts (docs/decisions/023-offsite-backups.md).
// - backup_settings: one row, the schedule the admin chose (NULL: the BACKUP_SCHEDULE default).
// - backup_runs: every scheduled or manual backup and repository check, its outcome and its
//   error in plain words (never a secret: errors are redacted before they are stored).
// - alert_states: one row per watched condition, whether it is bad now and since when; a mail goes
//   to the admins when a row turns bad, so they hear once per state change.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE backup_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      interval_minutes INTEGER CHECK (interval_minutes IS NULL OR interval_minutes BETWEEN 5 AND 10080),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`INSERT INTO backup_settings (id) VALUES (1)`,
    sql`CREATE TABLE backup_runs (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('backup', 'check')),
      trigger TEXT NOT NULL CHECK (trigger IN ('schedule', 'manual')),
      status TEXT NOT NULL CHECK (status IN ('running', 'ok', 'failed', 'skipped')),
      started_at TEXT NOT NULL,
      finished_at TEXT,
      snapshot_id TEXT,
      bytes INTEGER,
      files INTEGER,
      snapshots_kept INTEGER,
      error TEXT
    )`,
    sql`CREATE INDEX backup_runs_kind_started ON backup_runs (kind, started_at)`,
    sql`CREATE TABLE alert_states (
      key TEXT PRIMARY KEY,
      bad INTEGER NOT NULL DEFAULT 0 CHECK (bad IN (0, 1)),
      detail TEXT,
      changed_at TEXT NOT NULL,
      notified_at TEXT
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE alert_states`.execute(db);
  await sql`DROP TABLE backup_runs`.execute(db);
  await sql`DROP TABLE backup_settings`.execute(db);
}
