// The Remix plugin here stands in for the classic compiler's remix.config.js.
import path from "node:path";

import { UNSAFE_flatRoutes as flatRoutes, vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { isAdminRoute } from "./app/utils/route-policy";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const IGNORED_ROUTE_FILES = ["**/*.css.ts", "**/*.test.ts"];
// The routes as Remix reads them from app/routes; the admin's are those under its layouts (app/utils/route-policy.ts).
const ROUTES = flatRoutes(path.resolve("app"), IGNORED_ROUTE_FILES);
const fileOf = (route: { file: string }) => path.resolve("app", route.file);
const ROUTE_OR_ROOT = new Set([path.resolve("app/root.tsx"), ...Object.values(ROUTES).map(fileOf)]);
const ADMIN_ROUTE = new Set(
  Object.values(ROUTES)
    .filter((route) => isAdminRoute(ROUTES, route.id))
    .map(fileOf),
);

/**
 * Every style module (vanilla-extract `*.css.ts` and what it emits, and the font's @font-face rules) in one
 * chunk, so a public page has one render-blocking stylesheet instead of one per component (Lighthouse counted
 * nine on home); styles only admin routes reach go in a second one.
 */
function styleChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (id.includes("/@fontsource")) return "styles";
  if (!id.includes(".css.ts")) return undefined;
  const seen = new Set<string>();
  const reachesPublicRoute = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    if (ROUTE_OR_ROOT.has(module)) return !ADMIN_ROUTE.has(module);
    return (getModuleInfo(module)?.importers ?? []).some(reachesPublicRoute);
  };
  return reachesPublicRoute(id) ? "styles" : "admin-styles";
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    remix({
      ignoredRouteFiles: IGNORED_ROUTE_FILES,
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
  build: { target: "es2022", rollupOptions: { output: { manualChunks: styleChunk } } },
  ssr: { noExternal: ["@fontsource-variable/montserrat"] },
});
