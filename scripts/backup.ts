// npm run backup -- [DIR]: an online copy of the database and the uploads, while the site runs.
// The uploads copied are exactly those the database snapshot names, with a manifest of their
// sizes and SHA-256; the backup folder is private (0700, files 0600). See app/.server/ops/backup.ts.
import { dataPaths } from "~/.server/env";
import { createBackup } from "~/.server/ops/backup";
import { BackupError } from "~/.server/ops/backup-folder";

const { databasePath, uploadsDir } = dataPaths();
try {
  const target = await createBackup({ databasePath, uploadsDir, into: process.argv[2] ?? "backups" });
  console.log(`Backup written to ${target}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
