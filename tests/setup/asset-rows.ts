// Assets rows in model tests: one inserted with no file behind it (for what the schema and the models do
// with rows alone), and a project's header's. The database comes from the test, which decides when the
// app's database module is loaded.
import type { Insertable, Kysely } from "kysely";

import type { AssetsTable, Database } from "#db/tables";

let made = 0;

/** Inserts a one-pixel image's row (a path of its own unless given) with the given fields; answers its id. */
export async function insertAssetRow(db: Kysely<Database>, fields: Partial<Insertable<AssetsTable>> = {}) {
  made += 1;
  const row = await db
    .insertInto("assets")
    .values({
      path: `images/studio/row-${made}`,
      kind: "image",
      folder: "images/studio",
      mime: "image/jpeg",
      bytes: 1,
      width: 1,
      height: 1,
      content_hash: "x",
      alt: "",
      original_name: null,
      variants: "[]",
      placeholder: null,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The assets row of a project's header image. */
export const headerAssetOf = (db: Kysely<Database>, projectId: number) =>
  db
    .selectFrom("assets")
    .innerJoin("projects", "projects.image_header", "assets.id")
    .selectAll("assets")
    .where("projects.id", "=", projectId)
    .executeTakeFirstOrThrow();
