// Page views counted by the real server: once per visitor, page and day as unique; never a
// bot, a prefetch, a HEAD, an admin, a share or preview link; no cookie on a public page; and the
// visitor's address in no table and no log line.
import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { readRows } from "../setup/read-database";

// An address no other figure in the database or log could spell by chance.
const VISITOR = "127.83.191.207";
const OTHER = "127.83.7.99";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
}, 300_000);
afterAll(() => server?.stop());

const query = <T>(sql: string) => readRows<T>(server.databasePath, sql);

describe("counting page views", () => {
  it("counts a visitor's views, each page once a day as unique, and nothing else", async () => {
    const visit = (path: string, from = VISITOR, headers: Record<string, string> = {}) =>
      send(server, path, { from, headers: { "User-Agent": CHROME, ...headers } });
    const counted = [
      await visit("/"),
      await visit("/"),
      await visit("/studio"),
      // A navigation with JavaScript asks for the page's data.
      await visit("/studio.data"),
      await visit("/?utm_source=Newsletter&utm_campaign=autumn", OTHER, {
        Referer: "https://www.archdaily.com/some-article",
        "User-Agent": IPHONE,
      }),
    ];
    for (const reply of counted) {
      expect(reply.status).toBe(200);
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
    const cookie = await server.signIn();
    const notCounted = [
      await visit("/", VISITOR, {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
      await visit("/", VISITOR, { "User-Agent": "" }),
      await visit("/", VISITOR, { "Sec-Purpose": "prefetch" }),
      await visit("/studio", VISITOR, { "Sec-Purpose": "prefetch;prerender" }),
      await visit("/", VISITOR, { Purpose: "prefetch" }),
      await send(server, "/", { method: "HEAD", from: VISITOR, headers: { "User-Agent": CHROME } }),
      await visit("/", VISITOR, { Cookie: cookie }),
      await visit("/s/a-share-token"),
      await visit("/projects/detail/no-such-project"),
      await visit("/admin/login"),
      await visit("/robots.txt"),
    ];
    expect(notCounted.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 404, 404, 200, 200]);

    await vi.waitFor(
      () =>
        expect(query("SELECT day, views, visitors FROM analytics_days")).toEqual([
          { day: new Date().toISOString().slice(0, 10), views: 5, visitors: 2 },
        ]),
      { timeout: 15_000, interval: 250 },
    );
    expect(query("SELECT path, views, visitors FROM analytics_pages ORDER BY path")).toEqual([
      { path: "/", views: 3, visitors: 2 },
      { path: "/studio", views: 2, visitors: 1 },
    ]);
    expect(
      query(
        "SELECT path, dimension, value, views FROM analytics_dimensions WHERE dimension NOT IN ('language') ORDER BY path, dimension, value",
      ),
    ).toEqual([
      { path: "/", dimension: "device", value: "desktop", views: 2 },
      { path: "/", dimension: "device", value: "phone", views: 1 },
      { path: "/", dimension: "referrer", value: "archdaily.com", views: 1 },
      { path: "/", dimension: "utm_campaign", value: "autumn", views: 1 },
      { path: "/", dimension: "utm_source", value: "newsletter", views: 1 },
      { path: "/studio", dimension: "device", value: "desktop", views: 2 },
    ]);
    expect(
      query("SELECT path, value, views FROM analytics_dimensions WHERE dimension = 'language' ORDER BY path"),
    ).toEqual([
      { path: "/", value: "en", views: 3 },
      { path: "/studio", value: "en", views: 2 },
    ]);
  });

  it("writes the visitor's address to no table and no log line, even after the last flush on shutdown", async () => {
    await send(server, "/projects", { from: VISITOR, headers: { "User-Agent": CHROME } });
    process.kill(server.pid, "SIGTERM");
    await vi.waitFor(() => expect(() => process.kill(server.pid, 0)).toThrow(), { timeout: 15_000, interval: 100 });
    expect(query<{ views: number }>("SELECT views FROM analytics_pages WHERE path = '/projects'")).toEqual([
      { views: 1 },
    ]);
    const files = fs.readdirSync(server.dataDir).filter((name) => name.startsWith("data.sqlite"));
    expect(files).toContain("data.sqlite");
    for (const address of [VISITOR, OTHER]) {
      for (const name of files)
        expect(fs.readFileSync(`${server.dataDir}/${name}`).includes(address), `${address} in ${name}`).toBe(false);
      expect(server.output()).not.toContain(address);
    }
  });
});
