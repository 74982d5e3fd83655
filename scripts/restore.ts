// npm run restore -- BACKUP_DIR: replace the database and uploads with a backup. The server
// must be stopped (its data lock is checked). The backup is copied beside the live data and
// checked against its manifest before anything is swapped; the replaced data is kept beside it
// as `.before-restore-<time>`. See app/.server/ops/restore.ts.
import { dataPaths } from "~/.server/env";
import { BackupError } from "~/.server/ops/backup-folder";
import { DataInUseError } from "~/.server/ops/data-lock";
import { restoreBackup } from "~/.server/ops/restore";

const source = process.argv[2];
if (!source) {
  console.error("Usage: npm run restore -- BACKUP_DIR   (a folder written by npm run backup)");
  process.exit(2);
}
const { databasePath, uploadsDir } = dataPaths();
try {
  const result = await restoreBackup({ databasePath, uploadsDir, from: source });
  if (result.finishedInterrupted) console.log("An interrupted restore was finished first.");
  console.log(`Restored ${databasePath} and ${uploadsDir} (${result.files} files) from ${source}`);
  for (const kept of result.previous)
    console.log(`The data it replaced is kept at ${kept} (delete it when you no longer need it)`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
