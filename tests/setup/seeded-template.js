// A seeded database and uploads folder to copy from, copied for each Playwright worker and each benchmark.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { runOnce } from "../../scripts/lib/run-once.js";

const root = path.resolve("tests/.tmp");

/**
 * Seeding draws and encodes ~80 images (about a minute with AVIF): do it once per version of
 * the seed code and copy the result into each run, which then starts in a second.
 */
export function seededTemplate() {
  const sources = [
    "app/.server/demo",
    "app/.server/demo/draw",
    "app/.server/storage",
    "app/.server/images",
    "app/utils/media.ts",
    "db/migrations",
  ];
  const hash = crypto.createHash("sha256");
  for (const source of sources) {
    const files = fs.statSync(source).isDirectory()
      ? fs
          .readdirSync(source)
          .sort()
          .map((f) => path.join(source, f))
          .filter((f) => fs.statSync(f).isFile() && !f.endsWith(".test.ts"))
      : [source];
    for (const file of files) hash.update(file).update(fs.readFileSync(file));
  }
  const template = path.join(root, `template-${hash.digest("hex").slice(0, 12)}`);
  const ready = path.join(template, "ready");
  fs.mkdirSync(root, { recursive: true });
  // Test files running side by side may all ask at once: one seeds, the others wait for it.
  runOnce(
    `${template}.lock`,
    () => fs.existsSync(ready),
    () => {
      for (const old of fs.readdirSync(root)) {
        if (old.startsWith("template-") && !old.endsWith(".lock"))
          fs.rmSync(path.join(root, old), { recursive: true, force: true });
      }
      execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          DATABASE_PATH: path.join(template, "data.sqlite"),
          UPLOADS_DIR: path.join(template, "uploads"),
          NODE_ENV: "test",
          SESSION_SECRET: "x".repeat(32),
        },
      });
      fs.writeFileSync(ready, "");
    },
  );
  return template;
}

/**
 * Copies the template's database and uploads folder to these paths (a fresh demo site).
 * @param {string} databasePath
 * @param {string} uploadsDir
 */
export function copySeededTemplate(databasePath, uploadsDir) {
  const template = seededTemplate();
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  fs.copyFileSync(path.join(template, "data.sqlite"), databasePath);
  fs.cpSync(path.join(template, "uploads"), uploadsDir, { recursive: true });
}

// `node tests/setup/seeded-template.js` (npm run test:template): made ahead, beside npm test's other first steps.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) seededTemplate();
