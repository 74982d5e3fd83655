// An uploaded image made into what pages serve: a stripped master, WebP at each width, a blur
// placeholder and its asset row. AVIF follows in the background (avif-queue.ts).
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import { masterFile } from "~/.server/storage/asset-files";
import { claimStem, hashFile, type Source, sourceName, sourcePath } from "~/.server/storage/assets";
import { type Folder, masterPath, root } from "~/.server/storage/folders";
import { inspect, type SniffedMime } from "~/.server/storage/inspect";
import { UploadError } from "~/.server/storage/upload";
import { IMAGE_MIMES } from "~/utils/file-types";
import { IMAGE_WIDTHS, type Variant } from "~/utils/media";

import { inForeground, queueAvif } from "./avif-queue";
import { openImage } from "./decode";

// Two encodes at once: the rest of libuv's pool stays free for requests' file and crypto work.
sharp.concurrency(2);

/**
 * Checks an uploaded image by content and encodes it: orientation applied, metadata
 * stripped, WebP at every width up to its own, and a blur placeholder. AVIF follows in the
 * background. Returns the new asset row; on any failure nothing is left behind.
 */
export function storeImage(
  source: Source,
  folder: Folder,
  /** deferAvif: the caller queues AVIF itself, later (the demo seed, so its own encoding goes first). */
  options: { alt?: string; allowed?: readonly SniffedMime[]; deferAvif?: boolean } = {},
): Promise<Asset> {
  return inForeground(() => encodeImage(source, folder, options));
}

async function encodeImage(
  source: Source,
  folder: Folder,
  options: Parameters<typeof storeImage>[2] = {},
): Promise<Asset> {
  const input = sourcePath(source);
  const sniffed = await inspect(source, options.allowed ?? IMAGE_MIMES);
  const { hash, bytes } = await hashFile(input);
  // Claimed by its master, whose name (in the masters' folder) every image folder shares.
  const stem = await claimStem(folder, hash, (candidate) => masterFile(candidate, sniffed.mime));
  const master = masterPath(stem, sniffed.mime);
  const created: string[] = [master];
  try {
    // The source is decoded once, upright, into a master at its full size (a drawing's tile pyramid
    // needs every pixel, decision 065) without metadata (sharp keeps none unless asked: no GPS, no
    // camera); every variant is encoded from it. PNG masters stay PNG to keep transparency (logos).
    const png = sniffed.mime === "image/png";
    const meta = await openImage(input, sniffed.mime)
      .then((image) =>
        (png ? image : image.flatten({ background: "#ffffff" }))
          .toFormat(png ? "png" : "jpeg", { quality: 92 })
          .toFile(master),
      )
      .catch(() => {
        throw new UploadError("damaged");
      });
    const variants: Variant[] = [];
    for (const width of imageWidths(meta.width)) {
      const file = path.join(root(), `${stem}-${width}.webp`);
      const out = await sharp(master).resize({ width }).webp({ quality: 78 }).toFile(file);
      created.push(file);
      variants.push({ width, height: out.height, format: "webp", bytes: out.size });
    }
    const tiny = await sharp(master).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    const asset = await db
      .insertInto("assets")
      .values({
        path: stem,
        kind: "image",
        folder,
        mime: sniffed.mime,
        bytes,
        width: meta.width,
        height: meta.height,
        content_hash: hash,
        alt: options.alt ?? "",
        original_name: sourceName(source),
        variants: JSON.stringify(variants),
        placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!options.deferAvif) queueAvif(asset.id);
    return asset;
  } catch (error) {
    await Promise.all(created.map((f) => fsp.rm(f, { force: true })));
    throw error instanceof UploadError ? error : new UploadError("failed");
  }
}

export function imageWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}
