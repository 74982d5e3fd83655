// Content sniffing: an upload's type is what its bytes say, checked against the name it came with
// and the structure its format requires, before anything is kept.
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { type UploadedFile, UploadError } from "./upload";

/** Largest image, in pixels, that is decoded or accepted as a portfolio (a 10,000 × 10,000 photograph). */
export const MAX_IMAGE_PIXELS = 100_000_000;

export type Sniffed =
  | { mime: "image/png"; ext: "png" }
  | { mime: "image/jpeg"; ext: "jpg" }
  | { mime: "image/webp"; ext: "webp" }
  | { mime: "image/avif"; ext: "avif" }
  | { mime: "image/heic"; ext: "heic" }
  | { mime: "image/gif"; ext: "gif" }
  | { mime: "application/pdf"; ext: "pdf" }
  | { mime: "application/zip"; ext: "zip" }
  | { mime: "video/mp4"; ext: "mp4" }
  | { mime: "video/quicktime"; ext: "mov" }
  | { mime: "video/mpeg"; ext: "mpeg" };
export type SniffedMime = Sniffed["mime"];

/** The type of a file by its first bytes; null when it is none we accept anywhere. */
export function sniff(head: Uint8Array): Sniffed | null {
  const b = Buffer.from(head);
  const at = (offset: number, bytes: number[]) => bytes.every((v, i) => b[offset + i] === v);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (at(0, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return { mime: "image/webp", ext: "webp" };
  if (b.toString("latin1", 0, 6) === "GIF87a" || b.toString("latin1", 0, 6) === "GIF89a")
    return { mime: "image/gif", ext: "gif" };
  if (b.toString("latin1", 0, 5) === "%PDF-") return { mime: "application/pdf", ext: "pdf" };
  if (at(0, [0x50, 0x4b, 0x03, 0x04]) || at(0, [0x50, 0x4b, 0x05, 0x06]))
    return { mime: "application/zip", ext: "zip" };
  if (b.toString("latin1", 4, 8) === "ftyp") {
    // ISO base media files say what they are by brands: the major one, then the compatible ones.
    const ftypEnd = Math.min(b.length, b.readUInt32BE(0));
    const brands = [b.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= ftypEnd; at += 4) brands.push(b.toString("latin1", at, at + 4));
    if (brands[0] === "avif" || brands[0] === "avis" || (brands[0] === "mif1" && brands.includes("avif")))
      return { mime: "image/avif", ext: "avif" };
    if (/^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(brands[0])) return { mime: "image/heic", ext: "heic" };
    if (brands[0] === "qt  ") return { mime: "video/quicktime", ext: "mov" };
    return { mime: "video/mp4", ext: "mp4" };
  }
  if (at(0, [0x00, 0x00, 0x01, 0xba]) || at(0, [0x00, 0x00, 0x01, 0xb3])) return { mime: "video/mpeg", ext: "mpeg" };
  return null;
}

async function sniffFile(filePath: string): Promise<Sniffed | null> {
  const handle = await fsp.open(filePath, "r");
  try {
    const head = Buffer.alloc(64);
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
  "image/avif": ["avif"],
  "image/heic": ["heic", "heif"],
  "image/gif": ["gif"],
  "application/pdf": ["pdf"],
  "application/zip": ["zip"],
  "video/mp4": ["mp4", "m4v"],
  "video/quicktime": ["mov", "qt"],
  "video/mpeg": ["mpeg", "mpg"],
};

/**
 * The full check of an upload before anything is kept: its type by content is allowed, its
 * name's extension agrees with that type, and its structure is whole (no truncation, no data
 * after the end, where the format has an end). Throws UploadError("bad-type") for a type not allowed or a name
 * that says otherwise, "damaged" for a file of an allowed type that is not whole or cannot be read.
 */
export async function inspect(
  source: Pick<UploadedFile, "path" | "name"> | string,
  allowed: readonly SniffedMime[],
): Promise<Sniffed> {
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
    if (!(await wellFormed(handle, size, sniffed.mime))) throw new UploadError("damaged");
  } finally {
    await handle.close();
  }
  if (sniffed.mime.startsWith("image/") && sniffed.mime !== "image/gif") {
    // Declared dimensions, read from the header only: a pixel bomb is refused before any decoding.
    // libvips reads a HEIC's header (its item sizes) even where it has no HEVC decoder.
    const meta = await sharp(filePath)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw new UploadError("damaged");
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new UploadError("bad-type");
  }
  return sniffed;
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** What a walk over a file's records reads at a time: a file of many small records costs a read per block, not per record. */
const WALK_BLOCK_BYTES = 1024 * 1024;
/**
 * PNG chunks that carry no image data (anything but a non-empty IDAT) one file may have. Editors and cameras
 * write a few dozen (text, colour profile, EXIF); hundreds of thousands (833,325 empty ones fit in 10 MB) are
 * a file made to cost: every later decode (the header, each variant) walks them all again.
 */
const MAX_PNG_CHUNKS_WITHOUT_PIXELS = 1_000;
/** Top-level ISO-BMFF boxes one file may have: a movie has a handful; a fragmented one, two per fragment (hours of them). */
const MAX_TOP_LEVEL_BOXES = 20_000;

/** Reads forward through a file in WALK_BLOCK_BYTES blocks, for the structure walks below. */
function blockReader(handle: fsp.FileHandle) {
  let block: Buffer = Buffer.alloc(0);
  let start = 0;
  return async (position: number, length: number): Promise<Buffer> => {
    if (position < start || position + length > start + block.length) {
      block = await readAt(handle, position, Math.max(WALK_BLOCK_BYTES, length));
      start = position;
    }
    return block.subarray(position - start, position - start + length);
  };
}

/** Whether a file's structure is whole for its type; see inspect. */
async function wellFormed(handle: fsp.FileHandle, size: number, mime: SniffedMime): Promise<boolean> {
  switch (mime) {
    case "image/png": {
      // Chunks (length, type, data, CRC) from after the signature; IHDR first, IEND last, exactly at the end.
      const read = blockReader(handle);
      let at = 8;
      let first = true;
      let withoutPixels = 0;
      while (at + 12 <= size) {
        const head = await read(at, 8);
        const length = head.readUInt32BE(0);
        const type = head.toString("latin1", 4, 8);
        if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== "IHDR")) return false;
        if ((type !== "IDAT" || length === 0) && ++withoutPixels > MAX_PNG_CHUNKS_WITHOUT_PIXELS) return false;
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
    case "image/webp": {
      // The RIFF header gives the length of what follows it: cut or appended bytes disagree with it.
      const head = await readAt(handle, 0, 8);
      return head.length === 8 && head.readUInt32LE(4) + 8 === size;
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
    case "video/mp4":
    case "video/quicktime":
    case "image/heic":
    case "image/avif": {
      // Top-level boxes (size, type) tile the file exactly: ftyp first, and the index somewhere
      // (a movie's moov; an image's meta, which HEIF requires).
      const index = mime.startsWith("video/") ? "moov" : "meta";
      const read = blockReader(handle);
      let at = 0;
      let count = 0;
      let indexed = false;
      while (at < size) {
        if (count >= MAX_TOP_LEVEL_BOXES) return false;
        const head = await read(at, Math.min(16, size - at));
        if (head.length < 8) return false;
        let length = head.readUInt32BE(0);
        const type = head.toString("latin1", 4, 8);
        if (!/^[a-z0-9 \xa9]{4}$/i.test(type) || (count === 0 && type !== "ftyp")) return false;
        if (length === 1) {
          if (head.length < 16) return false;
          length = Number(head.readBigUInt64BE(8));
        } else if (length === 0) {
          length = size - at;
        }
        if (length < 8 || at + length > size) return false;
        if (type === index) indexed = true;
        at += length;
        count += 1;
      }
      return indexed;
    }
    default:
      return size > 4;
  }
}
