// Referrers and campaigns come from the request: a flood of new ones adds a bounded number of rows a day,
// the rest summed under "(other)", and a restart does not reset the day's count.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, expect, it } from "vitest";

import { type DB, migrateToLatest, openDatabase } from "~/.server/db/db";

import { createViewCounter, MAX_VALUES_PER_DAY, OTHER_VALUE } from "./counter";
import { DailyVisitors } from "./visitors";

const now = new Date("2026-11-23T09:00:00Z");
const view = (referrer: string, utmCampaign: string | null = null) =>
  ({ path: "/studio", language: "en", device: "desktop", referrer, utmSource: null, utmCampaign }) as const;

let dir: string;
let database: ReturnType<typeof openDatabase>;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-cap-"));
  database = openDatabase(path.join(dir, "stats.sqlite"));
  await migrateToLatest(database.db as DB);
});
afterEach(async () => {
  await database.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const counterOf = () =>
  createViewCounter({ sqlite: database.sqlite, addressOf: () => "", now: () => now, visitors: new DailyVisitors() });
const rows = (dimension: string) =>
  database.sqlite
    .prepare("SELECT value, views FROM analytics_dimensions WHERE dimension = ? ORDER BY value")
    .all(dimension) as { value: string; views: number }[];

it("keeps a day's first referrers and campaigns and sums the flood past them as (other)", () => {
  const counter = counterOf();
  const flood = MAX_VALUES_PER_DAY + 700;
  for (let i = 0; i < flood; i++)
    counter.count(view(`spam-${i}.example`, `campaign-${i}`), `198.51.100.${i % 250}`, "A");
  counter.flush();
  for (const dimension of ["referrer", "utm_campaign"]) {
    const kept = rows(dimension);
    expect(kept).toHaveLength(MAX_VALUES_PER_DAY + 1);
    expect(kept.find((row) => row.value === OTHER_VALUE)?.views).toBe(700);
    expect(kept.reduce((sum, row) => sum + row.views, 0)).toBe(flood);
  }
});

it("still counts a value it kept under its name after a restart, and a new one as (other)", () => {
  const first = counterOf();
  for (let i = 0; i < MAX_VALUES_PER_DAY; i++) first.count(view(`site-${i}.example`), "198.51.100.1", "A");
  first.flush();
  const restarted = counterOf();
  restarted.count(view("site-7.example"), "198.51.100.2", "A");
  restarted.count(view("new.example"), "198.51.100.3", "A");
  restarted.flush();
  const kept = rows("referrer");
  expect(kept.find((row) => row.value === "site-7.example")?.views).toBe(2);
  expect(kept.find((row) => row.value === OTHER_VALUE)?.views).toBe(1);
  expect(kept.some((row) => row.value === "new.example")).toBe(false);
});
