// Restores that swap a backup (backup-folder.ts) in whole. A restore copies a backup beside the
// live data, checks it against the manifest, and only then swaps it in with renames, keeping the
// previous data as `.before-restore-<time>` siblings. Nothing here reads the app's environment or
// opens the app's database handle: paths are passed in.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import SQLite from "better-sqlite3";

import { assetRelativeFiles } from "~/.server/storage/asset-files";

import {
  assetRows,
  BackupError,
  copyAndHash,
  DATABASE_FILE,
  exists,
  type FileEntry,
  PRIVATE_DIR,
  readManifest,
  stamp,
  syncDir,
  UPLOADS_FOLDER,
  writeSynced,
} from "./backup-folder";
import { takeDataLock } from "./data-lock";

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
