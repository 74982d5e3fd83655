// Videos from phones and cameras: checked with ffprobe and one decoded frame while the request
// holds them, stored with a poster (WebP at each width and a blur placeholder, like every image),
// then made into an H.264/AAC MP4 with faststart by the transcode queue (./transcode-queue.ts).
import { execFile, spawn } from "node:child_process";
import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import sharp from "sharp";

import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { log } from "~/.server/log";
import { videoSourceFile } from "~/.server/storage/asset-files";
import { claimStem, hashFile, type Source, sourceName, sourcePath } from "~/.server/storage/assets";
import { type Folder, root } from "~/.server/storage/folders";
import { inspect } from "~/.server/storage/inspect";
import { UploadError } from "~/.server/storage/upload";
import { VIDEO_MIMES } from "~/utils/file-types";
import { type Variant, videoStem } from "~/utils/media";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { imageWidths } from "./store-image";

/** Longest clip taken: minutes of walk-through, not a film. */
const VIDEO_MAX_SECONDS = 10 * 60;
/** Largest frame taken: 8K (a phone records 4K). */
const VIDEO_MAX_PIXELS = 7680 * 4320;

const run = promisify(execFile);

/** Codecs a video may carry: what phones and cameras record (H.264, HEVC), and MPEG-1/2. */
const VIDEO_CODECS = ["h264", "hevc", "mpeg1video", "mpeg2video"];

export type MediaTools = { ok: true; ffmpeg: string; ffprobe: string; version: string } | { ok: false; reason: string };
let found: Promise<MediaTools> | null = null;

/**
 * ffmpeg and ffprobe, looked for once (at start): both must run, and ffmpeg must have the H.264
 * encoder every transcode uses. Without them the admin says so and videos are refused.
 */
export function mediaTools(): Promise<MediaTools> {
  found ??= (async (): Promise<MediaTools> => {
    const { FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe } = env();
    try {
      const { stdout } = await run(ffmpeg, ["-hide_banner", "-encoders"]);
      if (!/\blibx264\b/.test(stdout)) return { ok: false, reason: `${ffmpeg} has no H.264 encoder (libx264)` };
      await run(ffprobe, ["-version"]);
      const { stdout: version } = await run(ffmpeg, ["-version"]);
      return { ok: true, ffmpeg, ffprobe, version: version.split("\n")[0] };
    } catch (error) {
      return {
        ok: false,
        reason: `${(error as NodeJS.ErrnoException).code === "ENOENT" ? "not found" : "does not run"}: ${ffmpeg} / ${ffprobe}`,
      };
    }
  })();
  return found;
}

/** What a video's streams are, as ffprobe reads them. */
export interface VideoProbe {
  codec: string;
  /** Upright size (a phone's portrait clip is stored sideways with a rotation). */
  width: number;
  height: number;
  pixelFormat: string;
  seconds: number;
  audio: string | null;
}

export async function probeVideo(ffprobe: string, file: string): Promise<VideoProbe | null> {
  try {
    const { stdout } = await run(
      ffprobe,
      ["-v", "error", "-protocol_whitelist", "file", "-print_format", "json", "-show_streams", "-show_format", file],
      { maxBuffer: 4 * 1024 * 1024 },
    );
    const info = JSON.parse(stdout) as {
      streams: {
        codec_type: string;
        codec_name: string;
        width?: number;
        height?: number;
        pix_fmt?: string;
        side_data_list?: { rotation?: number }[];
        tags?: { rotate?: string };
      }[];
      format: { duration?: string };
    };
    const video = info.streams.find((s) => s.codec_type === "video");
    const audio = info.streams.find((s) => s.codec_type === "audio");
    const seconds = Number(info.format.duration);
    if (!video?.width || !video.height || !Number.isFinite(seconds) || seconds <= 0) return null;
    const rotation = Number(
      video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0,
    );
    const sideways = Math.abs(rotation) % 180 === 90;
    return {
      codec: video.codec_name,
      width: sideways ? video.height : video.width,
      height: sideways ? video.width : video.height,
      pixelFormat: video.pix_fmt ?? "",
      seconds,
      audio: audio?.codec_name ?? null,
    };
  } catch {
    return null;
  }
}

/** A checked video: what it is, and its poster frame (PNG) to encode. */
export interface CheckedVideo {
  mime: (typeof VIDEO_MIMES)[number];
  probe: VideoProbe;
  poster: Buffer;
}
export type VideoCheck = { ok: true; video: CheckedVideo } | { ok: false; message: string };

/** Runs a program to its end and gives its standard output; rejects on a non-zero exit or past `timeoutMs`. */
function output(program: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"], timeout: timeoutMs });
    const out: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => (errors = (errors + c.toString()).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(errors.trim() || `exit ${code}`)),
    );
  });
}

/** An upload may name nothing but itself: no network or other protocol is opened for it (ffmpeg follows references in some formats). */
export const INPUT_ONLY_FILES = ["-protocol_whitelist", "file"];

/** How long reading one frame for the check and the poster may take (a 4K HEVC frame takes well under a second). */
const POSTER_FRAME_MS = 20_000;

/** The frame a poster shows: a little way in, past a fade from black, but within short clips. */
const posterAt = (seconds: number) => Math.min(1, seconds / 4);

/** Decodes one frame as PNG: a video whose header names a codec but whose frames do not decode fails here. */
export function posterFrame(ffmpeg: string, file: string, seconds: number): Promise<Buffer> {
  return output(
    ffmpeg,
    [
      "-v",
      "error",
      "-xerror",
      "-nostdin",
      ...INPUT_ONLY_FILES,
      "-ss",
      String(posterAt(seconds)),
      "-i",
      file,
      "-frames:v",
      "1",
      "-an",
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "pipe:1",
    ],
    POSTER_FRAME_MS,
  );
}

const checks = new WeakMap<object, Promise<VideoCheck>>();

/**
 * The full check of an uploaded video, while the request holds it: its bytes (inspect), its
 * streams (a codec we take, a size and length we take) and one decoded frame, the poster. Kept per
 * upload, so the form's check and the store share one run.
 */
export function checkVideo(file: Source): Promise<VideoCheck> {
  if (typeof file === "string") return runCheck(file);
  let check = checks.get(file);
  if (!check) {
    check = runCheck(file);
    checks.set(file, check);
  }
  return check;
}

async function runCheck(file: Source): Promise<VideoCheck> {
  let mime: CheckedVideo["mime"];
  try {
    mime = (await inspect(file, VIDEO_MIMES)).mime as CheckedVideo["mime"];
  } catch (error) {
    const damaged = error instanceof UploadError && error.code === "damaged";
    return { ok: false, message: damaged ? MEDIA_TEXTS.fileDamaged : MEDIA_TEXTS.invalidVideos };
  }
  const tools = await mediaTools();
  if (!tools.ok) return { ok: false, message: MEDIA_TEXTS.videoToolsMissing };
  const name = sourceName(file) ?? "The video";
  const probe = await probeVideo(tools.ffprobe, sourcePath(file));
  if (!probe || !VIDEO_CODECS.includes(probe.codec)) return { ok: false, message: MEDIA_TEXTS.videoUnreadable(name) };
  if (probe.seconds > VIDEO_MAX_SECONDS || probe.width * probe.height > VIDEO_MAX_PIXELS)
    return { ok: false, message: MEDIA_TEXTS.videoTooLong(name, VIDEO_MAX_SECONDS / 60) };
  try {
    const poster = await posterFrame(tools.ffmpeg, sourcePath(file), probe.seconds);
    if (poster.length === 0) return { ok: false, message: MEDIA_TEXTS.videoUnreadable(name) };
    return { ok: true, video: { mime, probe, poster } };
  } catch {
    return { ok: false, message: MEDIA_TEXTS.videoUnreadable(name) };
  }
}

/** Encodes a poster frame at each width (WebP) and its blur placeholder, named from the video's stem. */
export async function writePoster(
  stem: string,
  frame: Buffer,
  format: Variant["format"],
  written: string[],
): Promise<{ variants: Variant[]; placeholder: string }> {
  const { width = 0 } = await sharp(frame).metadata();
  const variants: Variant[] = [];
  for (const w of imageWidths(width)) {
    const file = path.join(root(), `${stem}-${w}.${format}`);
    written.push(file);
    const encoder = sharp(frame).resize({ width: w });
    const out = await (
      format === "webp" ? encoder.webp({ quality: 78 }) : encoder.avif({ quality: 55, effort: 2 })
    ).toFile(file);
    variants.push({ width: w, height: out.height, format, bytes: out.size });
  }
  const tiny = await sharp(frame).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${tiny.toString("base64")}` };
}

/**
 * Stores a checked video: its upload waits (never served) for the transcode queue, its poster is
 * encoded now, and its row says "processing". Throws UploadError when the check fails; on any
 * failure nothing is left behind. The caller queues the transcode once its rows have committed.
 */
export async function storeVideo(source: Source, folder: Folder): Promise<Asset> {
  const check = await checkVideo(source);
  if (!check.ok) throw new UploadError("bad-type");
  const input = sourcePath(source);
  const { hash, bytes } = await hashFile(input);
  // Claimed by its waiting upload; the MP4 and the poster share its name.
  const stem = await claimStem(folder, hash, (candidate) => videoSourceFile(`${candidate}.mp4`));
  const videoPath = `${stem}.mp4`;
  const waiting = path.join(root(), videoSourceFile(videoPath));
  const written = [waiting];
  try {
    await fsp.rename(input, waiting).catch(async () => {
      await fsp.copyFile(input, waiting);
      await fsp.rm(input, { force: true });
    });
    const poster = await writePoster(videoStem(videoPath), check.video.poster, "webp", written);
    return await db
      .insertInto("assets")
      .values({
        path: videoPath,
        kind: "video",
        folder,
        mime: "video/mp4",
        bytes,
        width: check.video.probe.width,
        height: check.video.probe.height,
        content_hash: hash,
        alt: "",
        original_name: sourceName(source),
        variants: JSON.stringify(poster.variants),
        placeholder: poster.placeholder,
        state: "processing",
        progress: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    log("error", "video store failed", { error: String(error) });
    await Promise.all(written.map((f) => fsp.rm(f, { force: true })));
    throw error instanceof UploadError ? error : new UploadError("failed");
  }
}
