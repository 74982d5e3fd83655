// The Edit Project list's thumbnails and the form's media totals, read from a real database.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";

import { listProjectsForAdmin, projectMediaTotals } from "./admin-reads";
import { createProject } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

let counter = 0;
async function jpeg(width = 640): Promise<UploadedFile> {
  const file = path.join(env().uploadsDir, ".tmp", `list-${++counter}.jpg`);
  await sharp({ create: { width, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toFile(file);
  return { path: file, name: `photo-${counter}.jpg`, size: fs.statSync(file).size };
}

it("lists each project with its header's small variant as the thumbnail, and counts its media with their bytes", async () => {
  const header = await jpeg();
  const details = [await jpeg(), await jpeg(800)];
  const detailBytes = details.reduce((sum, f) => sum + f.size, 0);
  const created = await createProject(
    {
      name: "Thumbnail House",
      year: 2025,
      location: "Lyon",
      area: 90,
      type: "Object",
      photographer: "Ines",
      description_part_1: "One.",
      description_part_2: "Two.",
      description_part_3: "Three.",
    },
    { header: { file: header, alt: "" }, images: details.map((file) => ({ file, alt: "" })), videos: [] },
    "draft",
  );

  const listed = (await listProjectsForAdmin()).find((p) => p.id === created.id);
  expect(listed).toMatchObject({ name: "Thumbnail House", type: "Object", status: "draft" });
  expect(listed?.thumbnail?.webp).toMatch(/-480\.webp 480w/);
  expect(listed?.thumbnail?.width).toBeGreaterThan(0);

  expect(await projectMediaTotals(created.id)).toEqual({ images: 2, videos: 0, bytes: detailBytes });
});
