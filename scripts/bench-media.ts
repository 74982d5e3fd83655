// npm run bench:media: phone media through the production build, each next to its baseline in the
// same run. (a) 20 photographs of 12 MP (half JPEG, half HEIC) dropped on a project at once, sent as the
// admin's batch sends them (one post per file, two at a time, then the save): the time
// until all are on the public page, next to the same variants made by sharp alone (HEIC: the same
// decoder, then sharp), and the server's peak RSS. (b) a 60 s 1080p HEVC clip: upload to ready, next
// to ffmpeg alone with the same arguments. Prints figures, asserts nothing. Needs ffmpeg, heif-enc.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import SQLite from "better-sqlite3";
import decodeHeic from "heic-decode";
import sharp from "sharp";

import { IMAGE_WIDTHS } from "~/utils/media";

import { HEIC_WORKER_IDLE_MS } from "../app/.server/images/decode";
import { phoneHeic, phoneJpeg } from "../tests/corpus/media-fixtures";
import { ownDataFolder } from "./lib/own-data";
import { startRealServer } from "./lib/production-server";

const run = promisify(execFile);
const work = ownDataFolder("bench-media");
const { transcodeArgs } = await import("~/.server/images/transcode-queue");
const { probeVideo } = await import("~/.server/images/video");
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const CLIP_SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 60);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- fixtures (not timed)
console.log(`making ${PHOTOS} photographs of 4032 × 3024 (12 MP) and a ${CLIP_SECONDS} s 1080p HEVC clip…`);
const photos: { name: string; bytes: Buffer }[] = [];
for (let i = 0; i < PHOTOS; i++) {
  const heic = i % 2 === 1;
  photos.push({
    name: `IMG_${1000 + i}.${heic ? "HEIC" : "JPG"}`,
    bytes: heic ? await phoneHeic(4032, 3024) : await phoneJpeg(4032, 3024),
  });
}
const clipFile = path.join(work, "clip.mov");
await run("ffmpeg", [
  "-v",
  "error",
  "-f",
  "lavfi",
  "-i",
  `testsrc2=size=1920x1080:rate=30:duration=${CLIP_SECONDS}`,
  "-f",
  "lavfi",
  "-i",
  `sine=duration=${CLIP_SECONDS}`,
  "-c:v",
  "libx265",
  "-preset",
  "ultrafast",
  "-x265-params",
  "log-level=error",
  "-tag:v",
  "hvc1",
  "-pix_fmt",
  "yuv420p",
  "-c:a",
  "aac",
  "-shortest",
  clipFile,
]);

// ---------------------------------------------------------------- (a) baseline: sharp alone
/** What storeImage makes of one photograph: an upright master, WebP at each width, a placeholder. */
async function variantsAlone(photo: { name: string; bytes: Buffer }) {
  let image = sharp(photo.bytes).rotate();
  if (photo.name.endsWith(".HEIC")) {
    const { width, height, data } = await decodeHeic({ buffer: photo.bytes });
    image = sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }).rotate(90);
  }
  const master = await image.resize({ width: 2400, withoutEnlargement: true }).jpeg({ quality: 92 }).toBuffer();
  for (const width of IMAGE_WIDTHS) await sharp(master).resize({ width }).webp({ quality: 78 }).toBuffer();
  await sharp(master).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
}
sharp.concurrency(2);
let started = performance.now();
// Two photographs at a time, as the admin's batch sends them.
const waiting = [...photos];
const lane = async () => {
  for (let next = waiting.shift(); next; next = waiting.shift()) await variantsAlone(next);
};
await Promise.all([lane(), lane()]);
const aloneMs = performance.now() - started;
// The HEIC decoder in this process, as the server ran it before its worker: its memory stays.
const aloneRss = { peakKb: process.resourceUsage().maxRSS, nowKb: process.memoryUsage().rss / 1024 };

// ---------------------------------------------------------------- (a) the site
const server = await startRealServer({ UPLOADS_MIN_FREE_BYTES: "0" });
const rssMiB = () => {
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"));
  return rss ? Math.round(Number(rss[1]) / 1024) : "?";
};
let peakKb = 0;
const sampler = setInterval(() => {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"));
  if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
}, 200);
try {
  const cookie = await server.signIn();
  const form = (name: string) => {
    const body = new FormData();
    const fields = {
      intent: "save",
      name,
      year: "2024",
      location: "Bangkok",
      area: "100",
      type: "Interior",
      photographer: "Phone",
      description_part_1: "One.",
      description_part_2: "Two.",
      description_part_3: "Three.",
    };
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return body;
  };
  /** One file the way the admin's batch sends it (decision 035): its own post, answered with the asset made of it. */
  const stage = async (field: string, photo: { name: string; bytes: Buffer }, type = "") => {
    const one = new FormData();
    one.append("intent", "stage");
    one.append(field, new Blob([new Uint8Array(photo.bytes)], { type }), photo.name);
    const answer = await fetch(`${server.base}/admin/projects`, {
      method: "POST",
      headers: { ...server.headers(cookie), Accept: "application/json" },
      body: one,
    });
    const outcome = (await answer.json()) as { ok: boolean; staged?: number };
    if (!outcome.ok || outcome.staged === undefined)
      throw new Error(`${photo.name} was refused: ${JSON.stringify(outcome)}`);
    return outcome.staged;
  };
  /** Every file over two posts at a time, as the browser does, then the save that names them. */
  const saveBatch = async (
    body: FormData,
    files: { field: string; file: { name: string; bytes: Buffer }; type?: string }[],
  ) => {
    const ids = new Array<number>(files.length);
    const queue = files.map((entry, index) => ({ ...entry, index }));
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        ids[next.index] = await stage(next.field, next.file, next.type);
    };
    await Promise.all([lane(), lane()]);
    files.forEach(({ field }, index) => body.append(`${field}Staged`, String(ids[index])));
    const saved = await fetch(`${server.base}/admin/projects`, {
      method: "POST",
      headers: { ...server.headers(cookie), Accept: "application/json" },
      body,
    });
    if (!saved.ok) throw new Error(`save answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
    const outcome = (await saved.json()) as { ok: boolean };
    if (!outcome.ok) throw new Error(`save refused: ${JSON.stringify(outcome)}`);
  };
  started = performance.now();
  await saveBatch(form("Bench Phone Photos"), [
    { field: "header", file: photos[0], type: "image/jpeg" },
    ...photos.map((photo) => ({ field: "images", file: photo })),
  ]);
  // Visible: the public page lists every detail image (live; its WebP variants are written).
  const database = new SQLite(server.databasePath, { readonly: true });
  const link = (
    database.prepare("SELECT link FROM projects WHERE name = ?").get("Bench Phone Photos") as { link: string }
  ).link;
  for (;;) {
    const page = await (await fetch(`${server.base}/projects/detail/${link}`)).text();
    if ((page.match(/Enlarge image \d+/g) ?? []).length >= PHOTOS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const siteMs = performance.now() - started;
  console.log(`\n(a) ${PHOTOS} photographs of 12 MP (${PHOTOS / 2} JPEG, ${PHOTOS / 2} HEIC) dropped at once`);
  console.log(`    until all are on the public page: ${seconds(siteMs)}`);
  console.log(
    `    sharp alone, same variants:       ${seconds(aloneMs)}   ratio ${(siteMs / aloneMs).toFixed(2)} (goal ≤ 1.3)`,
  );
  console.log(`    server peak RSS:                  ${Math.round(peakKb / 1024)} MiB`);
  console.log(
    `    sharp alone, HEIC decoded in its own process: peak RSS ${Math.round(aloneRss.peakKb / 1024)} MiB, ${Math.round(aloneRss.nowKb / 1024)} MiB after`,
  );
  // The server decodes HEIC in a worker that ends once idle: its memory goes back.
  await new Promise((resolve) => setTimeout(resolve, HEIC_WORKER_IDLE_MS + 1000));
  console.log(`    server RSS once the photos are up: ${rssMiB()} MiB (their AVIF still encoding)`);

  // The photographs' AVIF (background) finishes first, so the clip has the machine as ffmpeg alone has.
  const avifPending = database.prepare(
    "SELECT count(*) AS n FROM assets WHERE kind = 'image' AND variants NOT LIKE '%avif%'",
  );
  while ((avifPending.get() as { n: number }).n > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, HEIC_WORKER_IDLE_MS + 1000));
  console.log(`    server RSS once its AVIF is done:  ${rssMiB()} MiB`);

  // ---------------------------------------------------------------- (b) the clip
  // The clip's project has one small picture, whose background AVIF takes no time from the transcode.
  const small = new Uint8Array(await phoneJpeg(640, 480));
  const smallFile = { name: "small.jpg", bytes: Buffer.from(small) };
  started = performance.now();
  // The clip's own post answers once it is checked and its poster made; its transcode starts then.
  const clipId = await stage("videos", { name: "IMG_2000.MOV", bytes: fs.readFileSync(clipFile) }, "video/quicktime");
  const answeredMs = performance.now() - started;
  const clipBody = form("Bench Phone Clip");
  clipBody.append("videosStaged", String(clipId));
  await saveBatch(clipBody, [
    { field: "header", file: smallFile, type: "image/jpeg" },
    { field: "images", file: smallFile, type: "image/jpeg" },
  ]);
  for (;;) {
    const row = database.prepare("SELECT state, failure FROM assets WHERE original_name = 'IMG_2000.MOV'").get() as {
      state: string;
      failure: string | null;
    };
    if (row.state === "failed") throw new Error(`transcode failed: ${row.failure}`);
    if (row.state === "ready") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = performance.now() - started;
  database.close();
  const probe = (await probeVideo("ffprobe", clipFile))!;
  started = performance.now();
  // At the transcode queue's own priority (nice 10).
  await run("nice", [
    "-n",
    "10",
    "ffmpeg",
    ...transcodeArgs(probe, clipFile, path.join(work, "alone.mp4")).filter(
      (a) => a !== "-progress" && a !== "pipe:1" && a !== "-nostats",
    ),
  ]);
  const ffmpegMs = performance.now() - started;
  console.log(`\n(b) a ${CLIP_SECONDS} s 1080p HEVC clip`);
  console.log(`    clip's post answered (checked, poster): ${seconds(answeredMs)}`);
  console.log(`    upload to ready (transcoded):      ${seconds(readyMs)}`);
  console.log(`    of which the background job:       ${seconds(readyMs - answeredMs)} (transcode, AVIF poster)`);
  console.log(
    `    ffmpeg alone, same arguments:      ${seconds(ffmpegMs)}   ratio ${((readyMs - answeredMs) / ffmpegMs).toFixed(2)} for the job (goal ≤ 1.1)`,
  );
  console.log(`    server peak RSS:                   ${Math.round(peakKb / 1024)} MiB`);
} finally {
  clearInterval(sampler);
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
