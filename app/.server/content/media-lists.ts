// The ordered image and video lists (carousel, logos, a project's detail images and videos):
// every list is (scope, asset_id, position) and is kept numbered 0..n-1 in display order.
import { sql, type Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";

export interface MediaList {
  table: "homepage_carousel_images" | "homepage_carousel_logos" | "project_carousel_images" | "project_videos";
  scope: { column: "homepage_id" | "project_id"; id: number };
}

export type Direction = "up" | "down";
type Trx = Transaction<Database>;

export function homeList(kind: "carousel" | "logos"): MediaList {
  return {
    table: kind === "carousel" ? "homepage_carousel_images" : "homepage_carousel_logos",
    scope: { column: "homepage_id", id: 1 },
  };
}

export function projectList(kind: "images" | "videos", projectId: number): MediaList {
  return {
    table: kind === "images" ? "project_carousel_images" : "project_videos",
    scope: { column: "project_id", id: projectId },
  };
}

/** The asset ids of a list, in display order. */
export async function listAssetIds(list: MediaList, trx: Trx | typeof db = db): Promise<number[]> {
  const { rows } = await sql<{ asset_id: number }>`
    SELECT asset_id FROM ${sql.table(list.table)}
    WHERE ${sql.ref(list.scope.column)} = ${list.scope.id}
    ORDER BY position, id`.execute(trx);
  return rows.map((r) => r.asset_id);
}

/** Adds assets at the end of a list. */
export async function appendToList(trx: Trx, list: MediaList, assetIds: number[]): Promise<void> {
  const start = (await listAssetIds(list, trx)).length;
  for (const [i, assetId] of assetIds.entries()) {
    await sql`INSERT INTO ${sql.table(list.table)} (${sql.ref(list.scope.column)}, asset_id, position)
      VALUES (${list.scope.id}, ${assetId}, ${start + i})`.execute(trx);
  }
}

async function renumber(trx: Trx, list: MediaList, ordered: number[]): Promise<void> {
  for (const [position, assetId] of ordered.entries()) {
    await sql`UPDATE ${sql.table(list.table)} SET position = ${position}
      WHERE ${sql.ref(list.scope.column)} = ${list.scope.id} AND asset_id = ${assetId}`.execute(trx);
  }
}

/** Moves an asset one place up or down; false when it is not in the list. */
export async function moveInList(trx: Trx, list: MediaList, assetId: number, direction: Direction): Promise<boolean> {
  const ids = await listAssetIds(list, trx);
  const from = ids.indexOf(assetId);
  if (from < 0) return false;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return true;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  await renumber(trx, list, ids);
  return true;
}

/**
 * Takes an asset out of a list; false when it is not in it. The asset itself goes with the
 * revision that stops using it (./revisions.ts), once no revision can restore it.
 */
export async function removeFromList(trx: Trx, list: MediaList, assetId: number): Promise<boolean> {
  const result = await sql`DELETE FROM ${sql.table(list.table)}
    WHERE ${sql.ref(list.scope.column)} = ${list.scope.id} AND asset_id = ${assetId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}
