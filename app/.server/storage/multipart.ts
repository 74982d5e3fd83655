// The one module that touches the uploads folder: streaming uploads to disk under a cap,
// checking content by its bytes, encoding images, and deleting files with their rows.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import sharp from "sharp";
import type { Asset, AssetKind } from "#db/types";
import { assetRelativeFiles, masterFile, MASTERS_FOLDER, TMP_FOLDER } from "./asset-files";
import {
  MAX_IMAGE_PIXELS,
  MULTIPART_MAX_PARTS,
  MULTIPART_MAX_TEXT_BYTES,
  MULTIPART_MAX_TEXT_FIELD_BYTES,
  MULTIPART_MAX_TEXT_FIELDS,
} from "~/utils/constants";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { IMAGE_WIDTHS, type Variant } from "~/utils/media";

sharp.concurrency(2);

/** The folders of SPEC.md's storage buckets. Everything under images/ and videos/ is public. */
export const FOLDERS = {
  workType: "images/work-type",
  imageCarousel: "images/image-carousel",
  logoCarousel: "images/logo-carousel",
  projects: "images/projects",
  studio: "images/studio",
  videos: "videos",
  portfolio: "files/portfolio",
} as const;
export type Folder = (typeof FOLDERS)[keyof typeof FOLDERS];
export const PUBLIC_AREAS = ["images", "videos"] as const;

export type UploadErrorCode =
  | "too-large"
  | "bad-type"
  | "bad-name"
  | "empty"
  | "unexpected-file"
  | "too-many-fields"
  | "no-space"
  | "failed";
export class UploadError extends Error {
  /** Text fields read before a multipart body was refused, so a form can be shown again as typed. */
  fields: [string, string][] = [];
  constructor(
    readonly code: UploadErrorCode,
    readonly field?: string,
  ) {
    super(`Upload ${code}${field ? ` in ${field}` : ""}`);
  }
}

export const root = () => env().uploadsDir;
const tmpDir = () => path.join(root(), TMP_FOLDER);
const mastersDir = () => path.join(root(), MASTERS_FOLDER);

export async function ensureUploadDirs(): Promise<void> {
  for (const dir of [...Object.values(FOLDERS).map((f) => path.join(root(), f)), tmpDir(), mastersDir()]) {
    await fsp.mkdir(dir, { recursive: true });
  }
}

/** On start: temporary files of requests that a crash or kill cut short belong to nobody. */
export async function sweepTmp(): Promise<number> {
  const names = await fsp.readdir(tmpDir()).catch(() => [] as string[]);
  await Promise.all(names.map((name) => fsp.rm(path.join(tmpDir(), name), { recursive: true, force: true })));
  return names.length;
}

/** Free bytes on the uploads disk, for the disk margin check. */
export async function freeUploadBytes(): Promise<number> {
  const stats = await fsp.statfs(root());
  return stats.bavail * stats.bsize;
}

// ---------------------------------------------------------------- content sniffing

export type Sniffed =
  | { mime: "image/png"; ext: "png" }
  | { mime: "image/jpeg"; ext: "jpg" }
  | { mime: "image/webp"; ext: "webp" }
  | { mime: "image/gif"; ext: "gif" }
  | { mime: "application/pdf"; ext: "pdf" }
  | { mime: "application/zip"; ext: "zip" }
  | { mime: "video/mp4"; ext: "mp4" }
  | { mime: "video/mpeg"; ext: "mpeg" };
export type SniffedMime = Sniffed["mime"];

/** The type of a file by its first bytes; null when it is none we accept anywhere. */
export function sniff(head: Uint8Array): Sniffed | null {
  const b = Buffer.from(head);
  const at = (offset: number, bytes: number[]) => bytes.every((v, i) => b[offset + i] === v);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (at(0, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return { mime: "image/webp", ext: "webp" };
  if (b.toString("latin1", 0, 6) === "GIF87a" || b.toString("latin1", 0, 6) === "GIF89a") return { mime: "image/gif", ext: "gif" };
  if (b.toString("latin1", 0, 5) === "%PDF-") return { mime: "application/pdf", ext: "pdf" };
  if (at(0, [0x50, 0x4b, 0x03, 0x04]) || at(0, [0x50, 0x4b, 0x05, 0x06])) return { mime: "application/zip", ext: "zip" };
  if (b.toString("latin1", 4, 8) === "ftyp") {
    const brand = b.toString("latin1", 8, 12);
    if (!brand.startsWith("qt") && !/^(heic|heix|avif|mif1|msf1)$/.test(brand)) return { mime: "video/mp4", ext: "mp4" };
  }
  if (at(0, [0x00, 0x00, 0x01, 0xba]) || at(0, [0x00, 0x00, 0x01, 0xb3])) return { mime: "video/mpeg", ext: "mpeg" };
  return null;
}

export async function sniffFile(filePath: string): Promise<Sniffed | null> {
  const handle = await fsp.open(filePath, "r");
  try {
    const head = Buffer.alloc(32);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniff(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The file name extensions that go with each type: a name that says otherwise is a spoof. */
const EXTENSIONS: Record<SniffedMime, string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
  "application/pdf": ["pdf"],
  "application/zip": ["zip"],
  "video/mp4": ["mp4", "m4v"],
  "video/mpeg": ["mpeg", "mpg"],
};

/**
 * The full check of an upload before anything is kept: its type by content is allowed, its
 * name's extension agrees with that type, and its structure is whole (no truncation, no data
 * after the end, where the format has an end). Throws UploadError("bad-type") otherwise.
 */
export async function inspect(source: Pick<UploadedFile, "path" | "name"> | string, allowed: SniffedMime[]): Promise<Sniffed> {
  const filePath = typeof source === "string" ? source : source.path;
  const sniffed = await sniffFile(filePath);
  if (!sniffed || !allowed.includes(sniffed.mime)) throw new UploadError("bad-type");
  if (typeof source !== "string") {
    const ext = path.extname(source.name).slice(1).toLowerCase();
    if (!EXTENSIONS[sniffed.mime].includes(ext)) throw new UploadError("bad-type");
  }
  const handle = await fsp.open(filePath, "r");
  try {
    const { size } = await handle.stat();
    if (!(await wellFormed(handle, size, sniffed.mime))) throw new UploadError("bad-type");
  } finally {
    await handle.close();
  }
  if (sniffed.mime === "image/png" || sniffed.mime === "image/jpeg") {
    // Declared dimensions, read from the header only: a pixel bomb is refused before any decoding.
    const meta = await sharp(filePath).metadata().catch(() => null);
    if (!meta?.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) throw new UploadError("bad-type");
  }
  return sniffed;
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Whether a file's structure is whole for its type; see inspect. */
async function wellFormed(handle: fsp.FileHandle, size: number, mime: SniffedMime): Promise<boolean> {
  switch (mime) {
    case "image/png": {
      // Chunks (length, type, data, CRC) from after the signature; IHDR first, IEND last, exactly at the end.
      let at = 8;
      let first = true;
      while (at + 12 <= size) {
        const head = await readAt(handle, at, 8);
        const length = head.readUInt32BE(0);
        const type = head.toString("latin1", 4, 8);
        if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== "IHDR")) return false;
        first = false;
        at += 12 + length;
        if (type === "IEND") return length === 0 && at === size;
      }
      return false;
    }
    case "image/jpeg": {
      // Ends with the end-of-image marker: a truncated file, or anything appended after it, is refused.
      const tail = await readAt(handle, Math.max(0, size - 2), 2);
      return size > 4 && tail[0] === 0xff && tail[1] === 0xd9;
    }
    case "application/pdf": {
      const tail = (await readAt(handle, Math.max(0, size - 1024), 1024)).toString("latin1");
      return tail.includes("%%EOF");
    }
    case "application/zip": {
      // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
      const tail = await readAt(handle, Math.max(0, size - 65_557), 65_557);
      return tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0;
    }
    case "video/mp4": {
      // Top-level boxes (size, type) tile the file exactly: ftyp first, and a moov (the index) somewhere.
      let at = 0;
      let index = 0;
      let hasMoov = false;
      while (at < size) {
        const head = await readAt(handle, at, 16);
        if (head.length < 8) return false;
        let length = head.readUInt32BE(0);
        const type = head.toString("latin1", 4, 8);
        if (!/^[a-z0-9 \xa9]{4}$/i.test(type) || (index === 0 && type !== "ftyp")) return false;
        if (length === 1) {
          if (head.length < 16) return false;
          length = Number(head.readBigUInt64BE(8));
        } else if (length === 0) {
          length = size - at;
        }
        if (length < 8 || at + length > size) return false;
        if (type === "moov") hasMoov = true;
        at += length;
        index += 1;
      }
      return hasMoov;
    }
    default:
      return size > 4;
  }
}

// ---------------------------------------------------------------- multipart parsing

/** A file part of a request, streamed to a temporary file. */
export interface UploadedFile {
  path: string;
  /** The name the browser gave; shown to people, never used as a path. */
  name: string;
  size: number;
}

export interface ParsedUpload {
  form: FormData;
  /** Uploaded files by field, empty inputs left out. */
  files(field: string): UploadedFile[];
  /** Removes every temporary file of this request that was not stored. */
  cleanup(): Promise<void>;
}

/**
 * A body the multipart parser cannot read is the sender's error, not ours. Its header parser
 * splits on "=" and ";" even inside quotes, so a file name holding one arrives as a malformed
 * header: the person is asked to rename the file.
 */
function malformed(error: unknown): UploadError | null {
  const message = error instanceof Error ? error.message : "";
  if (message.startsWith("malformed content-disposition")) return new UploadError("bad-name");
  if (message.startsWith("malformed") || message === "Could not parse content as FormData.") return new UploadError("failed");
  return null;
}

/** A browser sends a file's base name only: separators, dot names and control characters mean a hand-made request. */
export function badFileName(name: string): boolean {
  return (
    name === "." ||
    name === ".." ||
    /[\\/]/.test(name) ||
    /[\u0000-\u001f\u007f]/.test(name) ||
    Buffer.byteLength(name) > 255
  );
}

/**
 * Streams a multipart body: files go to a temporary folder, each capped at its field's
 * limit (reading stops at the cap, and writes wait for the disk, so memory stays flat);
 * text fields are capped each and together, and so is the number of parts, whether or not
 * the request declared its length. A file in a field without a limit is refused, and so is
 * any upload while the disk is under its free-space margin.
 */
export async function parseUpload(request: Request, limits: Record<string, number>): Promise<ParsedUpload> {
  await fsp.mkdir(tmpDir(), { recursive: true });
  const declared = Number(request.headers.get("content-length") ?? 0);
  const ceiling = Object.values(limits).reduce((a, b) => a + b, 0) * 8 + 1024 * 1024;
  if (declared > ceiling) throw new UploadError("too-large");
  if (Object.keys(limits).length > 0 && (await freeUploadBytes()) - declared < env().uploadsMinFreeBytes) {
    throw new UploadError("no-space");
  }

  const written = new Map<string, UploadedFile & { field: string }>();
  const texts: [string, string][] = [];
  let parts = 0;
  let textBytes = 0;
  const handler: UploadHandler = async (part) => {
    parts += 1;
    if (parts > MULTIPART_MAX_PARTS) throw new UploadError("too-many-fields");
    if (!part.filename) {
      if (texts.length >= MULTIPART_MAX_TEXT_FIELDS) throw new UploadError("too-many-fields");
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        textBytes += chunk.byteLength;
        if (size > MULTIPART_MAX_TEXT_FIELD_BYTES || textBytes > MULTIPART_MAX_TEXT_BYTES) throw new UploadError("too-large", part.name);
        chunks.push(chunk);
      }
      const value = Buffer.concat(chunks).toString("utf8");
      texts.push([part.name, value]);
      return value;
    }
    const limit = limits[part.name];
    if (limit === undefined) throw new UploadError("unexpected-file", part.name);
    if (badFileName(part.filename)) throw new UploadError("bad-name", part.name);
    const file = path.join(tmpDir(), `upload-${crypto.randomUUID()}`);
    const entry = { field: part.name, path: file, name: part.filename, size: 0 };
    written.set(file, entry);
    const out = fs.createWriteStream(file);
    try {
      for await (const chunk of part.data) {
        entry.size += chunk.byteLength;
        if (entry.size > limit) throw new UploadError("too-large", part.name);
        if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    return file;
  };

  const cleanup = async () => {
    await Promise.all([...written.keys()].map((f) => fsp.rm(f, { force: true })));
  };
  try {
    const form = await unstable_parseMultipartFormData(request, handler);
    return {
      form,
      files: (field) => [...written.values()].filter((f) => f.field === field && f.size > 0),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    const refused = error instanceof UploadError ? error : malformed(error);
    if (!refused) throw error;
    refused.fields = texts;
    throw refused;
  }
}

// ---------------------------------------------------------------- storing

type Source = Pick<UploadedFile, "path" | "name"> | string;
const sourcePath = (source: Source) => (typeof source === "string" ? source : source.path);
const sourceName = (source: Source) => (typeof source === "string" ? null : source.name);

async function hashFile(filePath: string): Promise<{ hash: string; bytes: number }> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(filePath)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { hash: hash.digest("hex"), bytes };
}

/** Content-hashed and never reused, so public files can be cached forever. */
function newStem(folder: Folder, hash: string): string {
  return `${folder}/${hash.slice(0, 16)}-${crypto.randomBytes(3).toString("hex")}`;
}

export const IMAGE_MIMES: SniffedMime[] = ["image/png", "image/jpeg"];

/**
 * Checks an uploaded image by content and encodes it: orientation applied, metadata
 * stripped, WebP at every width up to its own, and a blur placeholder. AVIF follows in the
 * background. Returns the new asset row; on any failure nothing is left behind.
 */
export async function storeImage(
  source: Source,
  folder: Folder,
  /** deferAvif: the caller queues AVIF itself, later (the demo seed, so its own encoding goes first). */
  options: { alt?: string; allowed?: SniffedMime[]; deferAvif?: boolean } = {},
): Promise<Asset> {
  const input = sourcePath(source);
  const sniffed = await inspect(source, options.allowed ?? IMAGE_MIMES);
  const { hash, bytes } = await hashFile(input);
  const stem = newStem(folder, hash);
  const created: string[] = [];
  try {
    // The source is decoded once, into a stripped master no wider than the largest variant;
    // every variant is encoded from it. PNG masters stay PNG to keep transparency (logos).
    const master = masterPath(stem, sniffed.mime);
    const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
      .toFormat(sniffed.mime === "image/png" ? "png" : "jpeg", { quality: 92 })
      .toFile(master)
      .catch(() => {
        throw new UploadError("bad-type");
      });
    created.push(master);
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

function masterPath(stem: string, mime: string): string {
  return path.join(root(), masterFile(stem, mime));
}

function imageWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** Stores a non-image upload (video, portfolio) under a content-hashed name after checking its bytes. */
export async function storeFile(
  source: Source,
  folder: Folder,
  kind: Exclude<AssetKind, "image">,
  allowed: SniffedMime[],
): Promise<Asset> {
  const input = sourcePath(source);
  if ((await fsp.stat(input)).size === 0) throw new UploadError("empty");
  const sniffed = await inspect(source, allowed);
  const { hash, bytes } = await hashFile(input);
  const filePath = `${newStem(folder, hash)}.${sniffed.ext}`;
  const target = path.join(root(), filePath);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.rename(input, target).catch(async () => {
    await fsp.copyFile(input, target);
    await fsp.rm(input, { force: true });
  });
  try {
    return await db
      .insertInto("assets")
      .values({
        path: filePath,
        kind,
        folder,
        mime: sniffed.mime,
        bytes,
        width: null,
        height: null,
        content_hash: hash,
        alt: "",
        original_name: sourceName(source),
        variants: "[]",
        placeholder: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  }
}

/** Every file on disk that belongs to an asset. */
export function assetFiles(asset: Pick<Asset, "path" | "kind" | "mime" | "variants">): string[] {
  return assetRelativeFiles(asset).map((file) => path.join(root(), file));
}

export async function removeFiles(assets: Pick<Asset, "path" | "kind" | "mime" | "variants">[]): Promise<void> {
  await Promise.all(assets.flatMap(assetFiles).map((f) => fsp.rm(f, { force: true })));
}

/** Deletes asset rows, then their files: the data goes first so nothing points at a missing file. */
export async function deleteAssets(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  // One transaction, so a background AVIF update cannot land between reading the file list and the delete.
  const assets = await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("assets").selectAll().where("id", "in", ids).execute();
    await trx.deleteFrom("assets").where("id", "in", ids).execute();
    return rows;
  });
  await removeFiles(assets);
}

/** Absolute path of a private file, for the admin's download route. */
export function privateFilePath(asset: Pick<Asset, "path">): string {
  return path.join(root(), asset.path);
}

// ---------------------------------------------------------------- AVIF in the background

// AVIF takes seconds per image even at low effort, so it never runs on a request's path:
// one queue per process encodes from the master, and the variants appear once written.
let avifChain: Promise<void> = Promise.resolve();
const AVIF_EFFORT = 2;
/** Set on shutdown: what is still queued (or half-encoded) is left for resumeAvif on the next start. */
let avifStopping = false;

export function queueAvif(assetId: number): void {
  avifChain = avifChain
    .then(() => (avifStopping ? undefined : encodeAvif(assetId)))
    .catch((error) => {
      console.error(JSON.stringify({ level: "error", msg: "avif encoding failed", assetId, error: String(error) }));
    });
}

/**
 * For a graceful stop: ends the AVIF queue after the width being encoded, instead of working
 * through the whole queue (a fresh seed queues minutes of it). Resolves once nothing runs.
 */
export function stopAvif(): Promise<void> {
  avifStopping = true;
  return avifChain;
}

export function avifIdle(): Promise<void> {
  return avifChain;
}

async function encodeAvif(assetId: number): Promise<void> {
  const asset = await db.selectFrom("assets").selectAll().where("id", "=", assetId).executeTakeFirst();
  if (!asset) return;
  const variants = JSON.parse(asset.variants) as Variant[];
  if (variants.some((v) => v.format === "avif")) return;
  const added: Variant[] = [];
  const written: string[] = [];
  const removeWritten = () => Promise.all(written.map((f) => fsp.rm(f, { force: true })));
  try {
    for (const webp of variants.filter((v) => v.format === "webp")) {
      if (avifStopping) {
        await removeWritten();
        return;
      }
      const file = path.join(root(), `${asset.path}-${webp.width}.avif`);
      written.push(file);
      const out = await sharp(masterPath(asset.path, asset.mime))
        .resize({ width: webp.width })
        .avif({ quality: 55, effort: AVIF_EFFORT })
        .toFile(file);
      added.push({ width: webp.width, height: out.height, format: "avif", bytes: out.size });
    }
  } catch (error) {
    await removeWritten();
    // The asset was deleted (with its master) while it was being encoded: nothing is lost.
    if (!(await db.selectFrom("assets").select("id").where("id", "=", assetId).executeTakeFirst())) return;
    throw error;
  }
  if (added.length === 0) return;
  const result = await db
    .updateTable("assets")
    .set({ variants: JSON.stringify([...variants, ...added]) })
    .where("id", "=", assetId)
    .executeTakeFirst();
  // The asset was deleted meanwhile: its AVIF files must not outlive it.
  if (Number(result.numUpdatedRows) === 0) await removeWritten();
}

/** On start: images whose AVIF was not finished before a restart are queued again. */
export async function resumeAvif(): Promise<void> {
  const pending = await db
    .selectFrom("assets")
    .select("id")
    .where("kind", "=", "image")
    .where("variants", "not like", '%"avif"%')
    .execute();
  for (const { id } of pending) queueAvif(id);
}
