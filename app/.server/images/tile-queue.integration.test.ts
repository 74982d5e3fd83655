// A drawing's pyramid: written whole in the background, named file by file from the image's size (what the
// backup, the uploads audit and deletes rely on), served with its image's path, and gone with the image.
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { storeImage } from "~/.server/images/store-image";
import { queueTiles, tilesIdle } from "~/.server/images/tile-queue";
import { assetRelativeFiles, tileFiles } from "~/.server/storage/asset-files";
import { deleteAssets } from "~/.server/storage/assets";
import { ensureUploadDirs, FOLDERS } from "~/.server/storage/folders";
import { listContentFiles } from "~/.server/storage/uploads-audit";
import { mediaPathOf } from "~/utils/media";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

/** A plan of one-pixel lines on white paper, larger than any variant. */
async function drawingFile(width: number, height: number): Promise<string> {
  const lines = Array.from(
    { length: Math.floor(width / 40) },
    (_, i) => `<rect x="${i * 40}" width="1" height="${height}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${lines.join("")}</svg>`;
  const file = path.join(env().uploadsDir, ".tmp", `plan-${width}x${height}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

it("tiles a drawing at its full size, every file where its row says, and deletes them with it", async () => {
  const asset = await storeImage(await drawingFile(3001, 1203), FOLDERS.projects, { deferAvif: true });
  // The master keeps every pixel: the pyramid's finest level is the upload's own size.
  expect([asset.width, asset.height]).toEqual([3001, 1203]);
  await db.updateTable("assets").set({ drawing: "plan" }).where("id", "=", asset.id).execute();
  queueTiles(asset.id);
  await tilesIdle();
  const row = await db.selectFrom("assets").selectAll().where("id", "=", asset.id).executeTakeFirstOrThrow();
  expect(row.tiled).toBe(1);

  const onDisk = (await listContentFiles(env().uploadsDir)).filter((file) => mediaPathOf(file) === asset.path);
  const pyramid = tileFiles(asset.path, 3001, 1203);
  expect(onDisk.filter((file) => !/-\d+\.webp$/.test(file)).sort()).toEqual([...pyramid].sort());
  expect(assetRelativeFiles(row)).toEqual(expect.arrayContaining(pyramid));
  const dzi = await fsp.readFile(path.join(env().uploadsDir, `${asset.path}.dzi`), "utf8");
  expect(dzi).toContain('Format="webp"');
  expect(dzi).toMatch(/Height="1203"\s+Width="3001"/);
  // The finest level's tiles are WebP at 512 px (plus one pixel of overlap on an inner edge).
  const finest = await sharp(path.join(env().uploadsDir, `${asset.path}_files/12/0_0.webp`)).metadata();
  expect([finest.format, finest.width, finest.height]).toEqual(["webp", 513, 513]);

  await deleteAssets([asset.id]);
  const left = (await listContentFiles(env().uploadsDir)).filter((file) => file.startsWith(asset.path));
  expect(left).toEqual([]);
  await expect(fsp.stat(path.join(env().uploadsDir, `${asset.path}_files`))).rejects.toThrow();
});

it("leaves no tiles behind for an image that stopped being a drawing while it was tiled", async () => {
  const asset = await storeImage(await drawingFile(1500, 900), FOLDERS.projects, { deferAvif: true });
  await db.updateTable("assets").set({ drawing: "section" }).where("id", "=", asset.id).execute();
  queueTiles(asset.id);
  await db.updateTable("assets").set({ drawing: null }).where("id", "=", asset.id).execute();
  await tilesIdle();
  await expect(fsp.stat(path.join(env().uploadsDir, `${asset.path}.dzi`))).rejects.toThrow();
  await expect(fsp.stat(path.join(env().uploadsDir, `${asset.path}_files`))).rejects.toThrow();
});
