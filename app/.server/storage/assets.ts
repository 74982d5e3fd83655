// Asset rows with their files: a checked non-image upload stored under a content-hashed name, and
// deletes that drop the rows first and the files after, so no row ever names a missing file.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import type { Asset, AssetKind } from "#db/tables";
import { db } from "~/.server/db/db";

import { type AssetFileFields, assetRelativeFiles, tilesFolder } from "./asset-files";
import { type Folder, root } from "./folders";
import { inspect, type SniffedMime } from "./inspect";
import { type UploadedFile, UploadError } from "./upload";

export type Source = Pick<UploadedFile, "path" | "name"> | string;
export const sourcePath = (source: Source) => (typeof source === "string" ? source : source.path);
export const sourceName = (source: Source) => (typeof source === "string" ? null : source.name);

export async function hashFile(filePath: string): Promise<{ hash: string; bytes: number }> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(filePath)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { hash: hash.digest("hex"), bytes };
}

const newStem = (folder: Folder, hash: string) =>
  `${folder}/${hash.slice(0, 16)}-${crypto.randomBytes(3).toString("hex")}`;

/**
 * A name for a new asset's files: content-hashed with a random part, so public files can be cached
 * forever. It is claimed by creating the asset's first file (`firstFile`, relative to the uploads
 * root) exclusively: the same file uploaded twice could draw the same name, and the second upload
 * would then overwrite the first one's files, and delete them when its own row was refused.
 */
export async function claimStem(folder: Folder, hash: string, firstFile: (stem: string) => string): Promise<string> {
  for (;;) {
    const stem = newStem(folder, hash);
    const claimed = path.join(root(), firstFile(stem));
    await fsp.mkdir(path.dirname(claimed), { recursive: true });
    try {
      await (await fsp.open(claimed, "wx")).close();
      return stem;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** Stores a non-image upload (video, portfolio) under a content-hashed name after checking its bytes. */
export async function storeFile(
  source: Source,
  folder: Folder,
  kind: Exclude<AssetKind, "image">,
  allowed: readonly SniffedMime[],
): Promise<Asset> {
  const input = sourcePath(source);
  if ((await fsp.stat(input)).size === 0) throw new UploadError("empty");
  const sniffed = await inspect(source, allowed);
  const { hash, bytes } = await hashFile(input);
  const filePath = `${await claimStem(folder, hash, (stem) => `${stem}.${sniffed.ext}`)}.${sniffed.ext}`;
  const target = path.join(root(), filePath);
  try {
    // Onto the claimed (empty) file.
    await fsp.rename(input, target).catch(async () => {
      await fsp.copyFile(input, target);
      await fsp.rm(input, { force: true });
    });
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
export function assetFiles(asset: AssetFileFields): string[] {
  return assetRelativeFiles(asset).map((file) => path.join(root(), file));
}

export async function removeFiles(assets: AssetFileFields[]): Promise<void> {
  await Promise.all(assets.flatMap(assetFiles).map((f) => fsp.rm(f, { force: true })));
  // A drawing's pyramid, with its level folders (and any half-written one its row does not count).
  const pyramids = assets.filter((asset) => asset.kind === "image").map((asset) => tilesFolder(asset.path));
  await Promise.all(pyramids.map((folder) => fsp.rm(path.join(root(), folder), { recursive: true, force: true })));
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
