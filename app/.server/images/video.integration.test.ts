// Videos as phones and cameras record them, made by ffmpeg at test time, through the whole video
// pipeline with the real ffmpeg: checked in the request, a poster at once, then transcoded in the
// background into an H.264/AAC MP4 with faststart, no larger than 1080p and without metadata.
import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs, FOLDERS } from "~/.server/storage/folders";
import { UploadError } from "~/.server/storage/upload";
import type { Variant } from "~/utils/media";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { clip, lyingMov } from "../../../tests/corpus/media-fixtures";
import { transcodeVideo } from "./transcode-queue";
import { checkVideo, storeVideo } from "./video";

const run = promisify(execFile);

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

async function upload(name: string, bytes: Buffer) {
  const file = path.join(env().uploadsDir, ".tmp", `${Date.now()}-${name}`);
  await fsp.writeFile(file, bytes);
  return { path: file, name };
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes(".tmp"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

async function streams(file: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_streams",
    "-show_format",
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { tags?: Record<string, string> };
  };
}

const row = (id: number) => db.selectFrom("assets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

// ffmpeg encodes the fixtures and transcodes them: on a loaded two-core machine that takes a while.
describe("phone videos", { timeout: 120_000 }, () => {
  it.each([
    {
      label: "MOV with HEVC",
      name: "IMG_0001.MOV",
      options: { codec: "hevc", container: "mov", width: 320, height: 240 } as const,
      size: [320, 240],
    },
    {
      label: "MOV with H.264 (kept as it is)",
      name: "IMG_0002.MOV",
      options: { codec: "h264", container: "mov", width: 320, height: 240 } as const,
      size: [320, 240],
    },
    {
      label: "HEVC larger than 1080p",
      name: "wide.mp4",
      options: { codec: "hevc", container: "mp4", width: 2048, height: 1152, seconds: 0.3 } as const,
      size: [1920, 1080],
    },
  ])(
    "$label: a poster at once, then an H.264/AAC MP4 with faststart and no location",
    async ({ name, options, size }) => {
      const asset = await storeVideo(
        await upload(name, await clip({ seconds: 1, ...options, location: true })),
        FOLDERS.videos,
      );
      expect(asset.state).toBe("processing");
      expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect((JSON.parse(asset.variants) as Variant[]).every((v) => v.format === "webp")).toBe(true);
      for (const file of assetFiles(asset)) expect(fs.existsSync(file), file).toBe(true);

      await transcodeVideo(asset.id);
      const ready = await row(asset.id);
      expect(ready.state).toBe("ready");
      expect(ready.progress).toBe(1);
      const files = assetFiles(ready);
      for (const file of files) expect(fs.existsSync(file), file).toBe(true);
      expect(files.some((f) => f.endsWith(".avif"))).toBe(true);
      expect(files.some((f) => f.endsWith(".source"))).toBe(false);
      const mp4 = path.join(env().uploadsDir, ready.path);
      const info = await streams(mp4);
      const video = info.streams.find((s) => s.codec_type === "video")!;
      expect(video.codec_name).toBe("h264");
      expect([video.width, video.height]).toEqual(size);
      expect(info.streams.find((s) => s.codec_type === "audio")?.codec_name).toBe("aac");
      expect(info.format.tags?.location).toBeUndefined();
      // faststart: the index (moov) comes before the media data, so playback starts before the download ends.
      const head = (await fsp.readFile(mp4)).toString("latin1");
      expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat"));
    },
  );

  it("a private project's video finishing is news for admins only: visitors' streams never name the project", async () => {
    const asset = await storeVideo(
      await upload(
        "private.mp4",
        await clip({ seconds: 0.3, codec: "h264", container: "mp4", width: 160, height: 120 }),
      ),
      FOLDERS.videos,
    );
    const project = await db
      .insertInto("projects")
      .values({
        name: "Private video",
        year: 2025,
        location: "Porto",
        area: 10,
        type: "Interior",
        photographer: "",
        link: "private-video",
        description_part_1: "",
        description_part_2: "",
        description_part_3: "",
        image_header: asset.id,
        private: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("project_videos").values({ project_id: project.id, asset_id: asset.id, position: 1 }).execute();
    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    try {
      await transcodeVideo(asset.id);
    } finally {
      stop();
    }
    expect(events.map((e) => [e.table, e.id])).toEqual([["drafts", project.id]]);
  });

  it("a MOV whose header says HEVC but whose frames are noise is refused by name, leaving nothing", async () => {
    const before = filesUnder(env().uploadsDir);
    const file = await upload("IMG_0003.MOV", await lyingMov());
    expect(await checkVideo(file)).toEqual({ ok: false, message: MEDIA_TEXTS.videoUnreadable("IMG_0003.MOV") });
    await expect(storeVideo(file, FOLDERS.videos)).rejects.toEqual(new UploadError("bad-type"));
    expect(filesUnder(env().uploadsDir)).toEqual(before);
  });

  it("a transcode past its time budget is reported with its reason, and its files are removed", async () => {
    const asset = await storeVideo(
      await upload("slow.mov", await clip({ codec: "hevc", container: "mov", width: 640, height: 480, seconds: 2 })),
      FOLDERS.videos,
    );
    const files = assetFiles(asset);
    await transcodeVideo(asset.id, { budgetMs: 1 });
    const failed = await row(asset.id);
    expect(failed.state).toBe("failed");
    expect(failed.failure).toBe(MEDIA_TEXTS.transcodeTooSlow("1 s"));
    for (const file of [...files, path.join(env().uploadsDir, asset.path)])
      expect(fs.existsSync(file), file).toBe(false);
  });
});
