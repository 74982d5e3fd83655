import { type Kysely, sql } from "kysely";

// Credits per project (docs/decisions/053-credits.md): who did what, in order. A role is one of
// the known keys the site translates ('architect', 'photographer', …) or a role the studio typed, shown as
// typed. projects.photographer stays, as the first photographer credit's name: search indexes it and the
// facts table shows it. The triggers keep the two in step for any writer that sets only the column (the
// import, a row written by hand): the admin's save writes both.
// Every project's Photographer becomes its first credit, a photographer one, so nothing typed is lost.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE project_credits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      role TEXT NOT NULL CHECK (length(trim(role)) > 0),
      name TEXT NOT NULL CHECK (length(trim(name)) > 0),
      link TEXT,
      UNIQUE (project_id, position)
    )`,
    sql`INSERT INTO project_credits (project_id, position, role, name)
      SELECT id, 0, 'photographer', trim(photographer) FROM projects WHERE trim(photographer) <> ''`,
    sql`CREATE TRIGGER project_credits_photographer_insert AFTER INSERT ON projects
      WHEN trim(NEW.photographer) <> ''
        AND NOT EXISTS (SELECT 1 FROM project_credits WHERE project_id = NEW.id)
      BEGIN
        INSERT INTO project_credits (project_id, position, role, name)
          VALUES (NEW.id, 0, 'photographer', trim(NEW.photographer));
      END`,
    sql`CREATE TRIGGER project_credits_photographer_update AFTER UPDATE OF photographer ON projects
      WHEN trim(NEW.photographer) <> '' AND NEW.photographer IS NOT OLD.photographer
      BEGIN
        UPDATE project_credits SET name = trim(NEW.photographer)
          WHERE id = (SELECT id FROM project_credits WHERE project_id = NEW.id AND role = 'photographer'
            ORDER BY position LIMIT 1);
        INSERT INTO project_credits (project_id, position, role, name)
          SELECT NEW.id, COALESCE((SELECT max(position) + 1 FROM project_credits WHERE project_id = NEW.id), 0),
            'photographer', trim(NEW.photographer)
          WHERE NOT EXISTS (SELECT 1 FROM project_credits WHERE project_id = NEW.id AND role = 'photographer');
      END`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER project_credits_photographer_update`.execute(db);
  await sql`DROP TRIGGER project_credits_photographer_insert`.execute(db);
  await sql`DROP TABLE project_credits`.execute(db);
}
