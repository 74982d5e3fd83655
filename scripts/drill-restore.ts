// npm run drill:restore: the restore drill, from nothing. A seeded demo site (the "old VM") is
// backed up with the scheduler's own steps to a fresh restic repository; then a new clone of this
// repository (git clone of HEAD) runs `npm run restore:remote` into its empty data folder and
// starts on it. Prints the time taken (goal: under 5 minutes for the demo site) and how many rows
// and files came back byte-identical. Everything lives in a temporary folder, removed at the end.
//
// The clone borrows this checkout's node_modules and build/ (symlinks): installing needs the
// network, and building is what `npm start` does on any deploy, not part of a restore.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";

import { createBackup } from "~/.server/ops/backup";
import { backupFolder, ensureRepository, type ResticTarget } from "~/.server/ops/restic";
import { listContentFiles } from "~/.server/storage/uploads-audit";

import { copySeededTemplate } from "../tests/setup/seeded-template.js";
import { startRealServer } from "./lib/production-server";

const GOAL_S = 300;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-drill-restore-"));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Every table's rows and every content file's bytes (as SHA-256). */
async function siteState(databasePath: string, uploadsDir: string) {
  const db = new SQLite(databasePath, { readonly: true });
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const rows = new Map(
    tables.map(({ name }) => [
      name,
      (db.prepare(`SELECT * FROM "${name}"`).all() as object[]).map((r) => JSON.stringify(r)).sort(),
    ]),
  );
  db.close();
  const files = new Map<string, string>();
  for (const file of await listContentFiles(uploadsDir))
    files.set(
      file,
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(uploadsDir, file)))
        .digest("hex"),
    );
  return { rows, files };
}

try {
  // The old VM: a seeded demo site, backed up off the VM.
  const old = {
    databasePath: path.join(dir, "old", "db", "data.sqlite"),
    uploadsDir: path.join(dir, "old", "uploads"),
  };
  copySeededTemplate(old.databasePath, old.uploadsDir);
  const password = crypto.randomBytes(24).toString("hex");
  const target: ResticTarget = {
    repository: path.join(dir, "repo"),
    cacheDir: path.join(dir, "cache"),
    environment: { PATH: process.env.PATH, HOME: process.env.HOME, RESTIC_PASSWORD: password },
  };
  const folder = await createBackup({ ...old, into: path.join(dir, "staging") });
  await ensureRepository(target);
  const summary = await backupFolder(target, folder, () => {});
  console.log(
    `old site backed up: snapshot ${summary.snapshotId}, ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB`,
  );
  const before = await siteState(old.databasePath, old.uploadsDir);

  // The new machine: a fresh clone, an empty data folder, one command.
  const started = performance.now();
  const clone = path.join(dir, "clone");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", process.cwd(), clone]);
  for (const borrowed of ["node_modules", "build"]) fs.symlinkSync(path.resolve(borrowed), path.join(clone, borrowed));
  const fresh = {
    DATABASE_PATH: path.join(clone, "data", "data.sqlite"),
    UPLOADS_DIR: path.join(clone, "data", "uploads"),
  };
  const restoreEnv = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME!,
    NODE_ENV: "production",
    ...fresh,
    BACKUP_REPOSITORY: target.repository,
    RESTIC_PASSWORD: password,
  } as const;
  const output = execFileSync("npm", ["run", "--silent", "restore:remote"], {
    cwd: clone,
    env: restoreEnv,
    encoding: "utf8",
  });
  process.stdout.write(output);
  const restoredAt = performance.now();

  const after = await siteState(fresh.DATABASE_PATH, fresh.UPLOADS_DIR);
  let sameRows = 0;
  let rows = 0;
  for (const [table, list] of before.rows) {
    rows += list.length;
    const restored = new Set(after.rows.get(table) ?? []);
    sameRows += list.filter((row) => restored.has(row)).length;
  }
  const sameFiles = [...before.files].filter(([file, hash]) => after.files.get(file) === hash).length;
  const extraFiles = [...after.files.keys()].filter((file) => !before.files.has(file)).length;

  const server = await startRealServer({ ...fresh, SEED_DEMO: "0" }, { cwd: clone });
  const home = await fetch(`${server.origin}/`);
  const projects = await fetch(`${server.origin}/projects`);
  const servedAt = performance.now();
  await server.stop();

  console.log(`rows byte-identical:  ${sameRows} of ${rows}`);
  console.log(`files byte-identical: ${sameFiles} of ${before.files.size} (${extraFiles} extra)`);
  console.log(`restore (clone + restore:remote): ${((restoredAt - started) / 1000).toFixed(1)} s`);
  console.log(
    `until the restored site served / (${home.status}) and /projects (${projects.status}): ${seconds(started)} s (goal: under ${GOAL_S} s)`,
  );
  const ok =
    sameRows === rows &&
    sameFiles === before.files.size &&
    extraFiles === 0 &&
    home.status === 200 &&
    projects.status === 200 &&
    (servedAt - started) / 1000 < GOAL_S;
  console.log(ok ? "drill passed" : "drill FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
