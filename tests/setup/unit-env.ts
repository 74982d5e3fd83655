// Each test file gets its own SQLite file and uploads folder, before any app module reads the environment.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-unit-"));
process.env.NODE_ENV = "test";
process.env.DATABASE_PATH = path.join(dir, "test.sqlite");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123456789";
delete process.env.RESEND_API_KEY;
delete process.env.RESEND_BASE_URL;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
