// Photographs as phones and cameras save them (HEIC, WebP, AVIF), made at test time, through the
// whole image pipeline: upright, stripped of EXIF and GPS, every WebP and AVIF variant and a
// placeholder; a HEIC cut short is refused with nothing left behind.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { storeImage } from "~/.server/images/store-image";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs, FOLDERS } from "~/.server/storage/folders";
import { UploadError } from "~/.server/storage/upload";
import type { Variant } from "~/utils/media";

import { avif, phoneHeic, truncatedHeic, webp } from "../../../tests/corpus/media-fixtures";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

async function upload(name: string, bytes: Buffer) {
  const file = path.join(env().uploadsDir, ".tmp", name);
  await fsp.writeFile(file, bytes);
  return { path: file, name };
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

describe("phone photographs", { timeout: 120_000 }, () => {
  it.each([
    // Stored 1200 × 800 with EXIF orientation 6: upright it is 800 wide, 1200 high.
    {
      label: "HEIC with EXIF rotation and GPS",
      name: "IMG_0001.HEIC",
      make: () => phoneHeic(1200, 800),
      size: [800, 1200],
      widths: [480, 800],
    },
    { label: "WebP", name: "photo.webp", make: () => webp(1000, 600), size: [1000, 600], widths: [480, 960, 1000] },
    { label: "AVIF", name: "photo.avif", make: () => avif(640, 480), size: [640, 480], widths: [480, 640] },
  ])("$label: upright, without metadata, every variant and a placeholder", async ({ name, make, size, widths }) => {
    const asset = await storeImage(await upload(name, await make()), FOLDERS.projects, { alt: "A room" });
    expect([asset.width, asset.height]).toEqual(size);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
    await avifIdle();
    const { variants } = await db
      .selectFrom("assets")
      .select("variants")
      .where("id", "=", asset.id)
      .executeTakeFirstOrThrow();
    const list = JSON.parse(variants) as Variant[];
    expect(list.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
      [...widths.map((w) => `avif-${w}`), ...widths.map((w) => `webp-${w}`)].sort(),
    );
    const files = assetFiles({ ...asset, variants });
    for (const file of files) {
      expect(fs.existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      // No EXIF at all: neither the camera nor the place (GPS) leaves the server.
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      if (!file.includes(".masters")) expect(meta.width! / meta.height!).toBeCloseTo(size[0] / size[1], 1);
    }
  });

  it("a HEIC cut short is refused and leaves nothing behind", async () => {
    const before = filesUnder(env().uploadsDir).filter((f) => !f.includes(".tmp"));
    const rows = await db.selectFrom("assets").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await expect(storeImage(await upload("IMG_0002.HEIC", await truncatedHeic()), FOLDERS.projects)).rejects.toEqual(
      new UploadError("damaged"),
    );
    expect(filesUnder(env().uploadsDir).filter((f) => !f.includes(".tmp"))).toEqual(before);
    expect(await db.selectFrom("assets").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual(
      rows,
    );
  });
});
