// A server without ffmpeg: it says so, and refuses videos (with that reason) instead of keeping
// something no browser may play. Images are not affected.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { beforeAll, expect, it, vi } from "vitest";

import { clip } from "../../../tests/corpus/media-fixtures";

vi.hoisted(() => {
  process.env.FFMPEG_PATH = "/nonexistent/ffmpeg";
  process.env.FFPROBE_PATH = "/nonexistent/ffprobe";
});

const { db, migrateToLatest } = await import("~/.server/db/db");
const { env } = await import("~/.server/env");
const { ensureUploadDirs, FOLDERS } = await import("~/.server/storage/folders");
const { UploadError } = await import("~/.server/storage/upload");
const { MEDIA_TEXTS } = await import("~/utils/texts/admin/media");
const { checkVideo, mediaTools, storeVideo } = await import("./video");

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

it("names what is missing, refuses a good clip with that reason, and keeps nothing", async () => {
  expect(await mediaTools()).toEqual({ ok: false, reason: "not found: /nonexistent/ffmpeg / /nonexistent/ffprobe" });
  const file = path.join(env().uploadsDir, ".tmp", "IMG_0005.MOV");
  await fsp.writeFile(file, await clip({ codec: "h264", container: "mov", width: 160, height: 90, seconds: 0.2 }));
  const upload = { path: file, name: "IMG_0005.MOV" };
  expect(await checkVideo(upload)).toEqual({ ok: false, message: MEDIA_TEXTS.videoToolsMissing });
  await expect(storeVideo(upload, FOLDERS.videos)).rejects.toEqual(new UploadError("bad-type"));
  expect(fs.readdirSync(path.join(env().uploadsDir, "videos"))).toEqual([]);
  expect(await db.selectFrom("assets").select("id").execute()).toEqual([]);
});
