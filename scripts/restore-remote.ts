// npm run restore:remote -- [SNAPSHOT]: a new machine's first start from the off-site backups.
// Restores the latest snapshot (or the one named, by ID or its first 8 characters) from
// BACKUP_REPOSITORY into an EMPTY data folder (DATABASE_PATH, UPLOADS_DIR), verifies it (every
// file against the manifest, the database with PRAGMA integrity_check) and only then puts it in
// place; then `npm start` serves it. A folder with data is refused: use `npm run restore` there.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { dataPaths } from "~/.server/env";
import { BackupError } from "~/.server/ops/backup-folder";
import { DataInUseError } from "~/.server/ops/data-lock";
import { listSnapshots, ResticError, restoreSnapshot, targetFrom } from "~/.server/ops/restic";
import { restoreBackup } from "~/.server/ops/restore";

const started = performance.now();
const wanted = process.argv[2] ?? "latest";
const { databasePath, uploadsDir } = dataPaths();
const target = targetFrom(process.env, databasePath);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** No database, and no file anywhere under the uploads folder (empty folders are fine). */
function hasFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) => !entry.isDirectory() || hasFiles(path.join(dir, entry.name)));
}

if (!target)
  fail(
    "Set BACKUP_REPOSITORY (and RESTIC_PASSWORD or RESTIC_PASSWORD_FILE) to the repository the old server backed up to.",
  );
if (fs.existsSync(databasePath) || hasFiles(uploadsDir)) {
  fail(
    `${databasePath} or ${uploadsDir} already holds data. This command only fills an empty data folder; to go back to a backup on a running site, use npm run restore.`,
  );
}

const work = path.join(path.dirname(databasePath), `.restore-remote-${process.pid}`);
try {
  const snapshots = await listSnapshots(target);
  if (snapshots.length === 0) fail(`The repository ${target.repository} holds no backup of this site.`);
  const snapshot = wanted === "latest" ? snapshots.at(-1)! : snapshots.find((s) => s.id.startsWith(wanted));
  if (!snapshot)
    fail(
      `No snapshot ${wanted} in the repository. Its snapshots: ${snapshots.map((s) => `${s.short_id} (${s.time.slice(0, 16)})`).join(", ")}`,
    );
  console.log(`Restoring snapshot ${snapshot.short_id} of ${snapshot.time} …`);
  await fsp.mkdir(work, { recursive: true, mode: 0o700 });
  await restoreSnapshot(target, snapshot, work);
  // Copies, checks every file against the manifest and the database with PRAGMA integrity_check, then swaps in.
  const result = await restoreBackup({ databasePath, uploadsDir, from: work });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${databasePath} and ${uploadsDir}: the database passed PRAGMA integrity_check and all ${result.files} files match the manifest (${seconds} s).`,
  );
  console.log("Start the site with npm start.");
} catch (error) {
  if (!(error instanceof ResticError || error instanceof BackupError || error instanceof DataInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await fsp.rm(work, { recursive: true, force: true });
}
