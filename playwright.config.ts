import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { APP_PORT } from "./tests/setup/ports.js";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more and, if it then passes, is reported as "flaky": a flake is a
  // defect to fix, but it should not hide the rest of the run. Locally every failure counts.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      // Debian's Chromium where it is installed; Playwright's own browser elsewhere.
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "site", testIgnore: /(live-updates|page-cache)\.spec\.ts/ },
    // Live tests watch single-row content that the admin tests also edit: they run after them.
    { name: "live", testMatch: /(live-updates|page-cache)\.spec\.ts/, dependencies: ["site"] },
  ],
  webServer: {
    command: "node tests/setup/e2e-server.js",
    url: `http://localhost:${APP_PORT}/healthz`,
    reuseExistingServer: false,
    // The first run after a change to the seed code draws the demo content (about a minute).
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
