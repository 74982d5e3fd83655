import { type Kysely, sql } from "kysely";

// The site in several languages (docs/decisions/030-languages-data-model.md).
// The default language's texts stay in the columns they are in today, so nothing moves and a site
// with one language reads exactly what it read before. Every other language's text of a field is a
// row here: (subject, subject_id, field, lang) → value. A missing row is a missing translation.
// - subject: 'home', 'studio', 'career', 'contact' (subject_id 1, their only row), 'project'
//   (projects.id) or 'asset' (assets.id: the alt text).
// - Triggers drop a project's or an asset's rows with it, since a row names its subject by value.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE translations (
      subject TEXT NOT NULL CHECK (subject IN ('home', 'studio', 'career', 'contact', 'project', 'asset')),
      subject_id INTEGER NOT NULL,
      lang TEXT NOT NULL CHECK (length(lang) = 2 AND lang GLOB '[a-z][a-z]'),
      field TEXT NOT NULL,
      value TEXT NOT NULL,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (subject, subject_id, lang, field)
    ) WITHOUT ROWID`,
    sql`CREATE TRIGGER translations_of_deleted_project AFTER DELETE ON projects BEGIN
      DELETE FROM translations WHERE subject = 'project' AND subject_id = OLD.id;
    END`,
    sql`CREATE TRIGGER translations_of_deleted_asset AFTER DELETE ON assets BEGIN
      DELETE FROM translations WHERE subject = 'asset' AND subject_id = OLD.id;
    END`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER translations_of_deleted_asset`.execute(db);
  await sql`DROP TRIGGER translations_of_deleted_project`.execute(db);
  await sql`DROP TABLE translations`.execute(db);
}
