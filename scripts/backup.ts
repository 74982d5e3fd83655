// npm run backup -- [DIR]: an online, consistent copy of the database and the uploads, while the site runs.
import fsp from "node:fs/promises";
import path from "node:path";
import { closeDatabase, sqlite } from "~/utils/db.server";
import { env } from "~/utils/env.server";

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(process.argv[2] ?? "backups", `studio-${stamp}`);
await fsp.mkdir(target, { recursive: true });
// SQLite's backup API copies a consistent snapshot even while the server writes.
await sqlite.backup(path.join(target, "data.sqlite"));
// Uploads are written once under new names and never changed, so a plain copy is consistent
// with the snapshot; files newer than it are harmless extras.
await fsp.cp(env().uploadsDir, path.join(target, "uploads"), {
  recursive: true,
  filter: (src) => !src.includes(`${path.sep}.tmp`),
});
console.log(`Backup written to ${target}`);
await closeDatabase();
