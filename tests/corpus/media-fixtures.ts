// Phone and camera media made at test time (no binary files in git): photographs drawn with sharp,
// a HEIC encoded by libheif's heif-enc (Debian's libheif-examples), clips encoded by ffmpeg.
import { execFile } from "node:child_process";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import sharp from "sharp";

const run = promisify(execFile);

/** A picture with something to look at, so encoders have detail to keep (a flat colour is too easy). */
async function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#b7a58a"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#3d5a6c"/>
    <rect x="${width / 2}" y="${height / 5}" width="${width / 3}" height="${height / 2}" fill="#e9e2d0"/></svg>`;
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

/** EXIF a phone writes: the camera, and where the photograph was taken (which must never be served). */
export const PHONE_EXIF = {
  IFD0: { Make: "Phone", Model: "Phone 15" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
};

/** A JPEG of width × height stored pixels, its EXIF saying "turn a quarter clockwise" (6), with GPS. */
export async function phoneJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  return sharp(await picture(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ exif: PHONE_EXIF, orientation })
    .toBuffer();
}

/** A HEIC (HEVC inside HEIF) of width × height stored pixels, with the JPEG's EXIF (orientation 6, GPS) and no transform of its own. */
export async function phoneHeic(width: number, height: number): Promise<Buffer> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "heic-"));
  try {
    await fsp.writeFile(path.join(dir, "in.jpg"), await phoneJpeg(width, height));
    await run("heif-enc", [
      "-q",
      "60",
      "-p",
      "preset=ultrafast",
      "-o",
      path.join(dir, "out.heic"),
      path.join(dir, "in.jpg"),
    ]);
    return await fsp.readFile(path.join(dir, "out.heic"));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

export async function webp(width: number, height: number): Promise<Buffer> {
  return sharp(await picture(width, height), { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .withMetadata({ exif: PHONE_EXIF })
    .toBuffer();
}

export async function avif(width: number, height: number): Promise<Buffer> {
  return sharp(await picture(width, height), { raw: { width, height, channels: 3 } })
    .avif({ quality: 50, effort: 0 })
    .withMetadata({ exif: PHONE_EXIF })
    .toBuffer();
}

export interface ClipOptions {
  codec: "hevc" | "h264";
  container: "mov" | "mp4";
  width: number;
  height: number;
  seconds: number;
  /** A location in the container's metadata, as phones write it. */
  location?: boolean;
}

/** A clip with a moving picture and a tone, encoded by ffmpeg (libx265 or libx264, AAC). */
export async function clip(options: ClipOptions): Promise<Buffer> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "clip-"));
  const out = path.join(dir, `clip.${options.container}`);
  try {
    const video =
      options.codec === "hevc"
        ? ["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-tag:v", "hvc1"]
        : ["-c:v", "libx264", "-preset", "ultrafast"];
    await run("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=${options.width}x${options.height}:rate=30:duration=${options.seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=440:duration=${options.seconds}`,
      ...video,
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      ...(options.location ? ["-metadata", "location=+48.8566+002.3522/"] : []),
      out,
    ]);
    return await fsp.readFile(out);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * A MOV whose sample description says HEVC while its samples are noise: its boxes are whole and its
 * header names a codec every check accepts, but no frame decodes.
 */
export async function lyingMov(): Promise<Buffer> {
  const good = await clip({ codec: "hevc", container: "mov", width: 320, height: 240, seconds: 1 });
  // The media data is the mdat box's payload: overwrite it with noise, leaving every size as it was.
  const at = good.indexOf("mdat", 0, "latin1");
  const size = good.readUInt32BE(at - 4);
  const out = Buffer.from(good);
  for (let i = at + 4; i < at - 4 + size; i++) out[i] = (i * 2654435761) >>> 24;
  return out;
}

/** A HEIC cut short: the last box claims more bytes than are there. */
export async function truncatedHeic(): Promise<Buffer> {
  const whole = await phoneHeic(320, 240);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}
