// The daily salt: a visitor is recognised all day, unrecognisable the next, and nothing the database
// holds (or this process keeps) lets anyone recompute a past day's hashes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { migrateToLatest, openDatabase } from "~/.server/db/db";

import { createViewCounter } from "./counter";
import { DailyVisitors } from "./visitors";

const ADDRESS = "203.0.113.57";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0";
const monday = new Date("2026-11-23T09:00:00Z");
const mondayNight = new Date("2026-11-23T23:59:00Z");
const tuesday = new Date("2026-11-24T00:01:00Z");

describe("the daily salt", () => {
  it("gives a visitor the same hash all day and a different one the next day", () => {
    const visitors = new DailyVisitors();
    const first = visitors.hash(ADDRESS, AGENT, monday);
    expect(visitors.hash(ADDRESS, AGENT, mondayNight)).toBe(first);
    expect(visitors.hash("203.0.113.58", AGENT, mondayNight)).not.toBe(first);
    const next = visitors.hash(ADDRESS, AGENT, tuesday);
    expect(next).not.toBe(first);
    // Yesterday's salt is gone, from memory too: asking for Monday again draws a new salt.
    expect(visitors.hash(ADDRESS, AGENT, monday)).not.toBe(first);
  });

  it("tells visitors apart on one connection (a proxy's), and sees a connection's visitor anew the next day", () => {
    const visitors = new DailyVisitors();
    const connection = {};
    expect(visitors.firstViews(ADDRESS, AGENT, "/", monday, connection)).toEqual({ site: true, page: true });
    expect(visitors.firstViews(ADDRESS, AGENT, "/", mondayNight, connection)).toEqual({ site: false, page: false });
    expect(visitors.firstViews(ADDRESS, AGENT, "/studio", mondayNight, connection)).toEqual({
      site: false,
      page: true,
    });
    expect(visitors.firstViews("203.0.113.58", AGENT, "/", mondayNight, connection)).toEqual({
      site: true,
      page: true,
    });
    expect(visitors.firstViews(ADDRESS, AGENT, "/", tuesday, connection)).toEqual({ site: true, page: true });
  });

  it("counts a visitor once a day per page, again the next day, and the database holds no salt, hash or address", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-"));
    const file = path.join(dir, "stats.sqlite");
    const { db, sqlite } = openDatabase(file);
    try {
      await migrateToLatest(db);
      let now = monday;
      const visitors = new DailyVisitors();
      const counter = createViewCounter({ sqlite, addressOf: () => ADDRESS, now: () => now, visitors });
      const view = {
        path: "/studio",
        language: "en",
        device: "desktop",
        referrer: null,
        utmSource: null,
        utmCampaign: null,
      } as const;
      const hashes = new Set<string>();
      for (const at of [monday, mondayNight, tuesday]) {
        now = at;
        counter.count(view, ADDRESS, AGENT);
        // The hash the counter used for this view (the same all day).
        hashes.add(visitors.hash(ADDRESS, AGENT, at));
      }
      counter.convert("application");
      counter.flush();
      expect(
        sqlite.prepare("SELECT day, views, visitors, applications FROM analytics_days ORDER BY day").all(),
      ).toEqual([
        { day: "2026-11-23", views: 2, visitors: 1, applications: 0 },
        { day: "2026-11-24", views: 1, visitors: 1, applications: 1 },
      ]);
      expect(sqlite.prepare("SELECT day, views, visitors FROM analytics_pages ORDER BY day").all()).toEqual([
        { day: "2026-11-23", views: 2, visitors: 1 },
        { day: "2026-11-24", views: 1, visitors: 1 },
      ]);
      // No column could hold a visitor: every text value in every table is a day, a path or a dimension's value.
      const columns = sqlite
        .prepare(
          "SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.name LIKE 'analytics%'",
        )
        .all() as { tbl: string; col: string }[];
      expect(columns.map((c) => c.col)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/hash|salt|address|ip|agent/)]),
      );
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      const bytes = fs.readFileSync(file);
      expect(bytes.includes(ADDRESS)).toBe(false);
      expect(bytes.includes(AGENT)).toBe(false);
      expect(hashes.size).toBe(2);
      for (const hash of hashes) expect(bytes.includes(hash)).toBe(false);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
