// The Remix plugin here stands in for the classic compiler's remix.config.js.
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    remix({
      ignoredRouteFiles: ["**/*.css.ts", "**/*.test.ts"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  build: { target: "es2022" },
  ssr: { noExternal: ["@fontsource-variable/montserrat"] },
});
