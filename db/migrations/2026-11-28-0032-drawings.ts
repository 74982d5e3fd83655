import { type Kysely, sql } from "kysely";

// An image marked as a drawing (plan, section, detail) gets a Deep Zoom tile pyramid beside its variants
// (docs/decisions/065-deep-zoom-for-drawings.md); `tiled` says the pyramid is written and may be shown.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE assets ADD COLUMN drawing TEXT CHECK (drawing IN ('plan', 'section', 'detail'))`.execute(db);
  await sql`ALTER TABLE assets ADD COLUMN tiled INTEGER NOT NULL DEFAULT 0 CHECK (tiled IN (0, 1))`.execute(db);
}
