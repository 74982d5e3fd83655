import { type Kysely, sql } from "kysely";

// Scheduled publishing (docs/decisions/051-scheduled-publishing.md). A schedule is one thing to happen
// to a page or a project at a minute (UTC): a draft published, a live project unpublished, or a saved
// change (a snapshot in the shape revisions keep) applied. It is kept after it ran, with its outcome,
// so the Scheduled page shows what went live. schedule_assets names the assets a pending change shows,
// so their files are kept until it runs or is cancelled (the boot's unused-asset check follows the
// foreign key).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE schedules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subject TEXT NOT NULL CHECK (subject IN ('home', 'studio', 'career', 'contact', 'project')),
    project_id INTEGER REFERENCES projects (id) ON DELETE CASCADE,
    action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish', 'change')),
    snapshot TEXT,
    summary TEXT NOT NULL DEFAULT '',
    run_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'cancelled')),
    user_email TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ran_at TEXT,
    error TEXT,
    CHECK ((subject = 'project') = (project_id IS NOT NULL)),
    CHECK ((action = 'change') = (snapshot IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX schedules_pending ON schedules (state, run_at)`.execute(db);
  await sql`CREATE TABLE schedule_assets (
    schedule_id INTEGER NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
    asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    PRIMARY KEY (schedule_id, asset_id)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX schedule_assets_by_asset ON schedule_assets (asset_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE schedule_assets`.execute(db);
  await sql`DROP TABLE schedules`.execute(db);
}
