import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_FLAGS, testChromiumPath } from "./scripts/lib/chromium";

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
    // No trace by default: recording one costs every test about a fifth of its time. To chase a failure,
    // run it again with `--trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: testChromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
});
