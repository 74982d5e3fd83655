// Opening an uploaded image for sharp, upright. libvips decodes PNG, JPEG, WebP and AVIF itself; the
// HEVC inside a HEIC (an iPhone's photo) it cannot (the prebuilt libvips has no HEVC decoder), so
// libheif, compiled to WebAssembly (heic-decode), decodes it to pixels that sharp takes raw. It runs
// in a worker thread that ends once idle: WebAssembly memory grows to the largest photo decoded and
// never shrinks, and ending the worker gives it back.
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

import sharp, { type Sharp } from "sharp";

import { MAX_IMAGE_PIXELS } from "~/.server/storage/inspect";

/** How long the HEIC decoder's worker waits for the next photo before it ends and gives its memory back. */
export const HEIC_WORKER_IDLE_MS = 2000;

/** One HEIC decode at a time: a 48 MP photo takes ~200 MB of pixels, which two at once would double. */
let heicChain: Promise<unknown> = Promise.resolve();

/** The image as a sharp pipeline with its orientation applied; rejects when it does not decode. */
export async function openImage(file: string, mime: string): Promise<Sharp> {
  if (mime !== "image/heic") return sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const run = heicChain.then(() => decodeUpright(file));
  heicChain = run.catch(() => undefined);
  return run;
}

async function decodeUpright(file: string): Promise<Sharp> {
  const bytes = await fsp.readFile(file);
  // The header's declared size was checked before (inspect); the container's transforms (irot,
  // imir) are applied by libheif as it decodes.
  const { width, height, data } = await decodeInWorker(bytes);
  const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: MAX_IMAGE_PIXELS,
  });
  // A file with no transform of its own, whose EXIF says how to turn it (as encoders that
  // convert a JPEG write it), is turned by that; where both exist they agree (phones write
  // both), and the transform has already been applied.
  if (hasTransform(bytes)) return image;
  const { exif } = await sharp(bytes).metadata();
  return orient(image, exif ? exifOrientation(exif) : 1);
}

/** The worker's code: heic-decode on each file sent, the pixels sent back (moved, not copied). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoder);
parentPort.on("message", async (bytes) => {
  try {
    const { width, height, data } = await decode({ buffer: bytes });
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

type Decoded = { width: number; height: number; data: Uint8ClampedArray };
let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;

/**
 * Decodes one HEIC in the worker: started when needed, ended after HEIC_WORKER_IDLE_MS without work
 * (a batch of photos shares one). Callers go one at a time (openImage's chain).
 */
function decodeInWorker(bytes: Buffer): Promise<Decoded> {
  if (idleTimer) clearTimeout(idleTimer);
  if (!worker) {
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { decoder: createRequire(import.meta.url).resolve("heic-decode") },
    });
    // A worker left idle never holds the server open.
    worker.unref();
  }
  const current = worker;
  return new Promise<Decoded>((resolve, reject) => {
    const settle = () => {
      current.off("message", onMessage).off("error", onError).off("exit", onExit);
    };
    const onMessage = (answer: Decoded | { error: string }) => {
      settle();
      if ("error" in answer) reject(new Error(answer.error));
      else resolve(answer);
    };
    // Failed or ended under us (out of memory, say): the next decode starts a new one.
    const onError = (error: Error) => {
      settle();
      stopWorker(current);
      reject(error);
    };
    const onExit = () => {
      settle();
      if (worker === current) worker = null;
      reject(new Error("The HEIC decoder stopped"));
    };
    current.on("message", onMessage).on("error", onError).on("exit", onExit);
    current.postMessage(bytes);
  }).finally(() => {
    idleTimer = setTimeout(() => stopWorker(current), HEIC_WORKER_IDLE_MS);
    idleTimer.unref();
  });
}

function stopWorker(current: Worker): void {
  if (worker === current) worker = null;
  void current.terminate();
}

/** Whether the HEIF's item properties rotate or mirror the image (an irot or imir box in its meta). */
function hasTransform(bytes: Buffer): boolean {
  // Top-level boxes, as inspect checked them whole (HEIC files use no 64-bit sizes before mdat).
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    if (bytes.toString("latin1", at + 4, at + 8) === "meta") {
      const meta = bytes.subarray(at, at + size);
      return meta.includes("irot", 0, "latin1") || meta.includes("imir", 0, "latin1");
    }
    if (size < 8) return false;
    at += size;
  }
  return false;
}

/** The Orientation tag (0x0112) of IFD0 in a raw EXIF block ("Exif\0\0" and a TIFF header); 1 when absent. */
function exifOrientation(exif: Buffer): number {
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  if (tiff.length < 8) return 1;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  for (let i = 0, count = u16(ifd); i < count && ifd + 2 + i * 12 + 12 <= tiff.length; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Turns pixels stored with an EXIF orientation upright (sharp mirrors before it rotates). */
function orient(image: Sharp, orientation: number): Sharp {
  switch (orientation) {
    case 2:
      return image.flop();
    case 3:
      return image.rotate(180);
    case 4:
      return image.flip();
    case 5:
      return image.flip().rotate(90);
    case 6:
      return image.rotate(90);
    case 7:
      return image.flop().rotate(90);
    case 8:
      return image.rotate(270);
    default:
      return image;
  }
}
