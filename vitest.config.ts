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
    pool: "forks",
    // Memory tests measure live bytes after a collection.
    poolOptions: { forks: { execArgv: ["--expose-gc"] } },
    testTimeout: 30_000,
  },
});
