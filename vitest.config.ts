import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults, defineConfig } from "vitest/config";

const UNIT_TEST_FILES = ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"];
const INTEGRATION_TEST_FILES = "**/*.integration.test.ts";

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
    // The unit project runs in threads without isolation (tests/setup/unit-env.ts gives each file fresh modules).
    poolOptions: { forks: { execArgv: ["--expose-gc"] }, threads: { isolate: false } },
    testTimeout: 30_000,
    // Three projects, so that `npm run test:unit` answers in seconds on a fresh clone: the unit tests run in the
    // test process against code and a SQLite file; the integration tests run real programs (restic, ffmpeg, a server
    // process), encode real images or stream large bodies; only the HTTP tests wait for the build.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_TEST_FILES,
          exclude: [...configDefaults.exclude, INTEGRATION_TEST_FILES],
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [INTEGRATION_TEST_FILES],
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
