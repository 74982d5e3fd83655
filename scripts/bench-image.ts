// npm run bench:image: how long one camera-sized upload (6000×4000 JPEG) takes to become its
// variants, and how many bytes they weigh against the original. Runs on a temporary database
// and uploads folder; prints figures, asserts nothing.
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { ownDataFolder } from "./lib/own-data";

const WIDTH = 6000;
const HEIGHT = 4000;
const JPEG_QUALITY = 90;

const dir = ownDataFolder("bench-image");
process.env.NODE_ENV = "test";

const { db, migrateToLatest, closeDatabase } = await import("~/.server/db/db");
const { ensureUploadDirs, FOLDERS } = await import("~/.server/storage/folders");
const { storeImage } = await import("~/.server/images/store-image");
const { avifIdle } = await import("~/.server/images/avif-queue");

/**
 * Like a photograph: detail at every scale, so the smaller variants still carry texture:
 * broad soft shapes of colour, mid-sized texture (noise enlarged), and sensor grain.
 */
async function cameraJpeg(file: string): Promise<void> {
  const noise = (width: number, height: number, sigma: number) =>
    sharp({
      create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
    })
      .resize(WIDTH, HEIGHT, { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const shapes = await noise(24, 16, 60);
  const texture = await noise(1500, 1000, 40);
  const grain = await noise(WIDTH, HEIGHT, 14);
  await sharp(shapes)
    .composite([
      { input: texture, blend: "overlay" },
      { input: grain, blend: "soft-light" },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toFile(file);
}

const ms = (start: number) => Math.round(performance.now() - start);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

await migrateToLatest(db);
await ensureUploadDirs();
const source = path.join(dir, "camera.jpg");
let started = performance.now();
await cameraJpeg(source);
const originalBytes = fs.statSync(source).size;
console.log(`source: ${WIDTH}×${HEIGHT} JPEG q${JPEG_QUALITY}, ${kb(originalBytes)} (made in ${ms(started)} ms)`);

started = performance.now();
const asset = await storeImage(source, FOLDERS.projects, { alt: "Bench" });
console.log(`storeImage (on the request: checks, master, WebP variants, placeholder): ${ms(started)} ms`);
started = performance.now();
await avifIdle();
console.log(`background AVIF variants: ${ms(started)} ms more`);

const row = await db
  .selectFrom("assets")
  .select(["variants", "placeholder"])
  .where("id", "=", asset.id)
  .executeTakeFirstOrThrow();
const variants = JSON.parse(row.variants) as { width: number; height: number; format: string; bytes: number }[];
console.log("\nvariant          bytes      of original");
for (const v of variants.sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)) {
  console.log(
    `${v.format} ${String(v.width).padStart(4)}×${String(v.height).padEnd(5)} ${kb(v.bytes).padStart(9)}  ${((100 * v.bytes) / originalBytes).toFixed(1).padStart(5)} %`,
  );
}
const master = fs
  .readdirSync(path.join(dir, "uploads", ".masters"))
  .map((f) => fs.statSync(path.join(dir, "uploads", ".masters", f)).size)[0];
const total = (format: string) => variants.filter((v) => v.format === format).reduce((sum, v) => sum + v.bytes, 0);
console.log(
  `\nall WebP: ${kb(total("webp"))}, all AVIF: ${kb(total("avif"))}, stripped master (kept, never served): ${kb(master)}`,
);
console.log(`blur placeholder inline: ${row.placeholder?.length ?? 0} characters`);
const phone = variants.find((v) => v.format === "avif" && v.width === 960);
if (phone)
  console.log(
    `a phone (960 px AVIF) downloads ${kb(phone.bytes)} instead of ${kb(originalBytes)}: ${(originalBytes / phone.bytes).toFixed(0)}× less`,
  );

await closeDatabase();
fs.rmSync(dir, { recursive: true, force: true });
