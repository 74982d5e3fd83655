import fs from "node:fs";

import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, on CI or here: a test that passes only the second time is a failure to fix.
  retries: 0,
  // Each worker starts its own server on a copy of the seeded demo (tests/e2e/fixtures.ts).
  globalSetup: "./tests/setup/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
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
});
