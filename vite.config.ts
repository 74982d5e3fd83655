// The Remix plugin here stands in for the classic compiler's remix.config.js.
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const ADMIN_ROUTE = /\/app\/routes\/(admin|edit)[^/]*(\/route\.tsx)?$/;
// A route is a file in app/routes or a folder there with its route.tsx (the folder also holds the route\'s handler and schema).
const ROUTE_OR_ROOT = /\/app\/(routes\/[^/]+(\/route)?|root)\.tsx$/;

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
    if (ROUTE_OR_ROOT.test(module)) return !ADMIN_ROUTE.test(module);
    return (getModuleInfo(module)?.importers ?? []).some(reachesPublicRoute);
  };
  return reachesPublicRoute(id) ? "styles" : "admin-styles";
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
  build: { target: "es2022", rollupOptions: { output: { manualChunks: styleChunk } } },
  ssr: { noExternal: ["@fontsource-variable/montserrat"] },
});
