// Asset rows with their files: a checked non-image upload stored under a content-hashed name, and
// deletes that drop the rows first and the files after, so no row ever names a missing file.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Asset, AssetKind } from "#db/types";
import { db } from "~/.server/db/db";
import { assetRelativeFiles } from "./asset-files";
import { type Folder, root } from "./folders";
import { inspect, type SniffedMime } from "./inspect";
import { UploadError, type UploadedFile } from "./upload";

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

/** Content-hashed and never reused, so public files can be cached forever. */
export function newStem(folder: Folder, hash: string): string {
  return `${folder}/${hash.slice(0, 16)}-${crypto.randomBytes(3).toString("hex")}`;
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
