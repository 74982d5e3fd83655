// The focal point of an image: what the admin saves is what every page gets, a point outside the
// image is refused with a message that says why, and the images there before focal points keep
// the centre (what browsers showed them with).
import fs from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { focalSchema } from "~/utils/admin-schemas";
import { parseForm } from "~/utils/forms";
import { objectPosition } from "~/utils/media";
import { FORM_TEXTS } from "~/utils/texts/admin/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { withDatabaseBefore } from "../../../../tests/setup/database-before";
import { imagesById } from "../images";
import { getProjectByLink, listProjects } from "../projects/reads";
import { createProject } from "../projects/writes";
import { FocalPointRangeError, updateFocalPoint } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

// The AVIF variants are encoded in the background: they finish before the uploads folder goes.
afterAll(() => avifIdle());

let counter = 0;
async function jpeg() {
  const file = path.join(env().uploadsDir, ".tmp", `focal-${++counter}.jpg`);
  await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: counter * 30 } } })
    .jpeg()
    .toFile(file);
  return { path: file, name: `focal-${counter}.jpg`, size: fs.statSync(file).size };
}

async function newProject(name: string) {
  const fields = {
    name,
    year: 2024,
    location: "Bangkok",
    area: 80,
    type: "Architecture" as const,
    photographer: "",
    description_part_1: "One",
    description_part_2: "",
    description_part_3: "",
  };
  return createProject(fields, {
    header: { file: await jpeg(), alt: "Front" },
    images: [{ file: await jpeg(), alt: "" }],
    videos: [],
  });
}

describe("saving a focal point", () => {
  it("a new image starts at the centre; a saved point reaches the detail page, the cards and the CSS", async () => {
    const project = await newProject("Focal House");
    const before = await getProjectByLink(project.link);
    expect(before?.header?.focal).toEqual({ x: 0.5, y: 0.5 });
    expect(objectPosition(before!.header!.focal)).toBe("50% 50%");

    expect(await updateFocalPoint(before!.header!.id, { x: 0.2, y: 0.85 })).toBe(true);
    const after = await getProjectByLink(project.link);
    expect(after?.header?.focal).toEqual({ x: 0.2, y: 0.85 });
    expect(objectPosition(after!.header!.focal)).toBe("20% 85%");
    const card = (await listProjects()).find((p) => p.link === project.link);
    expect(card?.image?.focal).toEqual({ x: 0.2, y: 0.85 });
    // The detail images keep their own point.
    expect(after?.images[0].focal).toEqual({ x: 0.5, y: 0.5 });
  });

  it("refuses a point outside the image, with a message saying the range, and keeps the old one", async () => {
    const project = await newProject("Focal Refusal");
    const headerId = (await getProjectByLink(project.link))!.header!.id;
    await updateFocalPoint(headerId, { x: 0.3, y: 0.3 });
    for (const bad of [
      { x: 1.5, y: 0.5 },
      { x: 0.5, y: -0.1 },
      { x: Number.NaN, y: 0.5 },
    ]) {
      const error = await updateFocalPoint(headerId, bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FocalPointRangeError);
      expect((error as Error).message).toContain("x and y from 0 to 1");
    }
    expect((await imagesById([headerId])).get(headerId)?.focal).toEqual({ x: 0.3, y: 0.3 });
    // The database refuses it too, whatever writes it.
    await expect(sql`UPDATE assets SET focal_x = 2 WHERE id = ${headerId}`.execute(db)).rejects.toThrow(
      /CHECK constraint/,
    );
  });

  it("is only for images on the site: an unknown asset is not saved", async () => {
    expect(await updateFocalPoint(999_999, { x: 0.1, y: 0.1 })).toBe(false);
  });
});

describe("the admin's focal point form", () => {
  const post = (focalX: string, focalY: string) => parseForm(focalSchema, { assetId: "7", focalX, focalY });

  it("takes percents from 0 to 100, decimals included", () => {
    expect(post("0", "100")).toEqual({ ok: true, data: { assetId: 7, focalX: 0, focalY: 100 } });
    expect(post("12.5", " 80 ")).toEqual({ ok: true, data: { assetId: 7, focalX: 12.5, focalY: 80 } });
  });

  it("says what is wrong with a position outside the image, not a number, or missing", () => {
    expect(post("101", "50")).toEqual({ ok: false, errors: { focalX: MEDIA_TEXTS.focalRange } });
    expect(post("50", "-1")).toEqual({ ok: false, errors: { focalY: MEDIA_TEXTS.focalRange } });
    expect(post("abc", "50")).toEqual({ ok: false, errors: { focalX: FORM_TEXTS.invalidNumber } });
    expect(post("", "50")).toEqual({ ok: false, errors: { focalX: FORM_TEXTS.fieldRequired } });
  });
});

describe("the migration", () => {
  it("gives every image there before it the centre", async () => {
    await withDatabaseBefore("2026-11-23-0007-focal-points", async (old, migrateToLatest) => {
      await sql`INSERT INTO assets (path, kind, folder, mime, bytes, width, height, content_hash, alt, variants)
        VALUES ('images/projects/old', 'image', 'projects', 'image/webp', 10, 900, 600, 'h', '', '[]')`.execute(old);
      await migrateToLatest();
      const row = await old.selectFrom("assets").select(["focal_x", "focal_y"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ focal_x: 0.5, focal_y: 0.5 });
    });
  });
});
