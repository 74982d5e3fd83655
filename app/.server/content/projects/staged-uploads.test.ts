// A batch's files (decision 035): stored one by one before the save, named by it, refused when
// another project uses them or they are of the wrong kind, and swept once a day old if never saved.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest, sqlite } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";
import { unusedAssetIds } from "~/.server/storage/uploads-audit";

import { listAssetIds, projectList } from "../media-lists";
import { STAGED_UPLOAD_KEEP_MS } from "./staged-uploads";
import { stagedAssets, stageFile, sweepStagedUploads } from "./staged-uploads";
import { createProject } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

let counter = 0;
async function jpeg(): Promise<UploadedFile> {
  const file = path.join(env().uploadsDir, ".tmp", `staged-${++counter}.jpg`);
  await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: (counter * 40) % 255, g: 120, b: 80 } },
  })
    .jpeg()
    .toFile(file);
  return { path: file, name: `phone-${counter}.jpg`, size: fs.statSync(file).size };
}

const fields = {
  name: "Batch House",
  year: 2025,
  location: "Chiang Mai",
  area: 90,
  type: "Architecture" as const,
  photographer: "Studio",
  description_part_1: "One",
  description_part_2: "Two",
  description_part_3: "Three",
};

describe("a batch's files", () => {
  it("are stored before the save, taken by the save in order with their alt texts, and then no longer free", async () => {
    const [header, one, two] = [
      await stageFile(await jpeg(), "image"),
      await stageFile(await jpeg(), "image"),
      await stageFile(await jpeg(), "image"),
    ];
    expect(assetFiles(one).every((file) => fs.existsSync(file))).toBe(true);
    const images = (await stagedAssets([two.id, one.id], "image"))!;
    expect(images.map((a) => a.id)).toEqual([two.id, one.id]);

    const created = await createProject(fields, {
      header: { file: { staged: header }, alt: "Front" },
      images: images.map((asset, i) => ({ file: { staged: asset }, alt: `View ${i + 1}` })),
      videos: [],
    });
    expect(await listAssetIds(projectList("images", created.id))).toEqual([two.id, one.id]);
    const alt = await db.selectFrom("assets").select("alt").where("id", "=", one.id).executeTakeFirstOrThrow();
    expect(alt.alt).toBe("View 2");
    // A save cannot take another project's files, nor name a file twice, nor an image as a video.
    expect(await stagedAssets([one.id], "image")).toBeNull();
    const free = await stageFile(await jpeg(), "image");
    expect(await stagedAssets([free.id, free.id], "image")).toBeNull();
    expect(await stagedAssets([free.id], "video")).toBeNull();
    expect(await stagedAssets([free.id, 987654], "image")).toBeNull();
    await avifIdle();
  });

  it("that no save took are swept once a day old, with their files; younger ones and used ones stay", async () => {
    const young = await stageFile(await jpeg(), "image");
    const old = await stageFile(await jpeg(), "image");
    await avifIdle();
    // Every asset but the young one is made old: the used ones must stay all the same.
    const dayAgo = new Date(Date.now() - STAGED_UPLOAD_KEEP_MS - 60_000).toISOString();
    await db.updateTable("assets").set({ created_at: dayAgo }).where("id", "!=", young.id).execute();
    const oldFiles = assetFiles(
      await db.selectFrom("assets").selectAll().where("id", "=", old.id).executeTakeFirstOrThrow(),
    );
    const unused = new Set(unusedAssetIds(sqlite, ["image", "video"]));
    const before = (await db.selectFrom("assets").select("id").execute()).map((row) => row.id);
    expect(before.filter((id) => !unused.has(id)).length).toBeGreaterThan(0);

    await sweepStagedUploads();
    const left = (await db.selectFrom("assets").select("id").execute()).map((row) => row.id);
    expect(left).toEqual(before.filter((id) => id === young.id || !unused.has(id)));
    expect(left).not.toContain(old.id);
    expect(oldFiles.some((file) => fs.existsSync(file))).toBe(false);
  });
});
