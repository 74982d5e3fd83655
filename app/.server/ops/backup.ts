// Backups whose database and uploads agree, and restores that swap them in whole.
//
// A backup is a folder: data.sqlite (a snapshot), uploads/ (exactly the files its asset rows
// name) and manifest.json (every file's size and SHA-256). A restore copies a backup beside
// the live data, checks it against the manifest, and only then swaps it in with renames,
// keeping the previous data as `.before-restore-<time>` siblings. Nothing here reads the
// app's environment or opens the app's database handle: paths are passed in.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import SQLite from "better-sqlite3";
import { z } from "zod";

import { type AssetFileFields, assetRelativeFiles, CONTENT_FOLDERS } from "~/.server/storage/asset-files";

import { takeDataLock } from "./data-lock";

/** A backup retakes its database snapshot this often when files vanish under it (deleted after the snapshot) before giving up. */
const BACKUP_SNAPSHOT_ATTEMPTS = 5;
/** Left free beyond a backup's own bytes, so the live site can still write while one is made. */
const BACKUP_SPARE_BYTES = 64 * 2 ** 20;

const DATABASE_FILE = "data.sqlite";
const UPLOADS_FOLDER = "uploads";
const MANIFEST_FILE = "manifest.json";
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

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
type FileEntry = z.infer<typeof fileEntry>;

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/** Copies a file to a new private file, fsynced, and returns its size and SHA-256 as read. */
async function copyAndHash(from: string, to: string): Promise<FileEntry> {
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

async function hashFile(file: string): Promise<FileEntry> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

async function writeSynced(file: string, text: string): Promise<void> {
  const handle = await fsp.open(file, "wx", PRIVATE_FILE);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const exists = (p: string) =>
  fsp.access(p).then(
    () => true,
    () => false,
  );

function assetRows(databaseFile: string): AssetFileFields[] {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    return database.prepare("SELECT * FROM assets").all() as AssetFileFields[];
  } finally {
    database.close();
  }
}

export class BackupError extends Error {}

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

export async function readManifest(backupDir: string): Promise<Manifest> {
  const text = await fsp.readFile(path.join(backupDir, MANIFEST_FILE), "utf8").catch(() => {
    throw new BackupError(`${backupDir} is not a backup: it has no ${MANIFEST_FILE}`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError(`${path.join(backupDir, MANIFEST_FILE)} is not a valid manifest`);
  return parsed.data;
}

// ---------------------------------------------------------------- restore

/** The swap's plan, written before the first rename so an interrupted swap can be finished. */
interface RestoreJournal {
  steps: { live: string; staged: string; before: string }[];
}
const journalPath = (databasePath: string) => `${databasePath}.restore-journal`;
const SQLITE_SIDECARS = ["-wal", "-shm", "-journal"];

/** The server's start refuses to open data that a restore left half swapped. */
export function refuseInterruptedRestore(databasePath: string): void {
  if (fs.existsSync(journalPath(databasePath))) {
    throw new Error(
      `A restore of ${databasePath} was interrupted. Run \`npm run restore\` again (with any backup) to finish it first.`,
    );
  }
}

/** Each step: live → before (with SQLite's side files), staged → live. Safe to run again after a crash at any point. */
async function rollForward(journal: RestoreJournal): Promise<void> {
  for (const step of journal.steps) {
    if (!(await exists(step.staged))) continue;
    if ((await exists(step.live)) && !(await exists(step.before))) await fsp.rename(step.live, step.before);
    for (const suffix of SQLITE_SIDECARS) {
      if ((await exists(`${step.live}${suffix}`)) && !(await exists(`${step.before}${suffix}`))) {
        await fsp.rename(`${step.live}${suffix}`, `${step.before}${suffix}`);
      }
    }
    await fsp.rename(step.staged, step.live);
    await syncDir(path.dirname(step.live));
  }
}

async function finishInterruptedRestore(databasePath: string): Promise<boolean> {
  const file = journalPath(databasePath);
  if (!(await exists(file))) return false;
  await rollForward(JSON.parse(await fsp.readFile(file, "utf8")) as RestoreJournal);
  await fsp.rm(file);
  return true;
}

export interface RestoreResult {
  /** Where the replaced data was kept (absent when there was none). */
  previous: string[];
  files: number;
  finishedInterrupted: boolean;
}

/**
 * Puts a backup in place of the live database and uploads. Refuses while a server holds the
 * data lock. The copy is written and verified beside the live data first; the live data is
 * only renamed aside once the copy is complete, never deleted.
 */
export async function restoreBackup(options: {
  databasePath: string;
  uploadsDir: string;
  from: string;
}): Promise<RestoreResult> {
  const { databasePath, uploadsDir } = options;
  const from = path.resolve(options.from);
  const manifest = await readManifest(from);
  const release = takeDataLock(databasePath);
  const time = stamp();
  const stagedDatabase = `${databasePath}.restore-${time}`;
  const stagedUploads = `${uploadsDir}.restore-${time}`;
  try {
    const finishedInterrupted = await finishInterruptedRestore(databasePath);
    try {
      const expect = (file: string, got: FileEntry, want: FileEntry) => {
        if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
          throw new BackupError(
            `The backup's ${file} does not match its manifest (damaged or changed); nothing was restored.`,
          );
        }
      };
      // A file of the backup, read only where it really is inside it (not through a link planted to elsewhere).
      const realFrom = await fsp.realpath(from);
      const inBackup = async (relative: string) => {
        const real = await fsp.realpath(path.join(from, relative));
        if (!real.startsWith(realFrom + path.sep))
          throw new BackupError(`The backup's ${relative} leads outside the backup; nothing was restored.`);
        return real;
      };
      expect(DATABASE_FILE, await copyAndHash(await inBackup(DATABASE_FILE), stagedDatabase), manifest.database);
      await fsp.mkdir(stagedUploads, { mode: PRIVATE_DIR });
      for (const file of manifest.files) {
        expect(
          file.path,
          await copyAndHash(await inBackup(path.join(UPLOADS_FOLDER, file.path)), path.join(stagedUploads, file.path)),
          file,
        );
      }
      checkStagedDatabase(stagedDatabase, new Set(manifest.files.map((f) => f.path)));
    } catch (error) {
      // Only the staged copy goes; the live data was not touched.
      await fsp.rm(stagedDatabase, { force: true });
      await fsp.rm(stagedUploads, { recursive: true, force: true });
      throw error;
    }

    const journal: RestoreJournal = {
      steps: [
        { live: uploadsDir, staged: stagedUploads, before: `${uploadsDir}.before-restore-${time}` },
        { live: databasePath, staged: stagedDatabase, before: `${databasePath}.before-restore-${time}` },
      ],
    };
    await writeSynced(journalPath(databasePath), JSON.stringify(journal));
    await syncDir(path.dirname(databasePath));
    const previous: string[] = [];
    for (const step of journal.steps) if (await exists(step.live)) previous.push(step.before);
    await rollForward(journal);
    await fsp.rm(journalPath(databasePath));
    return { previous, files: manifest.files.length, finishedInterrupted };
  } finally {
    release();
  }
}

/** The staged database is sound and names no file the backup lacks. */
function checkStagedDatabase(file: string, files: Set<string>): void {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    const result = database.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new BackupError(
        `The backup's database fails SQLite's integrity check (${String(result)}); nothing was restored.`,
      );
  } finally {
    database.close();
  }
  const lacking = assetRows(file)
    .flatMap(assetRelativeFiles)
    .filter((f) => !files.has(f));
  if (lacking.length > 0)
    throw new BackupError(
      `The backup's database names ${lacking.length} file(s) the backup lacks; nothing was restored.`,
    );
}
