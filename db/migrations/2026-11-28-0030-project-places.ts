import { type Kysely, sql } from "kysely";

// Where a project stands, for the map of the work (docs/decisions/063-map-of-the-work.md): latitude and
// longitude in degrees (WGS 84), both set or both empty; the checks keep them on the globe.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE projects ADD COLUMN latitude REAL CHECK (latitude BETWEEN -90 AND 90)`.execute(db);
  await sql`ALTER TABLE projects ADD COLUMN longitude REAL CHECK (longitude BETWEEN -180 AND 180)`.execute(db);
  await sql`CREATE TRIGGER projects_place_whole_insert BEFORE INSERT ON projects
    WHEN (NEW.latitude IS NULL) <> (NEW.longitude IS NULL)
    BEGIN SELECT RAISE(ABORT, 'a place needs both coordinates'); END`.execute(db);
  await sql`CREATE TRIGGER projects_place_whole_update BEFORE UPDATE OF latitude, longitude ON projects
    WHEN (NEW.latitude IS NULL) <> (NEW.longitude IS NULL)
    BEGIN SELECT RAISE(ABORT, 'a place needs both coordinates'); END`.execute(db);
}
