// Assets nobody names any more: once no content, submission, revision or pending schedule names an asset (the
// schema's foreign keys to `assets` say where to look, as the boot's unused-asset check does), its row goes,
// and its files after the commit.
import { sql, type Transaction } from "kysely";

import type { Asset, Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { removeFiles } from "~/.server/storage/assets";

type Trx = Transaction<Database>;

/** The columns that hold an asset id, found through the schema's foreign keys (as the boot's unused-asset check does). */
async function assetReferences(trx: Trx): Promise<{ tbl: string; col: string }[]> {
  const { rows } = await sql<{ tbl: string; col: string }>`
    SELECT m.name AS tbl, f."from" AS col FROM sqlite_master m, pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table' AND f."table" = 'assets'`.execute(trx);
  return rows;
}

/** Deletes the rows of those assets that nothing names (content, submissions, revisions); answers them, for their files. */
export async function deleteUnused(trx: Trx, ids: number[]): Promise<Asset[]> {
  if (ids.length === 0) return [];
  const used = new Set<number>();
  for (const { tbl, col } of await assetReferences(trx)) {
    const { rows } = await sql<{
      id: number;
    }>`SELECT ${sql.ref(col)} AS id FROM ${sql.table(tbl)} WHERE ${sql.ref(col)} IN (${sql.join(ids)})`.execute(trx);
    for (const r of rows) used.add(r.id);
  }
  const unused = ids.filter((id) => !used.has(id));
  if (unused.length === 0) return [];
  const rows = await trx.selectFrom("assets").selectAll().where("id", "in", unused).execute();
  await trx.deleteFrom("assets").where("id", "in", unused).execute();
  return rows;
}

/** Deletes those assets if nothing names them any more (a cancelled schedule's new images), rows then files. */
export async function releaseAssets(ids: number[]): Promise<void> {
  const released = await db.transaction().execute((trx) => deleteUnused(trx, ids));
  await removeFiles(released);
}
