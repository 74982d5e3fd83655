import { type Kysely, sql } from "kysely";

// The project order (docs/decisions/019-admin-data-model.md, "Project order").
// - projects.custom_position: the place in the admin's custom order, smallest first. Today's
//   projects get 1, 2, 3… newest (highest id) first, so the custom order starts as the newest-first one.
// - A trigger puts every new project first in the custom order (one less than the smallest
//   position), whoever inserts it: the admin's form, the demo seed, a test.
// - project_order: one row, the chosen mode ('newest' by default: docs/product.md#project-order) and whether the
//   home's latest three follow the custom order too (no by default).
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE projects ADD COLUMN custom_position INTEGER NOT NULL DEFAULT 0`,
    sql`UPDATE projects SET custom_position = (SELECT COUNT(*) FROM projects AS newer WHERE newer.id >= projects.id)`,
    sql`CREATE INDEX projects_custom_position ON projects (custom_position)`,
    sql`CREATE TRIGGER projects_new_first_in_custom_order AFTER INSERT ON projects
      BEGIN
        UPDATE projects
        SET custom_position = (SELECT COALESCE(MIN(custom_position), 1) FROM projects WHERE id <> NEW.id) - 1
        WHERE id = NEW.id;
      END`,
    sql`CREATE TABLE project_order (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      mode TEXT NOT NULL DEFAULT 'newest' CHECK (mode IN ('newest', 'custom')),
      home_follows_custom INTEGER NOT NULL DEFAULT 0 CHECK (home_follows_custom IN (0, 1)),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`,
    sql`INSERT INTO project_order (id) VALUES (1)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE project_order`.execute(db);
  await sql`DROP TRIGGER projects_new_first_in_custom_order`.execute(db);
  await sql`DROP INDEX projects_custom_position`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN custom_position`.execute(db);
}
