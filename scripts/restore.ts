// npm run restore -- BACKUP_DIR: replace the database and uploads with a backup. Stop the server first.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { env } from "~/utils/env.server";

const source = process.argv[2];
if (!source || !fs.existsSync(path.join(source, "data.sqlite"))) {
  console.error("Usage: npm run restore -- BACKUP_DIR   (a folder written by npm run backup)");
  process.exit(2);
}
const { databasePath, uploadsDir } = env();
for (const suffix of ["", "-wal", "-shm"]) await fsp.rm(`${databasePath}${suffix}`, { force: true });
await fsp.mkdir(path.dirname(databasePath), { recursive: true });
await fsp.copyFile(path.join(source, "data.sqlite"), databasePath);
await fsp.rm(uploadsDir, { recursive: true, force: true });
await fsp.cp(path.join(source, "uploads"), uploadsDir, { recursive: true });
console.log(`Restored ${databasePath} and ${uploadsDir} from ${source}`);
