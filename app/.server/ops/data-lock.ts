// One lock per data folder: the server holds it while it runs, and a restore takes it, so a
// restore never swaps files under a running server and a server never starts mid-restore.
//
// It is an exclusive SQLite transaction on a small file beside the database. SQLite takes it
// with an OS file lock (fcntl), which the kernel drops when the holder exits, even on kill -9:
// no stale pid file to clean up, no pid reuse, and it holds across containers sharing the
// volume. (A port probe would miss a server on another PORT; a pid file lies after a crash.)
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";

import { singleton } from "~/.server/db/singleton";

export class DataInUseError extends Error {
  constructor(readonly databasePath: string) {
    super(`The data of ${databasePath} is in use: a server (or a restore) is running on it. Stop it first.`);
  }
}

export const dataLockPath = (databasePath: string) => `${databasePath}-lock`;

/** Takes the data lock without waiting; throws DataInUseError when another process holds it. Returns its release. */
export function takeDataLock(databasePath: string): () => void {
  return takeFileLock(dataLockPath(databasePath), () => new DataInUseError(databasePath));
}

/** The same kind of lock on another file (an import's): `busy()` is thrown when another process holds it. */
export function takeFileLock(file: string, busy: () => Error): () => void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = new SQLite(file, { timeout: 0 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") throw busy();
    throw error;
  }
  return () => {
    lock.exec("ROLLBACK");
    lock.close();
  };
}

// One per process, so a second boot in one process (Vite's dev reloads, tests) keeps the one lock,
// and so its handle is never garbage-collected (which would close it and drop the lock).
const held = singleton<{ current?: { databasePath: string; release: () => void } }>("data lock", () => ({}));

/** For the server: holds the lock for the life of the process. */
export function holdDataLock(databasePath: string): void {
  if (held.current?.databasePath === databasePath) return;
  held.current = { databasePath, release: takeDataLock(databasePath) };
}
