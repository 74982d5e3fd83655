// AVIF variants, encoded in the background from each image's master.
import fsp from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { db } from "~/.server/db/db";
import { log } from "~/.server/log";
import { masterPath, root } from "~/.server/storage/folders";
import type { Variant } from "~/utils/media";

// AVIF takes seconds per image even at low effort, so it never runs on a request's path:
// one queue per process encodes from the master, and the variants appear once written.
let avifChain: Promise<void> = Promise.resolve();
const AVIF_EFFORT = 2;
/** Set on shutdown: what is still queued (or half-encoded) is left for resumeAvif on the next start. */
let avifStopping = false;
// For the alerts and /metrics: images waiting, and when the queue last moved (one finished, or work arrived at an idle queue).
let avifWaiting = 0;
let avifMovedAt = Date.now();

/** Told of each image whose AVIF variants were just added (boot.ts: the pages showing it change). */
let onFinished: (assetId: number) => void = () => {};
export function onAvifFinished(listener: (assetId: number) => void): void {
  onFinished = listener;
}

export function queueAvif(assetId: number): void {
  if (avifWaiting++ === 0) avifMovedAt = Date.now();
  avifChain = avifChain
    .then(() => (avifStopping ? undefined : encodeAvif(assetId)))
    .catch((error) => {
      log("error", "avif encoding failed", { assetId, error: String(error) });
    })
    .finally(() => {
      avifWaiting--;
      avifMovedAt = Date.now();
    });
}

/** Images waiting for their AVIF variants (the one being encoded included), and when the queue last moved. */
export function avifQueueState(): { waiting: number; movedAt: number } {
  return { waiting: avifWaiting, movedAt: avifMovedAt };
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

/**
 * Images being encoded for a request now: AVIF waits for them between widths, so twenty photographs
 * dropped at once are all on the page before the background takes the cores for their AVIF.
 */
let foreground = 0;
let foregroundDone: (() => void) | null = null;
let foregroundIdle: Promise<void> = Promise.resolve();

export async function inForeground<T>(work: () => Promise<T>): Promise<T> {
  if (foreground++ === 0) foregroundIdle = new Promise((resolve) => (foregroundDone = resolve));
  try {
    return await work();
  } finally {
    if (--foreground === 0) foregroundDone?.();
  }
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
      await foregroundIdle;
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
  else onFinished(assetId);
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
