import { type Kysely, sql } from "kysely";

// Press items in the history and the languages (docs/decisions/057-press.md).
// - revisions: subject 'press', naming its item by press_id (deleted with it, as a project's by project_id).
// - translations: subject 'press' (a title in another language); a trigger drops an item's rows with it.
// SQLite cannot change a CHECK in place: each table is rebuilt by SQLite's own procedure (a new table, every row
// copied, the old one dropped, the new one renamed, its indexes and triggers made again), with foreign keys off
// so that dropping `revisions` does not cascade into revision_assets, in one transaction that is kept only when
// every row is there and the foreign keys still hold.
const SUBJECTS = "'home', 'studio', 'career', 'contact', 'project'";

const revisionsTable = (withPress: boolean) => `CREATE TABLE revisions_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subject TEXT NOT NULL CHECK (subject IN (${SUBJECTS}${withPress ? ", 'press'" : ""})),
    project_id INTEGER REFERENCES projects (id) ON DELETE CASCADE,${
      withPress ? "\n    press_id INTEGER REFERENCES press_items (id) ON DELETE CASCADE," : ""
    }
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    user_email TEXT NOT NULL DEFAULT '',
    summary TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    restored_from INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((subject = 'project') = (project_id IS NOT NULL))${
      withPress ? ",\n    CHECK ((subject = 'press') = (press_id IS NOT NULL))" : ""
    }
  )`;

const translationsTable = (withPress: boolean) => `CREATE TABLE translations_rebuilt (
    subject TEXT NOT NULL CHECK (subject IN (${SUBJECTS}, 'asset'${withPress ? ", 'press'" : ""})),
    subject_id INTEGER NOT NULL,
    lang TEXT NOT NULL CHECK (length(lang) = 2 AND lang GLOB '[a-z][a-z]'),
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    source_hash TEXT,
    PRIMARY KEY (subject, subject_id, lang, field)
  ) WITHOUT ROWID`;

const REVISION_COLUMNS = "id, subject, project_id, user_id, user_email, summary, snapshot, restored_from, created_at";
const TRANSLATION_COLUMNS = "subject, subject_id, lang, field, value, updated_at, source_hash";

/**
 * Replaces `table` by the one `create` makes (named `<table>_rebuilt`), copying `columns` of the rows `keep`
 * selects, with the same indexes and triggers and, for an AUTOINCREMENT table, the same next id.
 */
async function rebuild(db: Kysely<any>, table: string, create: string, columns: string, keep = "1") {
  const { rows: own } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master
    WHERE tbl_name = ${table} AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid`.execute(db);
  const { rows: sequence } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`
    .execute(db)
    .catch(() => ({ rows: [] as { seq: number }[] }));
  await sql.raw(create).execute(db);
  await sql.raw(`INSERT INTO ${table}_rebuilt (${columns}) SELECT ${columns} FROM ${table} WHERE ${keep}`).execute(db);
  await sql.raw(`DROP TABLE ${table}`).execute(db);
  await sql.raw(`ALTER TABLE ${table}_rebuilt RENAME TO ${table}`).execute(db);
  for (const { sql: statement } of own) await sql.raw(statement).execute(db);
  if (sequence.length) {
    await sql`DELETE FROM sqlite_sequence WHERE name = ${table}`.execute(db);
    await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${sequence[0].seq})`.execute(db);
  }
}

/** Runs the rebuilds by SQLite's procedure, and keeps them only if the foreign keys hold afterwards. */
async function rebuilding(db: Kysely<any>, work: () => Promise<void>) {
  // Both pragmas are no-ops inside a transaction: they are set around it. With legacy_alter_table the rename
  // leaves the views and triggers that name the table as they are (they name it again once it is renamed).
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  await sql`PRAGMA legacy_alter_table = ON`.execute(db);
  try {
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      await work();
      const { rows } = await sql`PRAGMA foreign_key_check`.execute(db);
      if (rows.length) throw new Error(`Foreign keys broken by the rebuild: ${JSON.stringify(rows.slice(0, 5))}`);
      await sql`COMMIT`.execute(db);
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA legacy_alter_table = OFF`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuilding(db, async () => {
    await rebuild(db, "revisions", revisionsTable(true), REVISION_COLUMNS);
    await sql`CREATE INDEX revisions_by_press ON revisions (press_id, id)`.execute(db);
    await rebuild(db, "translations", translationsTable(true), TRANSLATION_COLUMNS);
    await sql`CREATE TRIGGER translations_of_deleted_press AFTER DELETE ON press_items BEGIN
      DELETE FROM translations WHERE subject = 'press' AND subject_id = OLD.id;
    END`.execute(db);
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuilding(db, async () => {
    await sql`DROP TRIGGER translations_of_deleted_press`.execute(db);
    await sql`DROP INDEX revisions_by_press`.execute(db);
    await sql`DELETE FROM revision_assets WHERE revision_id IN (SELECT id FROM revisions WHERE subject = 'press')`.execute(
      db,
    );
    await rebuild(db, "revisions", revisionsTable(false), REVISION_COLUMNS, "subject <> 'press'");
    await rebuild(db, "translations", translationsTable(false), TRANSLATION_COLUMNS, "subject <> 'press'");
  });
}
