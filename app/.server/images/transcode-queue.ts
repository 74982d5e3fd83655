// Videos made into what every current browser plays: H.264/AAC in an MP4 with its index first
// (faststart), no larger than 1080p, in the background, one at a time, never on a request's path.
// An H.264 clip that fits keeps its picture as it is (a stream copy); the rest is encoded.
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { projectTable, publish } from "~/.server/live/bus";
import { log } from "~/.server/log";
import { videoSourceFile } from "~/.server/storage/asset-files";
import { freeUploadBytes, root, tmpDir } from "~/.server/storage/folders";
import { type Variant, videoStem } from "~/utils/media";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { INPUT_ONLY_FILES, mediaTools, posterFrame, probeVideo, type VideoProbe, writePoster } from "./video";

/** The served MP4's frame fits this box (landscape; turned for portrait clips): 1080p. */
const VIDEO_SERVED_BOX = { long: 1920, short: 1080 } as const;
/**
 * A transcode's time budget: this much, plus this many times the clip's length (4K HEVC decodes at
 * about a third of real time on two cores). Past it the transcode is stopped and reported.
 */
const TRANSCODE_BASE_MS = 2 * 60 * 1000;
const TRANSCODE_PER_SECOND_MS = 6 * 1000;
/** How often a running transcode writes its progress for the admin to see. */
const TRANSCODE_PROGRESS_EVERY_MS = 1000;

let chain: Promise<void> = Promise.resolve();
let stopping = false;
/** The ffmpeg running now, stopped on shutdown (its video resumes on the next start). */
let running: ReturnType<typeof spawn> | null = null;

export function queueTranscode(assetId: number): void {
  chain = chain
    .then(() => (stopping ? undefined : transcodeVideo(assetId)))
    .catch((error) => log("error", "video transcode failed", { assetId, error: String(error) }));
}

export function transcodesIdle(): Promise<void> {
  return chain;
}

/** For a graceful stop: the running transcode is ended; what is processing resumes on the next start. */
export function stopTranscodes(): Promise<void> {
  stopping = true;
  running?.kill("SIGKILL");
  return chain;
}

/** On start: videos still processing (a restart cut their transcode short, or it never began) are queued again. */
export async function resumeTranscodes(): Promise<void> {
  const pending = await db
    .selectFrom("assets")
    .select("id")
    .where("kind", "=", "video")
    .where("state", "=", "processing")
    .execute();
  for (const { id } of pending) queueTranscode(id);
}

/** The ffmpeg arguments for a clip: a stream copy of H.264 that fits 1080p, else an H.264 encode scaled to fit. */
export function transcodeArgs(probe: VideoProbe, input: string, output: string): string[] {
  const { long, short } = VIDEO_SERVED_BOX;
  const fits = Math.max(probe.width, probe.height) <= long && Math.min(probe.width, probe.height) <= short;
  const copy = probe.codec === "h264" && probe.pixelFormat === "yuv420p" && fits;
  // Landscape clips fit long × short, portrait ones short × long; never enlarged; even sizes for 4:2:0.
  const scale = `scale=w='min(iw,if(gte(iw,ih),${long},${short}))':h='min(ih,if(gte(iw,ih),${short},${long}))':force_original_aspect_ratio=decrease:force_divisible_by=2`;
  const video = copy
    ? ["-c:v", "copy"]
    : [
        "-vf",
        scale,
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-crf",
        "23",
        "-profile:v",
        "high",
        "-pix_fmt",
        "yuv420p",
      ];
  const audio = probe.audio === null ? [] : probe.audio === "aac" ? ["-c:a", "copy"] : ["-c:a", "aac", "-b:a", "128k"];
  return [
    "-v",
    "error",
    "-nostdin",
    "-y",
    ...INPUT_ONLY_FILES,
    "-i",
    input,
    // The first picture and sound only; no metadata (a phone's clip carries where it was filmed).
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-map_metadata",
    "-1",
    "-map_chapters",
    "-1",
    "-sn",
    "-dn",
    ...video,
    ...audio,
    "-movflags",
    "+faststart",
    "-f",
    "mp4",
    "-progress",
    "pipe:1",
    "-nostats",
    output,
  ];
}

const budgetMs = (seconds: number) => TRANSCODE_BASE_MS + seconds * TRANSCODE_PER_SECOND_MS;

class TranscodeFailure extends Error {}

/**
 * Transcodes one processing video from its waiting upload. On success its MP4 and AVIF poster are
 * in place and it is ready; on failure (ffmpeg's error, the time budget, the disk floor) it is
 * "failed" with the reason and all its files are gone. Either way open pages are told.
 */
export async function transcodeVideo(assetId: number, options: { budgetMs?: number } = {}): Promise<void> {
  const asset = await db
    .selectFrom("assets")
    .selectAll()
    .where("id", "=", assetId)
    .where("state", "=", "processing")
    .executeTakeFirst();
  if (!asset) return;
  const source = path.join(root(), videoSourceFile(asset.path));
  const partial = path.join(tmpDir(), `${path.basename(asset.path)}`);
  const output = path.join(root(), asset.path);
  const avif: string[] = [];
  try {
    const tools = await mediaTools();
    if (!tools.ok) throw new TranscodeFailure(MEDIA_TEXTS.videoToolsMissing);
    const probe = await probeVideo(tools.ffprobe, source);
    if (!probe) throw new TranscodeFailure(MEDIA_TEXTS.transcodeError("no picture found"));
    // The MP4 is at most about as large as its upload: the disk's floor must still hold after it.
    const { size } = await fsp.stat(source);
    if ((await freeUploadBytes()) - size < env().uploadsMinFreeBytes)
      throw new TranscodeFailure(MEDIA_TEXTS.transcodeNoSpace);
    const budget = options.budgetMs ?? budgetMs(probe.seconds);
    const args = transcodeArgs(probe, source, partial);
    await runFfmpeg(tools.ffmpeg, args, budget, probe.seconds, (fraction) =>
      db
        .updateTable("assets")
        .set({ progress: Math.min(0.99, fraction) })
        .where("id", "=", assetId)
        .execute(),
    );
    if (stopping) return void (await fsp.rm(partial, { force: true }));
    // The poster's AVIF, from the same frame as its WebP.
    const frame = await posterFrame(tools.ffmpeg, source, probe.seconds);
    const poster = await writePoster(videoStem(asset.path), frame, "avif", avif);
    await fsp.rename(partial, output);
    const variants = [
      ...(JSON.parse(asset.variants) as Variant[]).filter((v) => v.format === "webp"),
      ...poster.variants,
    ];
    const result = await db
      .updateTable("assets")
      .set({ state: "ready", progress: 1, bytes: (await fsp.stat(output)).size, variants: JSON.stringify(variants) })
      .where("id", "=", assetId)
      .where("state", "=", "processing")
      .executeTakeFirst();
    // Deleted meanwhile: its files must not outlive it.
    if (Number(result.numUpdatedRows) === 0)
      await Promise.all([output, ...avif].map((f) => fsp.rm(f, { force: true })));
    await fsp.rm(source, { force: true });
    log("info", "video ready", { assetId, streamCopy: args[args.indexOf("-c:v") + 1] === "copy" });
  } catch (error) {
    await fsp.rm(partial, { force: true });
    if (stopping) return;
    const reason =
      error instanceof TranscodeFailure ? error.message : MEDIA_TEXTS.transcodeError(String(error).slice(0, 200));
    log("warn", "video processing failed", { assetId, reason });
    const poster = (JSON.parse(asset.variants) as Variant[]).map((v) =>
      path.join(root(), `${videoStem(asset.path)}-${v.width}.${v.format}`),
    );
    await db
      .updateTable("assets")
      .set({ state: "failed", failure: reason, variants: "[]", placeholder: null })
      .where("id", "=", assetId)
      .execute();
    await Promise.all([source, output, ...poster, ...avif].map((f) => fsp.rm(f, { force: true })));
  }
  await announce(assetId);
}

/** Tells the pages of the projects that show this video: visitors' pages only where visitors see the project. */
async function announce(assetId: number): Promise<void> {
  const projects = await db
    .selectFrom("project_videos")
    .innerJoin("projects", "projects.id", "project_videos.project_id")
    .select(["projects.id", "projects.status", "projects.private"])
    .where("project_videos.asset_id", "=", assetId)
    .execute();
  for (const project of projects) publish({ table: projectTable(project), op: "update", id: project.id });
}

/** Runs ffmpeg at a lower priority than requests, reporting progress; rejects with the reason it failed. */
function runFfmpeg(
  ffmpeg: string,
  args: string[],
  budget: number,
  seconds: number,
  onProgress: (fraction: number) => Promise<unknown>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ["ignore", "pipe", "pipe"] });
    running = child;
    if (child.pid) os.setPriority(child.pid, 10);
    let errors = "";
    let lastWrite = 0;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, budget);
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      const match = /out_time_us=(\d+)/.exec(text);
      if (!match || Date.now() - lastWrite < TRANSCODE_PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      void onProgress(Number(match[1]) / 1e6 / seconds);
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => (errors = (errors + text).slice(-2000)));
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new TranscodeFailure(MEDIA_TEXTS.transcodeError(error.message)));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      running = null;
      if (timedOut)
        return reject(
          new TranscodeFailure(
            MEDIA_TEXTS.transcodeTooSlow(
              budget < 60_000 ? `${Math.ceil(budget / 1000)} s` : `${Math.round(budget / 60_000)} minutes`,
            ),
          ),
        );
      if (code === 0 && fs.existsSync(args[args.length - 1])) return resolve();
      const detail = errors.trim().split("\n").pop() || `exit ${code}`;
      reject(new TranscodeFailure(MEDIA_TEXTS.transcodeError(detail.slice(0, 200))));
    });
  });
}
