import { type Kysely, sql } from "kysely";

// Search over every visitor-facing field of visible projects, in each language
// (docs/decisions/034-search-and-language-forms.md).
// - search_languages: the site's languages, the default at position 0, written at boot from SITE_LANGUAGES
//   (configuration, not schema); `signature` tells boot whether the index was built for today's list.
// - project_search_source: THE definition of what is indexed, one row per visible project and language:
//   the language's translation of a field, or the default language's text where it is missing.
// - project_search: FTS5 over those rows (unicode61, diacritics removed: `ceramica` finds `Cerâmica`).
//   rowid = project id × 100 + the language's position, so a project's rows are one rowid range. Prefix
//   indexes of 1 to 3 letters keep the first letters typed fast.
// - Triggers keep it in step inside the transaction of every write that touches a project or its
//   translations: save, publish, private, trash, restore, delete, revision restore alike.
const reindex = (id: string) => `
      DELETE FROM project_search WHERE rowid BETWEEN ${id} * 100 AND ${id} * 100 + 99;
      INSERT INTO project_search (rowid, lang, name, type, year, location, photographer, description)
        SELECT search_rowid, lang, name, type, year, location, photographer, description
        FROM project_search_source WHERE project_id = ${id};`;

export async function up(db: Kysely<any>): Promise<void> {
  const translated = (field: string) =>
    `COALESCE((SELECT NULLIF(t.value, '') FROM translations t WHERE l.position > 0 AND t.subject = 'project'
        AND t.subject_id = p.id AND t.lang = l.lang AND t.field = '${field}'), p.${field})`;
  for (const statement of [
    sql`CREATE TABLE search_languages (
      lang TEXT PRIMARY KEY CHECK (length(lang) = 2 AND lang GLOB '[a-z][a-z]'),
      position INTEGER NOT NULL UNIQUE CHECK (position BETWEEN 0 AND 99)
    ) WITHOUT ROWID`,
    sql`CREATE TABLE search_state (id INTEGER PRIMARY KEY CHECK (id = 1), signature TEXT NOT NULL)`,
    sql.raw(`CREATE VIEW project_search_source AS
      SELECT p.id * 100 + l.position AS search_rowid, p.id AS project_id, l.lang AS lang,
        ${translated("name")} AS name, p.type AS type, CAST(p.year AS TEXT) AS year,
        ${translated("location")} AS location, ${translated("photographer")} AS photographer,
        ${translated("description_part_1")} || char(10) || ${translated("description_part_2")} || char(10)
          || ${translated("description_part_3")} AS description
      FROM projects p CROSS JOIN search_languages l
      WHERE p.status = 'published' AND p.private = 0 AND p.deleted_at IS NULL`),
    sql`CREATE VIRTUAL TABLE project_search USING fts5(
      lang UNINDEXED, name, type, year, location, photographer, description,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    )`,
    sql.raw(`CREATE TRIGGER project_search_insert AFTER INSERT ON projects BEGIN ${reindex("NEW.id")} END`),
    sql.raw(`CREATE TRIGGER project_search_update AFTER UPDATE OF name, year, location, type, photographer,
      description_part_1, description_part_2, description_part_3, status, private, deleted_at ON projects
      BEGIN ${reindex("NEW.id")} END`),
    sql.raw(`CREATE TRIGGER project_search_delete AFTER DELETE ON projects BEGIN
      DELETE FROM project_search WHERE rowid BETWEEN OLD.id * 100 AND OLD.id * 100 + 99;
    END`),
    sql.raw(`CREATE TRIGGER project_search_translation_insert AFTER INSERT ON translations
      WHEN NEW.subject = 'project' BEGIN ${reindex("NEW.subject_id")} END`),
    sql.raw(`CREATE TRIGGER project_search_translation_update AFTER UPDATE ON translations
      WHEN NEW.subject = 'project' BEGIN ${reindex("NEW.subject_id")} END`),
    sql.raw(`CREATE TRIGGER project_search_translation_delete AFTER DELETE ON translations
      WHEN OLD.subject = 'project' BEGIN ${reindex("OLD.subject_id")} END`),
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    "translation_delete",
    "translation_update",
    "translation_insert",
    "delete",
    "update",
    "insert",
  ]) {
    await sql.raw(`DROP TRIGGER project_search_${trigger}`).execute(db);
  }
  await sql`DROP TABLE project_search`.execute(db);
  await sql`DROP VIEW project_search_source`.execute(db);
  await sql`DROP TABLE search_state`.execute(db);
  await sql`DROP TABLE search_languages`.execute(db);
}
