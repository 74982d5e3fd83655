// An image as a share link's recipient downloads it (docs/decisions/069): made from the kept full-size master,
// its long edge brought down to the link's size (never enlarged), the studio's name drawn in the bottom-right
// corner as SVG text, encoded as JPEG. sharp writes no metadata unless asked: no EXIF, no GPS, no camera.
import fs from "node:fs";
import path from "node:path";

import sharp, { type Sharp } from "sharp";

import type { Asset } from "#db/tables";
import { masterPath, root } from "~/.server/storage/folders";
import { MAX_IMAGE_PIXELS } from "~/.server/storage/inspect";
import type { Variant } from "~/utils/media";
import { escapeXml } from "~/utils/xml";

/** A download's JPEG quality: close to the master's (92), a third lighter. */
const DOWNLOAD_JPEG_QUALITY = 88;
/** The watermark's letters, as a share of the image's long edge (never below WATERMARK_MIN_PX), and its margin. */
const WATERMARK_SCALE = 0.022;
const WATERMARK_MIN_PX = 14;

/** The file an image is made from: its stripped full-size master when kept, else its widest WebP. */
export function imageSource(asset: Pick<Asset, "path" | "mime" | "variants">): string {
  const master = masterPath(asset.path, asset.mime);
  if (fs.existsSync(master)) return master;
  const widest = (JSON.parse(asset.variants) as Variant[])
    .filter((v) => v.format === "webp")
    .sort((a, b) => b.width - a.width)[0];
  return path.join(root(), `${asset.path}-${widest.width}.webp`);
}

/** The size an image of width × height takes when its long edge is at most `edge` (null: as it is). */
export function fittedSize(width: number, height: number, edge: number | null) {
  const scale = edge === null ? 1 : Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The watermark for an image of width × height: a strip as wide as the image (at most) holding `text` at its
 * right end, white with a dark outline so it reads on light and dark pictures alike. The text is escaped.
 */
export function watermarkSvg(text: string, width: number, height: number): Buffer {
  const size = Math.max(WATERMARK_MIN_PX, Math.round(Math.max(width, height) * WATERMARK_SCALE));
  const stripHeight = Math.min(height, Math.round(size * 2.4));
  const margin = Math.round(size * 0.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${stripHeight}">
<text x="${width - margin}" y="${stripHeight - margin}" text-anchor="end" font-family="DejaVu Sans, sans-serif"
 font-size="${size}" letter-spacing="${(size * 0.12).toFixed(1)}" fill="#ffffff" fill-opacity="0.85"
 stroke="#000000" stroke-opacity="0.45" stroke-width="${(size / 16).toFixed(1)}">${escapeXml(text.toUpperCase())}</text>
</svg>`;
  return Buffer.from(svg);
}

/**
 * The download of the image in `source`: at most `edge` pixels on its long edge (null: full size), with `watermark`
 * (the studio's name) in the bottom-right corner when given; a JPEG pipeline, no metadata.
 */
export async function downloadImage(
  source: string,
  options: { edge: number | null; watermark: string | null },
): Promise<Sharp> {
  const input = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS });
  const { width = 1, height = 1 } = await input.metadata();
  const out = fittedSize(width, height, options.edge);
  // Upright already (the master was turned when stored); a PNG's transparency on white, as pages show it.
  let image = input.resize({ width: out.width, height: out.height, fit: "fill" }).flatten({ background: "#ffffff" });
  if (options.watermark)
    image = image.composite([{ input: watermarkSvg(options.watermark, out.width, out.height), gravity: "southeast" }]);
  return image.jpeg({ quality: DOWNLOAD_JPEG_QUALITY });
}
