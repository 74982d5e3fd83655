// Files follow the data: after every admin write, and after every failed one, each asset row
// has its files, each file belongs to an asset row, and each asset row is used by some content
// or by a revision that can restore it.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { sql } from "kysely";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { transcodesIdle } from "~/.server/images/transcode-queue";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { type UploadedFile, UploadError } from "~/.server/storage/upload";
import { TRASH_RETENTION_MS } from "~/utils/constants";

import { clip } from "../../../../tests/corpus/media-fixtures";
import { listAssetIds, projectList } from "../media-lists";
import { getProjectForEdit, listProjectsForAdmin } from "../projects/admin-reads";
import { currentLinkOf, getProjectByLink, listProjects } from "../projects/reads";
import { deleteForever, listTrash, restoreProject, sweepTrash, trashProject } from "../projects/trash";
import {
  createProject,
  deleteProject,
  LastImageError,
  moveProjectImage,
  type ProjectFields,
  removeProjectImage,
  removeProjectVideo,
  updateProject,
} from "../projects/writes";
import {
  addHomeImage,
  moveHomeImage,
  removeHomeImage,
  replaceStudioImage,
  replaceWorkTypeImage,
  updateAltText,
} from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS injected_failure`.execute(db);
});

const uploads = () => env().uploadsDir;
let counter = 0;

async function jpeg(): Promise<UploadedFile> {
  const file = path.join(uploads(), ".tmp", `test-${++counter}.jpg`);
  await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: (counter * 20) % 255, g: 90, b: 60 } },
  })
    .jpeg()
    .toFile(file);
  return { path: file, name: `photo-${counter}.jpg`, size: fs.statSync(file).size };
}

async function brokenPng(): Promise<UploadedFile> {
  const file = path.join(uploads(), ".tmp", `broken-${++counter}.png`);
  await fsp.writeFile(
    file,
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  );
  return { path: file, name: "broken.png", size: 72 };
}

/** A real clip (videos are read to their frames on upload), made once by ffmpeg and copied per use. */
let clipBytes: Promise<Buffer> | null = null;
async function mp4(): Promise<UploadedFile> {
  const file = path.join(uploads(), ".tmp", `clip-${++counter}.mp4`);
  clipBytes ??= clip({ codec: "h264", container: "mp4", width: 160, height: 90, seconds: 0.2 });
  await fsp.writeFile(file, await clipBytes);
  return { path: file, name: "clip.mp4", size: (await clipBytes).length };
}

const fields = (name: string): ProjectFields => ({
  name,
  year: 2024,
  location: "Bangkok",
  area: 120.5,
  type: "Interior",
  photographer: "A. Photographer",
  description_part_1: "One",
  description_part_2: "Two",
  description_part_3: "Three",
});

/** Makes the next write to a table fail inside its transaction, as a crash mid-way would. */
async function failNextWrite(table: string, op: "INSERT" | "UPDATE" | "DELETE") {
  await sql
    .raw(
      `CREATE TEMP TRIGGER injected_failure BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    )
    .execute(db);
}

async function filesOnDisk(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".tmp") await walk(full);
      } else found.push(full);
    }
  };
  await walk(uploads());
  return found.sort();
}

/** Every asset row is used by content or a revision and has exactly its files; no other file exists. */
async function expectConsistent() {
  // A video still transcoding writes its poster's AVIF files, and removes them if the video is gone.
  await transcodesIdle();
  await avifIdle();
  const assets = await db.selectFrom("assets").selectAll().execute();
  expect(await filesOnDisk()).toEqual(assets.flatMap(assetFiles).sort());
  const used = new Set<number>();
  const home = await db.selectFrom("homepage").selectAll().executeTakeFirstOrThrow();
  for (const id of [home.architectural_image, home.interior_image, home.product_image]) if (id) used.add(id);
  const studio = await db.selectFrom("studio").select("image").executeTakeFirstOrThrow();
  if (studio.image) used.add(studio.image);
  for (const p of await db.selectFrom("projects").select("image_header").execute()) used.add(p.image_header);
  for (const table of [
    "homepage_carousel_images",
    "homepage_carousel_logos",
    "project_carousel_images",
    "project_videos",
  ] as const) {
    for (const r of await db.selectFrom(table).select("asset_id").execute()) used.add(r.asset_id);
  }
  // A replaced or removed image stays while a revision can restore it (./revisions.ts).
  for (const r of await db.selectFrom("revision_assets").select("asset_id").execute()) used.add(r.asset_id);
  expect(assets.map((a) => a.id).sort()).toEqual([...used].sort());
}

describe("projects", () => {
  it("create, edit, reorder, remove and delete leave no orphan file or row", async () => {
    const created = await createProject(fields("Riverside House"), {
      header: { file: await jpeg(), alt: "Front" },
      images: [
        { file: await jpeg(), alt: "One" },
        { file: await jpeg(), alt: "Two" },
      ],
      videos: [await mp4()],
    });
    expect(created.link).toMatch(/^riverside-house-[0-9a-f]{8}$/);
    await expectConsistent();

    // Replacing the header and adding an image: the old header's files go after the commit.
    const updated = await updateProject(created.id, fields("Riverside House"), {
      header: { file: await jpeg(), alt: "New front" },
      images: [{ file: await jpeg(), alt: "Three" }],
      videos: [],
    });
    expect(updated?.link).toBe(created.link);
    await expectConsistent();

    const images = await listAssetIds(projectList("images", created.id));
    expect(images).toHaveLength(3);
    await moveProjectImage(created.id, images[2], "up");
    expect(await listAssetIds(projectList("images", created.id))).toEqual([images[0], images[2], images[1]]);
    expect(await removeProjectImage(created.id, images[0])).toBe(true);
    const [video] = await listAssetIds(projectList("videos", created.id));
    expect(await removeProjectVideo(created.id, video)).toBe(true);
    await expectConsistent();
    const [last, other] = await listAssetIds(projectList("images", created.id));
    await removeProjectImage(created.id, other);
    await expect(removeProjectImage(created.id, last)).rejects.toBeInstanceOf(LastImageError);
    expect(await updateAltText(last, "A better description")).toBe(true);

    expect(await deleteProject(created.id)).toBe(true);
    expect(
      await db.selectFrom("projects").select("id").where("id", "=", created.id).executeTakeFirst(),
    ).toBeUndefined();
    await expectConsistent();
  });

  it("a broken image mid-way through the uploads deletes the ones already stored", async () => {
    const before = await db.selectFrom("projects").select("id").execute();
    const error = await createProject(fields("Broken Upload"), {
      header: { file: await jpeg(), alt: "" },
      images: [
        { file: await jpeg(), alt: "" },
        { file: await brokenPng(), alt: "" },
      ],
      videos: [],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(await db.selectFrom("projects").select("id").execute()).toEqual(before);
    await expectConsistent();
  });

  it("a failed insert after the uploads deletes every new file", async () => {
    await failNextWrite("project_videos", "INSERT");
    await expect(
      createProject(fields("Failing Insert"), {
        header: { file: await jpeg(), alt: "" },
        images: [{ file: await jpeg(), alt: "" }],
        videos: [await mp4()],
      }),
    ).rejects.toThrow(/injected failure/);
    expect(
      await db.selectFrom("projects").select("id").where("name", "=", "Failing Insert").executeTakeFirst(),
    ).toBeUndefined();
    await expectConsistent();
  });

  it("a failed update keeps the old header and deletes the new files", async () => {
    const created = await createProject(fields("Kept Header"), {
      header: { file: await jpeg(), alt: "" },
      images: [{ file: await jpeg(), alt: "" }],
      videos: [],
    });
    const { image_header } = await db
      .selectFrom("projects")
      .select("image_header")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    await failNextWrite("project_carousel_images", "INSERT");
    await expect(
      updateProject(created.id, fields("Renamed Header"), {
        header: { file: await jpeg(), alt: "" },
        images: [{ file: await jpeg(), alt: "" }],
        videos: [],
      }),
    ).rejects.toThrow(/injected failure/);
    const row = await db
      .selectFrom("projects")
      .select(["image_header", "name"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ image_header, name: "Kept Header" });
    await expectConsistent();
    await deleteProject(created.id);
    await expectConsistent();
  });

  it("a failed delete keeps the project and all of its files", async () => {
    const created = await createProject(fields("Undeletable"), {
      header: { file: await jpeg(), alt: "" },
      images: [{ file: await jpeg(), alt: "" }],
      videos: [await mp4()],
    });
    await failNextWrite("assets", "DELETE");
    await expect(deleteProject(created.id)).rejects.toThrow(/injected failure/);
    expect(await db.selectFrom("projects").select("id").where("id", "=", created.id).executeTakeFirst()).toBeDefined();
    await expectConsistent();
    await sql`DROP TRIGGER injected_failure`.execute(db);
    await deleteProject(created.id);
    await expectConsistent();
  });
});

describe("renamed projects", () => {
  it("every old link leads to the current one until the project is deleted", async () => {
    const media = async () => ({
      header: { file: await jpeg(), alt: "" },
      images: [{ file: await jpeg(), alt: "" }],
      videos: [],
    });
    const first = await createProject(fields("Old Mill, Ghent"), await media());
    const second = await updateProject(first.id, fields("Mill House, Ghent"), { images: [], videos: [] });
    const third = await updateProject(first.id, fields("Mill Hall, Ghent"), { images: [], videos: [] });
    expect(second?.link).toMatch(/^mill-house-ghent-[0-9a-f]{8}$/);
    expect(third?.link).toMatch(/^mill-hall-ghent-[0-9a-f]{8}$/);
    expect(await currentLinkOf(first.link)).toBe(third?.link);
    expect(await currentLinkOf(second!.link)).toBe(third?.link);
    // A save that keeps the name keeps the link, and adds no redirect.
    expect((await updateProject(first.id, fields("Mill Hall, Ghent"), { images: [], videos: [] }))?.link).toBe(
      third?.link,
    );
    expect(await currentLinkOf(third!.link)).toBeNull();
    await deleteProject(first.id);
    expect(await currentLinkOf(first.link)).toBeNull();
    await expectConsistent();
  });
});

describe("single-row content images", () => {
  it("replacing the studio and work-type images keeps each file only while content or a revision uses it", async () => {
    await replaceStudioImage(await jpeg(), "First");
    await replaceStudioImage(await jpeg(), "Second");
    await replaceWorkTypeImage("interior_image", await jpeg(), "Interior");
    await replaceWorkTypeImage("interior_image", await jpeg(), "Interior again");
    await expectConsistent();
    const studio = await db
      .selectFrom("studio")
      .innerJoin("assets", "assets.id", "studio.image")
      .select("assets.alt")
      .executeTakeFirstOrThrow();
    expect(studio.alt).toBe("Second");
  });

  it("a failed replacement keeps the old image and deletes the new one", async () => {
    const before = await db.selectFrom("homepage").selectAll().executeTakeFirstOrThrow();
    await failNextWrite("homepage", "UPDATE");
    await expect(replaceWorkTypeImage("interior_image", await jpeg(), "Never")).rejects.toThrow(/injected failure/);
    expect(await db.selectFrom("homepage").selectAll().executeTakeFirstOrThrow()).toEqual(before);
    await expectConsistent();
    await sql`DROP TRIGGER injected_failure`.execute(db);
    await failNextWrite("studio", "UPDATE");
    await expect(replaceStudioImage(await jpeg(), "Never")).rejects.toThrow(/injected failure/);
    await expectConsistent();
  });

  it("carousel images and logos: add, reorder, remove, and a failed add", async () => {
    const a = await addHomeImage("carousel", await jpeg(), "A");
    const b = await addHomeImage("carousel", await jpeg(), "B");
    const logo = await addHomeImage("logos", await jpeg(), "Logo");
    await moveHomeImage("carousel", b.id, "up");
    const order = await db.selectFrom("homepage_carousel_images").select("asset_id").orderBy("position").execute();
    expect(order.map((r) => r.asset_id)).toEqual([b.id, a.id]);
    await expectConsistent();
    expect(await removeHomeImage("carousel", a.id)).toBe(true);
    expect(await removeHomeImage("carousel", logo.id)).toBe(false);
    expect(await removeHomeImage("logos", logo.id)).toBe(true);
    await expectConsistent();
    await failNextWrite("homepage_carousel_logos", "INSERT");
    await expect(addHomeImage("logos", await jpeg(), "Never")).rejects.toThrow(/injected failure/);
    await expectConsistent();
  });
});

describe("the trash", () => {
  const media = async () => ({
    header: { file: await jpeg(), alt: "" },
    images: [
      { file: await jpeg(), alt: "" },
      { file: await jpeg(), alt: "" },
    ],
    videos: [await mp4()],
  });
  const filesOf = async (id: number) => {
    const row = await db.selectFrom("projects").select("image_header").where("id", "=", id).executeTakeFirstOrThrow();
    const ids = [
      row.image_header,
      ...(await listAssetIds(projectList("images", id))),
      ...(await listAssetIds(projectList("videos", id))),
    ];
    return (await db.selectFrom("assets").selectAll().where("id", "in", ids).execute()).flatMap(assetFiles);
  };
  const visibleNames = async () => (await listProjects()).map((p) => p.name);

  it("a deleted project keeps its files and old links out of sight; restore brings it all back; delete forever removes it with its files", async () => {
    const created = await createProject(fields("Canal House"), await media());
    // Its video is shown once transcoded, in the background.
    await transcodesIdle();
    const renamed = (await updateProject(created.id, fields("Canal Villa"), { images: [], videos: [] }))!;
    const files = await filesOf(created.id);
    expect(files.length).toBeGreaterThan(4);

    expect(await trashProject(created.id)).toBe(true);
    expect(await trashProject(created.id)).toBe(false);
    // Hidden from every public read, and from the admin's project list and editor.
    expect(await visibleNames()).not.toContain("Canal Villa");
    expect(await listProjects({ q: "Canal" })).toEqual([]);
    expect(await getProjectByLink(renamed.link)).toBeNull();
    expect(await currentLinkOf(created.link)).toBeNull();
    expect((await listProjectsForAdmin()).map((p) => p.id)).not.toContain(created.id);
    expect(await getProjectForEdit(created.id)).toBeNull();
    expect(await updateProject(created.id, fields("Canal Villa"), { images: [], videos: [] })).toBeNull();
    // Its files stay: every asset is still used by its (trashed) row.
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    await expectConsistent();
    expect(await listTrash()).toContainEqual(
      expect.objectContaining({ id: created.id, name: "Canal Villa", type: "Interior", daysLeft: 30 }),
    );

    expect(await restoreProject(created.id)).toBe("published");
    expect(await restoreProject(created.id)).toBeNull();
    const restored = await getProjectByLink(renamed.link);
    expect(restored?.images).toHaveLength(2);
    expect(restored?.video).not.toBeNull();
    expect(await currentLinkOf(created.link)).toBe(renamed.link);
    expect(await visibleNames()).toContain("Canal Villa");
    expect((await listTrash()).map((p) => p.id)).not.toContain(created.id);

    // "Delete forever" only takes a project from the trash.
    expect(await deleteForever(created.id)).toBe(false);
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    await trashProject(created.id);
    expect(await deleteForever(created.id)).toBe(true);
    expect(
      await db.selectFrom("projects").select("id").where("id", "=", created.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const file of files) expect(fs.existsSync(file), file).toBe(false);
    expect(
      await db.selectFrom("project_link_redirects").select("old_link").where("project_id", "=", created.id).execute(),
    ).toEqual([]);
    await expectConsistent();
  });

  it("the sweep purges projects trashed more than 30 days ago, files too, and keeps the newer ones", async () => {
    const old = await createProject(fields("Old Barn"), await media());
    const recent = await createProject(fields("New Barn"), await media());
    const [oldFiles, recentFiles] = [await filesOf(old.id), await filesOf(recent.id)];
    await trashProject(old.id);
    await trashProject(recent.id);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    await db
      .updateTable("projects")
      .set({ deleted_at: daysAgo(31) })
      .where("id", "=", old.id)
      .execute();
    await db
      .updateTable("projects")
      .set({ deleted_at: daysAgo(29.5) })
      .where("id", "=", recent.id)
      .execute();
    expect(TRASH_RETENTION_MS).toBe(30 * 24 * 60 * 60 * 1000);

    expect(await sweepTrash()).toEqual({ purged: 1 });
    expect(await db.selectFrom("projects").select("id").where("id", "=", old.id).executeTakeFirst()).toBeUndefined();
    for (const file of oldFiles) expect(fs.existsSync(file), file).toBe(false);
    for (const file of recentFiles) expect(fs.existsSync(file), file).toBe(true);
    expect(await listTrash()).toEqual([expect.objectContaining({ id: recent.id, name: "New Barn", daysLeft: 1 })]);
    await expectConsistent();
    await deleteForever(recent.id);
    await expectConsistent();
  });
});
