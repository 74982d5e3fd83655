// Each page's live tables are found from its URL the way the browser finds them: Remix's own file
// routing picks the routes a URL matches, and the live hook reads their handles. A route renamed
// or moved without its declaration fails here instead of silently losing live refresh.
import path from "node:path";

import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";

import { LIVE_TABLES, liveTablesOf } from "./live-tables";

type RouteNode = Parameters<typeof matchRoutes>[0][number];

// The same route files the app's build reads (vite.config.ts ignores these two patterns too).
const manifest = flatRoutes(path.resolve("app"), ["**/*.css.ts", "**/*.test.ts"]);
const childrenOf = (parentId: string): RouteNode[] =>
  Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route): RouteNode =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: childrenOf(route.id) },
    );
const tree: RouteNode[] = [{ id: "root", path: "", children: childrenOf("root") }];

const handleOf = async (file: string): Promise<unknown> =>
  ((await import(/* @vite-ignore */ path.resolve("app", file))) as { handle?: unknown }).handle;

async function tablesOf(url: string): Promise<string[]> {
  const matches = matchRoutes(tree, url) ?? [];
  const handles = await Promise.all(
    matches.map(({ route }) => (route.id === "root" ? undefined : handleOf(manifest[route.id!].file))),
  );
  return [...liveTablesOf(handles)].sort();
}

describe("the live tables of a page, found from its URL", () => {
  it.each([
    ["/", ["homepage", "projects"]],
    ["/projects", ["projects"]],
    ["/projects/architecture", ["projects"]],
    ["/projects/detail/courtyard-house", ["press", "projects"]],
    ["/studio", ["studio"]],
    ["/career", ["career"]],
    ["/contact-us", ["contact"]],
    ["/admin/pages/home", ["homepage"]],
    ["/admin/pages/studio", ["studio"]],
    ["/admin/projects", ["drafts", "projects"]],
    ["/admin/pages/career", ["career"]],
    ["/admin/pages/contact", ["contact"]],
  ])("%s shows %j", async (url, tables) => {
    expect(await tablesOf(url)).toEqual(tables);
  });

  it("a page that shows no content table is refreshed by none", async () => {
    expect(await tablesOf("/admin/inbox")).toEqual([]);
    // (A single unknown segment, /no-such-page, is the home's optional language segment, whose loader answers 404.)
    expect(await tablesOf("/no-such/page")).toEqual([]);
  });

  it("every table the server announces is shown by some page", async () => {
    const shown = new Set<string>();
    for (const route of Object.values(manifest)) {
      for (const table of liveTablesOf([await handleOf(route.file)])) shown.add(table);
    }
    expect([...shown].sort()).toEqual([...LIVE_TABLES].sort());
  });
});
