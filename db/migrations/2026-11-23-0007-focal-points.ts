import { type Kysely, sql } from "kysely";

// Every image keeps the point of its subject, so a crop (object-fit: cover)
// can keep it in view. Fractions of the width and height, 0..1 from the top left; every image
// there today gets the centre, which is what the browser already showed (object-position 50% 50%).
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE assets ADD COLUMN focal_x REAL NOT NULL DEFAULT 0.5 CHECK (focal_x BETWEEN 0 AND 1)`,
    sql`ALTER TABLE assets ADD COLUMN focal_y REAL NOT NULL DEFAULT 0.5 CHECK (focal_y BETWEEN 0 AND 1)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE assets DROP COLUMN focal_y`.execute(db);
  await sql`ALTER TABLE assets DROP COLUMN focal_x`.execute(db);
}
