// The benchmarks that load the app's modules in their own process: those modules read the environment
// when loaded, so a benchmark first points them at a folder of its own, then imports them (`await import`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A new temporary folder for this process's database and uploads (the caller deletes it when done). */
export function ownDataFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  process.env.DATABASE_PATH = path.join(dir, "bench.sqlite");
  process.env.UPLOADS_DIR = path.join(dir, "uploads");
  process.env.SESSION_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
  return dir;
}
