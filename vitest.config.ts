import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the Remix plugin stays out of unit tests.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/unit-env.ts"],
    // The build and the seeded template before any test file: making either inside a worker blocks its
    // event loop for a minute or more, and the worker's messages to vitest time out.
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    // Vitest's default in a run is one file fewer than the cores: on 2 cores, one file at a time. Most files
    // wait on something (a server process, restic, a timer) more than they compute, so two overlap well.
    maxWorkers: 2,
    // Memory tests measure live bytes after a collection.
    poolOptions: { forks: { execArgv: ["--expose-gc"] } },
    testTimeout: 30_000,
  },
});
