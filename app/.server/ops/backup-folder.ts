// A backup folder as written and read: data.sqlite (a snapshot), uploads/ (exactly the files its
// asset rows name) and manifest.json (every file's size and SHA-256), and the file primitives
// both the backup and the restore use: private, fsynced copies and hashes.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import SQLite from "better-sqlite3";
import { z } from "zod";

import { type AssetFileFields, CONTENT_FOLDERS } from "~/.server/storage/asset-files";

export const DATABASE_FILE = "data.sqlite";
export const UPLOADS_FOLDER = "uploads";
export const MANIFEST_FILE = "manifest.json";
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** A file's path under the uploads root as a manifest may name it: inside a content folder, no way out. */
const safeUploadPath = z
  .string()
  .max(500)
  .refine((p) => CONTENT_FOLDERS.some((folder) => p.startsWith(`${folder}/`)), "outside the content folders")
  .refine(
    (p) => p.split("/").every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== "." && part !== ".."),
    "not a plain path",
  );
const fileEntry = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: fileEntry,
  files: z.array(fileEntry.extend({ path: safeUploadPath })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;

export const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/** Copies a file to a new private file, fsynced, and returns its size and SHA-256 as read. */
export async function copyAndHash(from: string, to: string): Promise<FileEntry> {
  await fsp.mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR });
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const input = await fsp.open(from, "r");
  const output = await fsp.open(to, "wx", PRIVATE_FILE);
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    for (;;) {
      const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      await output.write(chunk);
      bytes += bytesRead;
    }
    await output.sync();
  } finally {
    await input.close();
    await output.close();
  }
  return { bytes, sha256: hash.digest("hex") };
}

export async function hashFile(file: string): Promise<FileEntry> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

export async function writeSynced(file: string, text: string): Promise<void> {
  const handle = await fsp.open(file, "wx", PRIVATE_FILE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const exists = (p: string) =>
  fsp.access(p).then(
    () => true,
    () => false,
  );

export function assetRows(databaseFile: string): AssetFileFields[] {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    return database.prepare("SELECT * FROM assets").all() as AssetFileFields[];
  } finally {
    database.close();
  }
}

export class BackupError extends Error {}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const text = await fsp.readFile(path.join(backupDir, MANIFEST_FILE), "utf8").catch(() => {
    throw new BackupError(`${backupDir} is not a backup: it has no ${MANIFEST_FILE}`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${path.join(backupDir, MANIFEST_FILE)} is not a valid manifest`);
  return parsed.data;
}
