// A drawing's Deep Zoom pyramid (decision 065): tiles cut from the image's full-size master in the
// background, one drawing at a time, so marking a plan never holds a request or both cores for long.
import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { db } from "~/.server/db/db";
import { log } from "~/.server/log";
import { dziFile, TILE_FORMAT, TILE_OVERLAP, TILE_SIZE, tilesFolder } from "~/.server/storage/asset-files";
import { masterPath, root, tmpDir } from "~/.server/storage/folders";

/** Lossy at a quality that keeps one-pixel lines sharp: a drawing's tiles are mostly flat paper. */
const TILE_QUALITY = 88;
/** WebP's encoder effort: a large plan is hundreds of tiles, and the default (4) took twice as long for 3% fewer bytes. */
const TILE_EFFORT = 2;

let chain: Promise<void> = Promise.resolve();
let stopping = false;

/** Told of each drawing whose pyramid was just written (boot.ts: the pages showing it change). */
let onFinished: (assetId: number) => void = () => {};
export function onTilesFinished(listener: (assetId: number) => void): void {
  onFinished = listener;
}

export function queueTiles(assetId: number): void {
  chain = chain
    .then(() => (stopping ? undefined : tileDrawing(assetId)))
    .catch((error) => log("error", "drawing tiles failed", { assetId, error: String(error) }));
}

/** Resolves once no pyramid is being written (tests, the bench). */
export const tilesIdle = (): Promise<void> => chain;

/** For a graceful stop: what is still queued is left for resumeTiles on the next start. */
export function stopTiles(): Promise<void> {
  stopping = true;
  return chain;
}

/**
 * Writes the pyramid of `source` as `<target>.dzi` and `<target>_files/`, from a folder of its own under
 * `work`, moved into place once whole (a half-written pyramid is never served, and a crash leaves it in .tmp).
 */
export async function writePyramid(source: string, target: string, work: string): Promise<void> {
  const folder = path.join(work, `tiles-${crypto.randomUUID()}`);
  await fsp.mkdir(folder, { recursive: true });
  try {
    const name = path.basename(target);
    // The master was checked as an upload (MAX_IMAGE_PIXELS) before it was written; the bench's is larger.
    await sharp(source, { limitInputPixels: false })
      .toFormat(TILE_FORMAT, { quality: TILE_QUALITY, effort: TILE_EFFORT })
      .tile({ size: TILE_SIZE, overlap: TILE_OVERLAP, layout: "dz" })
      // A name without its extension: sharp adds `.dzi`, and `_files` for the tiles' folder.
      .toFile(path.join(folder, name));
    await fsp.rm(`${target}_files`, { recursive: true, force: true });
    await fsp.rename(path.join(folder, `${name}_files`), `${target}_files`);
    await fsp.rename(path.join(folder, `${name}.dzi`), `${target}.dzi`);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** Removes a drawing's pyramid, if any (unmarked, or its image deleted). */
export async function removePyramid(stem: string): Promise<void> {
  await fsp.rm(path.join(root(), dziFile(stem)), { force: true });
  await fsp.rm(path.join(root(), tilesFolder(stem)), { recursive: true, force: true });
}

async function tileDrawing(assetId: number): Promise<void> {
  const asset = await db
    .selectFrom("assets")
    .select(["path", "mime", "drawing", "tiled"])
    .where("id", "=", assetId)
    .executeTakeFirst();
  if (!asset || !asset.drawing || asset.tiled) return;
  try {
    await writePyramid(masterPath(asset.path, asset.mime), path.join(root(), asset.path), tmpDir());
  } catch (error) {
    await removePyramid(asset.path);
    // Deleted (with its master) while being tiled: nothing is lost.
    if (!(await db.selectFrom("assets").select("id").where("id", "=", assetId).executeTakeFirst())) return;
    throw error;
  }
  const result = await db
    .updateTable("assets")
    .set({ tiled: 1 })
    .where("id", "=", assetId)
    .where("drawing", "is not", null)
    .executeTakeFirst();
  // Deleted or no longer a drawing meanwhile: its tiles must not outlive that.
  if (Number(result.numUpdatedRows) === 0) await removePyramid(asset.path);
  else onFinished(assetId);
}

/** On start: drawings whose pyramid was not finished before a restart are queued again. */
export async function resumeTiles(): Promise<void> {
  const pending = await db
    .selectFrom("assets")
    .select("id")
    .where("drawing", "is not", null)
    .where("tiled", "=", 0)
    .execute();
  for (const { id } of pending) queueTiles(id);
}
