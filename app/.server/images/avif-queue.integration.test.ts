// A graceful stop does not wait for the whole AVIF queue: it ends after the width in progress,
// leaves no half-encoded files; what is left is queued again by resumeAvif on the next start.
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle, stopAvif } from "~/.server/images/avif-queue";
import { storeImage } from "~/.server/images/store-image";
import { ensureUploadDirs, FOLDERS } from "~/.server/storage/folders";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

async function avifFilesOnDisk(): Promise<string[]> {
  const dir = path.join(env().uploadsDir, FOLDERS.projects);
  return (await fsp.readdir(dir)).filter((name) => name.endsWith(".avif")).sort();
}

it("stopping ends the AVIF queue early, with no half-encoded image left on disk", async () => {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const file = path.join(env().uploadsDir, ".tmp", `big-${i}.png`);
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 40 * i, g: 90, b: 120 } } })
      .png()
      .toFile(file);
    ids.push((await storeImage(file, FOLDERS.projects)).id);
  }
  await stopAvif();
  const rows = await db.selectFrom("assets").select(["path", "variants"]).where("id", "in", ids).execute();
  const encoded = rows.filter((row) => row.variants.includes('"avif"'));
  // Four images of four widths each were queued; the stop came long before they were all done.
  expect(encoded.length).toBeLessThan(rows.length);
  // Exactly the files of the images recorded as encoded exist: nothing half-written is left.
  const expected = encoded.flatMap((row) =>
    (JSON.parse(row.variants) as { width: number; format: string }[])
      .filter((v) => v.format === "avif")
      .map((v) => `${path.basename(row.path)}-${v.width}.avif`),
  );
  expect(await avifFilesOnDisk()).toEqual(expected.sort());
  await avifIdle();
});
