// Playwright's web server: a fresh copy of a seeded database and uploads folder, the stand-in
// mail API, and the built app in production mode. One server is shared by every browser test.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "./e2e-admin.js";
import { seededCopy } from "./seeded-template.js";
import { startFakeResend } from "./fake-resend.js";
import { APP_PORT, MAIL_PORT } from "./ports.js";

const root = path.resolve("tests/.tmp");
// Runs that were killed before they could clean up.
for (const old of fs.existsSync(root) ? fs.readdirSync(root) : []) {
  if (old.startsWith("run-")) fs.rmSync(path.join(root, old), { recursive: true, force: true });
}
const dir = seededCopy("run");
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
