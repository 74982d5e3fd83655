// Redirects: only site-relative old paths and the site's own pages, one hop after any change (chains collapse
// both ways), no loop saved, each language's old path led to the page in its language.
import { beforeAll, beforeEach, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { type LiveEvent, subscribe } from "~/.server/live/bus";

import { checkOldPath, checkTarget } from "../../admin/redirect-paths";
import { deleteRedirect, listRedirects, loadRedirects, redirectFor, RedirectLoop, saveRedirects } from "./redirects";

const LANGS = ["en", "pt"];

beforeAll(() => migrateToLatest(db));
beforeEach(async () => {
  await db.deleteFrom("redirects").execute();
  await loadRedirects();
});

it("refuses old paths off the site, the home page and the admin, and new pages that are not the site's", () => {
  expect(checkOldPath("/Old-Page/", LANGS)).toEqual({ ok: true, path: "/old-page" });
  for (const bad of ["old", "//evil.example/x", "/a b", "/x?y=1", "/", "/pt/", "/admin/home", "/uploads/a.jpg"])
    expect(checkOldPath(bad, LANGS).ok, bad).toBe(false);
  expect(checkTarget("/pt/studio", LANGS)).toEqual({ ok: true, path: "/pt/studio" });
  expect(checkTarget("/projects?q=house", LANGS)).toEqual({ ok: true, path: "/projects?q=house" });
  expect(checkTarget("/old-page", LANGS, (path) => path === "/old-page")).toEqual({ ok: true, path: "/old-page" });
  for (const bad of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/./\\/evil",
    "/admin/home",
    "/nope",
  ])
    expect(checkTarget(bad, LANGS).ok, bad).toBe(false);
});

it("answers an old path in each language, with the query carried over, and forgets a deleted one", async () => {
  const events: LiveEvent[] = [];
  const stop = subscribe((event) => events.push(event));
  await saveRedirects([{ from: "/old", status: 301, to: "/studio" }], LANGS);
  stop();
  expect(events.map((e) => e.table)).toEqual(["redirects"]);
  expect(redirectFor("/OLD/?utm_source=x", LANGS)).toMatchObject({ status: 301, to: "/studio?utm_source=x" });
  expect(redirectFor("/pt/old", LANGS)).toMatchObject({ status: 301, to: "/pt/studio" });
  expect(redirectFor("/older", LANGS)).toBeNull();
  // A project's address (no renamed project's here) is saved as given.
  await saveRedirects([{ from: "/work", status: 301, to: "/pt/projects/detail/a-house" }], LANGS);
  expect(redirectFor("/work", LANGS)).toMatchObject({ to: "/pt/projects/detail/a-house" });
  expect(await deleteRedirect("/old")).toBe(true);
  expect(redirectFor("/old", LANGS)).toBeNull();
});

it("collapses chains both ways: to a redirected path, and from paths that led to a newly redirected one", async () => {
  await saveRedirects([{ from: "/b", status: 301, to: "/contact-us" }], LANGS);
  await saveRedirects([{ from: "/a", status: 301, to: "/b" }], LANGS);
  await saveRedirects([{ from: "/x", status: 301, to: "/pt/y" }], LANGS);
  await saveRedirects([{ from: "/y", status: 301, to: "/studio" }], LANGS);
  await saveRedirects([{ from: "/c", status: 301, to: "/d" }], LANGS);
  await saveRedirects([{ from: "/d", status: 410, to: null }], LANGS);
  expect(await listRedirects()).toMatchObject([
    { from: "/a", status: 301, to: "/contact-us" },
    { from: "/b", status: 301, to: "/contact-us" },
    { from: "/c", status: 410, to: null },
    { from: "/d", status: 410, to: null },
    { from: "/x", status: 301, to: "/pt/studio" },
    { from: "/y", status: 301, to: "/studio" },
  ]);
});

it("refuses a loop and saves nothing of its batch", async () => {
  await saveRedirects([{ from: "/a", status: 301, to: "/b" }], LANGS);
  await expect(
    saveRedirects(
      [
        { from: "/c", status: 301, to: "/studio" },
        { from: "/b", status: 301, to: "/a" },
      ],
      LANGS,
    ),
  ).rejects.toBeInstanceOf(RedirectLoop);
  expect((await listRedirects()).map((r) => r.from)).toEqual(["/a"]);
  expect(redirectFor("/c", LANGS)).toBeNull();
});
