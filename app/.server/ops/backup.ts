// Backups whose database and uploads agree: a folder (backup-folder.ts) written beside the live
// data while it runs; restore.ts puts one back. Nothing here reads the app's environment or opens
// the app's database handle: paths are passed in.
import fsp from "node:fs/promises";
import path from "node:path";

import SQLite from "better-sqlite3";

import { assetRelativeFiles } from "~/.server/storage/asset-files";

import {
  assetRows,
  BackupError,
  copyAndHash,
  DATABASE_FILE,
  type FileEntry,
  hashFile,
  type Manifest,
  MANIFEST_FILE,
  PRIVATE_DIR,
  PRIVATE_FILE,
  stamp,
  syncDir,
  UPLOADS_FOLDER,
  writeSynced,
} from "./backup-folder";

/** A backup retakes its database snapshot this often when files vanish under it (deleted after the snapshot) before giving up. */
const BACKUP_SNAPSHOT_ATTEMPTS = 5;
/** Left free beyond a backup's own bytes, so the live site can still write while one is made. */
const BACKUP_SPARE_BYTES = 64 * 2 ** 20;

/**
 * The file at `to` as a hard link to `from` (the same bytes, no second copy on disk; uploads never change
 * once written), hashed; a copy where a link cannot be made (another filesystem).
 */
async function linkAndHash(from: string, to: string): Promise<FileEntry> {
  await fsp.mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR });
  try {
    await fsp.link(from, to);
  } catch (error) {
    if (!["EXDEV", "EPERM", "EMLINK"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    return copyAndHash(from, to);
  }
  return hashFile(to);
}

/** Refuses to start a copy that would fill the disk: the files' bytes and a margin must be free where it goes. */
async function ensureRoom(dir: string, bytes: number): Promise<void> {
  const { bavail, bsize } = await fsp.statfs(dir);
  const free = bavail * bsize;
  if (free < bytes * 1.1 + BACKUP_SPARE_BYTES)
    throw new BackupError(
      `Not enough free disk space for the backup: it needs ${Math.ceil(bytes / 2 ** 20)} MiB and ${Math.floor(free / 2 ** 20)} MiB are free in ${dir}.`,
    );
}

const sizeOf = (file: string) =>
  fsp.stat(file).then(
    (stat) => stat.size,
    () => 0,
  );

/**
 * Writes a backup of a live (possibly running) site into a new folder under `into` and returns
 * its path. The database is snapshotted first, then exactly the files its rows name are copied.
 * Files are never changed once a row names them, and a row is deleted before its files, so a
 * file missing during the copy means its row was deleted after the snapshot: the snapshot is
 * taken again (files already copied are kept) until the two agree.
 */
export async function createBackup(options: {
  databasePath: string;
  uploadsDir: string;
  into: string;
  /** Hard-link the uploads instead of copying them: for a staging folder read once and deleted (off-site runs). */
  linkUploads?: boolean;
}): Promise<string> {
  const bring = options.linkUploads ? linkAndHash : copyAndHash;
  const parent = path.resolve(options.into);
  await fsp.mkdir(parent, { recursive: true, mode: PRIVATE_DIR });
  const name = `studio-${stamp()}`;
  const work = path.join(parent, `.${name}.partial`);
  await fsp.mkdir(work, { mode: PRIVATE_DIR });
  try {
    const snapshot = path.join(work, DATABASE_FILE);
    const source = new SQLite(options.databasePath, { fileMustExist: true });
    const copied = new Map<string, FileEntry>();
    let wanted: string[] = [];
    let missing: string[] = [];
    try {
      for (let attempt = 1; attempt <= BACKUP_SNAPSHOT_ATTEMPTS; attempt++) {
        await fsp.rm(snapshot, { force: true });
        // SQLite's backup API: a consistent snapshot even while the server writes.
        await source.backup(snapshot);
        // One self-contained file (no -wal beside it), so its bytes are what the manifest records.
        const standalone = new SQLite(snapshot);
        standalone.pragma("journal_mode = DELETE");
        standalone.close();
        wanted = [...new Set(assetRows(snapshot).flatMap(assetRelativeFiles))].sort();
        if (attempt === 1) {
          const copies = options.linkUploads ? [] : wanted.map((file) => sizeOf(path.join(options.uploadsDir, file)));
          await ensureRoom(parent, (await sizeOf(snapshot)) + (await Promise.all(copies)).reduce((a, b) => a + b, 0));
        }
        missing = [];
        for (const file of wanted) {
          if (copied.has(file)) continue;
          try {
            copied.set(file, await bring(path.join(options.uploadsDir, file), path.join(work, UPLOADS_FOLDER, file)));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
            await fsp.rm(path.join(work, UPLOADS_FOLDER, file), { force: true });
            missing.push(file);
          }
        }
        if (missing.length === 0) break;
      }
    } finally {
      source.close();
    }
    if (missing.length > 0) {
      throw new BackupError(
        `The database names ${missing.length} file(s) that are not in the uploads folder, so no backup was written: ${missing.slice(0, 10).join(", ")}`,
      );
    }
    // Files copied for an earlier snapshot whose rows were deleted before the final one.
    const keep = new Set(wanted);
    for (const file of copied.keys())
      if (!keep.has(file)) await fsp.rm(path.join(work, UPLOADS_FOLDER, file), { force: true });

    await fsp.chmod(snapshot, PRIVATE_FILE);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: await hashFile(snapshot),
      files: wanted.map((file) => ({ path: file, ...copied.get(file)! })),
    };
    await writeSynced(path.join(work, MANIFEST_FILE), JSON.stringify(manifest, null, 1));
    const target = path.join(parent, name);
    await fsp.rename(work, target);
    await syncDir(parent);
    return target;
  } catch (error) {
    // Only the unfinished copy goes; the live data was only read.
    await fsp.rm(work, { recursive: true, force: true });
    throw error;
  }
}
