// Playwright's web server: a fresh copy of a seeded database and uploads folder, the stand-in
// mail API, and the built app in production mode. One server is shared by every browser test.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "./e2e-admin.js";
import { startFakeResend } from "./fake-resend.js";
import { APP_PORT, MAIL_PORT } from "./ports.js";

const root = path.resolve("tests/.tmp");
const dir = path.join(root, `run-${Date.now()}`);

/**
 * Seeding draws and encodes ~80 images (about a minute with AVIF): do it once per version of
 * the seed code and copy the result into each run, which then starts in a second.
 */
function seededTemplate() {
  const sources = ["app/utils/seed.server.ts", "app/utils/seed-content.ts", "app/utils/demo-art.server.ts", "app/utils/storage.server.ts", "app/utils/media.ts", "db/migrations"];
  const hash = crypto.createHash("sha256");
  for (const source of sources) {
    const files = fs.statSync(source).isDirectory() ? fs.readdirSync(source).sort().map((f) => path.join(source, f)) : [source];
    for (const file of files) hash.update(file).update(fs.readFileSync(file));
  }
  const template = path.join(root, `template-${hash.digest("hex").slice(0, 12)}`);
  if (!fs.existsSync(path.join(template, "ready"))) {
    for (const old of fs.existsSync(root) ? fs.readdirSync(root) : []) {
      if (old.startsWith("template-")) fs.rmSync(path.join(root, old), { recursive: true, force: true });
    }
    fs.rmSync(template, { recursive: true, force: true });
    execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/seed.ts"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DATABASE_PATH: path.join(template, "data.sqlite"), UPLOADS_DIR: path.join(template, "uploads"), NODE_ENV: "test", SESSION_SECRET: "x".repeat(32) },
    });
    fs.writeFileSync(path.join(template, "ready"), "");
  }
  return template;
}

// Runs that were killed before they could clean up.
for (const old of fs.existsSync(root) ? fs.readdirSync(root) : []) {
  if (old.startsWith("run-")) fs.rmSync(path.join(root, old), { recursive: true, force: true });
}
const template = seededTemplate();
fs.mkdirSync(dir, { recursive: true });
fs.copyFileSync(path.join(template, "data.sqlite"), path.join(dir, "data.sqlite"));
fs.cpSync(path.join(template, "uploads"), path.join(dir, "uploads"), { recursive: true });
await startFakeResend(MAIL_PORT);

const app = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(APP_PORT),
    DATABASE_PATH: path.join(dir, "data.sqlite"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SESSION_SECRET: "e2e-session-secret-e2e-session-secret-0123",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_DEMO: "1",
    // The tests play many visitors from one machine, each with its own X-Forwarded-For.
    TRUST_PROXY: "1",
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: `http://127.0.0.1:${MAIL_PORT}`,
    MAIL_FROM: "Studio <studio@example.com>",
  },
});
const stop = () => app.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
