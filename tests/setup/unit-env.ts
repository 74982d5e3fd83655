// Each test file gets its own SQLite file and uploads folder, before any app module reads the environment.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, vi } from "vitest";

// A worker runs the unit files one after another in one process (vitest.config.ts): each file starts from
// fresh app modules, and leaves behind neither its database handle nor any other object kept for the process.
vi.resetModules();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-unit-"));
process.env.NODE_ENV = "test";
process.env.DATABASE_PATH = path.join(dir, "test.sqlite");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123456789";
delete process.env.RESEND_API_KEY;
delete process.env.RESEND_BASE_URL;

afterAll(async () => {
  const { closeDatabase } = await import("~/.server/db/db");
  await closeDatabase();
  const { forgetSingletons } = await import("~/.server/db/singleton");
  forgetSingletons();
  fs.rmSync(dir, { recursive: true, force: true });
});
