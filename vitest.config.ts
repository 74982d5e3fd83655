import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the Remix plugin stays out of unit tests.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), tsconfigPaths()],
  test: {
    environment: "node",
    setupFiles: ["tests/setup/unit-env.ts"],
    pool: "forks",
    // Vitest's default in a run is one file fewer than the cores: on 2 cores, one file at a time. Most files
    // wait on something (a server process, restic, a timer) more than they compute, so two overlap well.
    maxWorkers: 2,
    // Memory tests measure live bytes after a collection.
    poolOptions: { forks: { execArgv: ["--expose-gc"] } },
    testTimeout: 30_000,
    // Two projects, so that `npm run test:unit` answers in seconds on a fresh clone: only the HTTP tests
    // wait for the build and the seeded template.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          // The build and the seeded template before any file of this project: making either inside a worker
          // blocks its event loop for a minute or more, and the worker's messages to vitest time out.
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});
