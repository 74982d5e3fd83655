// The Remix plugin here stands in for the classic compiler's remix.config.js.
import path from "node:path";

import { UNSAFE_flatRoutes as flatRoutes, vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin, type Rollup } from "vite";
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

const APP = `${path.resolve("app")}/`;
const ROOT = path.resolve("app/root.tsx");

/** The route modules (and root) that import a module, directly or through others. */
function routesReaching(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const climb = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (ROUTE_OR_ROOT.has(module)) routes.add(module);
    else for (const importer of getModuleInfo(module)?.importers ?? []) climb(importer);
  };
  climb(id);
  return routes;
}

/** Whether a module pulls in a form library (zod's schemas, conform): code only the form pages and the admin need. */
function pullsInForms(id: string, meta: Rollup.ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (/\/node_modules\/(zod|@conform-to)\//.test(id)) return true;
  if (id.includes("/node_modules/")) return false;
  return (meta.getModuleInfo(id)?.importedIds ?? []).some((module) => pullsInForms(module, meta, seen));
}

/**
 * Every style module (vanilla-extract `*.css.ts` and what it emits, and the font's @font-face rules) in one
 * chunk, so a public page has one render-blocking stylesheet instead of one per component (Lighthouse counted
 * nine on home); styles only admin routes reach go in a second one.
 */
function styleChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (id.includes("/@fontsource")) return "styles";
  if (!id.includes(".css.ts")) return undefined;
  return [...routesReaching(id, meta)].some((route) => !ADMIN_ROUTE.has(route)) ? "styles" : "admin-styles";
}

/**
 * The browser's scripts in a few chunks instead of one per module two routes share: a public page fetched and
 * compiled some twenty small scripts as it hydrated, each a task of its own on a busy phone (decision 040).
 * - React with react-dom, and Remix with its router (which imports React): the libraries every page's shell
 *   runs. Named, so that our chunk does not take them in; what only forms and the admin use (zod, conform)
 *   stays out.
 * - `site`: our modules the shell needs (root's), and those two or more public routes share, except what
 *   pulls in zod (the forms'). A module one route uses stays in that route's chunk.
 */
function browserChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  const style = styleChunk(id, meta);
  if (style) return style;
  const routes = routesReaching(id, meta);
  if (id.includes("/node_modules/")) {
    if (!routes.has(ROOT)) return undefined;
    return /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react" : "remix";
  }
  if (!id.startsWith(APP) || ROUTE_OR_ROOT.has(id)) return undefined;
  if (routes.has(ROOT)) return "site";
  const publicRoutes = [...routes].filter((route) => !ADMIN_ROUTE.has(route));
  return publicRoutes.length > 1 && !pullsInForms(id, meta) ? "site" : undefined;
}

/**
 * V8's explicit compile hint atop the framework's browser chunks: nearly all their functions run as the page
 * hydrates, so V8 compiles them while the file streams in, off the main thread, instead of one by one on first call
 * inside hydration's tasks (decision 044). Added after minification, which drops comments.
 */
const frameworkCompileHint: Plugin = {
  name: "framework-compile-hint",
  apply: "build",
  renderChunk: {
    order: "post",
    handler(code, chunk) {
      if (this.environment?.config.consumer === "server") return null;
      return chunk.name === "react" || chunk.name === "remix" ? `//# allFunctionsCalledOnLoad\n${code}` : null;
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
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
    frameworkCompileHint,
  ],
  build: {
    target: "es2022",
    rollupOptions: {
      output: { manualChunks: isSsrBuild ? styleChunk : browserChunk },
    },
  },
  ssr: { noExternal: ["@fontsource-variable/montserrat"] },
}));
