// The 404 log: people and bots apart, a bounded number of paths a day with the rest as (other), a restart
// keeping the day's count.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, expect, it } from "vitest";

import { type DB, migrateToLatest, openDatabase } from "~/.server/db/db";

import { OTHER_VALUE } from "./counter";
import { createNotFoundLog, MAX_NOT_FOUND_PATHS_PER_DAY } from "./not-found";

const DAY = "2026-11-28";
let dir: string;
let database: ReturnType<typeof openDatabase>;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "not-found-"));
  database = openDatabase(path.join(dir, "log.sqlite"));
  await migrateToLatest(database.db as DB);
});
afterEach(async () => {
  await database.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rows = () =>
  database.sqlite.prepare("SELECT path, bot, hits FROM not_found_paths ORDER BY path, bot").all() as {
    path: string;
    bot: number;
    hits: number;
  }[];

it("counts people and bots apart, and a flood of new paths past the day's share as (other)", () => {
  const log = createNotFoundLog(database.sqlite);
  log.count(DAY, "/old", false);
  log.count(DAY, "/old", false);
  log.count(DAY, "/old", true);
  for (let i = 0; i < MAX_NOT_FOUND_PATHS_PER_DAY + 500; i++) log.count(DAY, `/scan-${i}`, true);
  log.flush();
  expect(rows().filter((r) => r.path === "/old")).toEqual([
    { path: "/old", bot: 0, hits: 2 },
    { path: "/old", bot: 1, hits: 1 },
  ]);
  expect(new Set(rows().map((r) => r.path)).size).toBe(MAX_NOT_FOUND_PATHS_PER_DAY + 1);
  expect(rows().find((r) => r.path === OTHER_VALUE)).toEqual({ path: OTHER_VALUE, bot: 1, hits: 501 });

  // After a restart, the day's paths so far still count against its share.
  const again = createNotFoundLog(database.sqlite);
  again.count(DAY, "/another-new-one", false);
  again.count(DAY, "/old", false);
  again.flush();
  expect(rows().some((r) => r.path === "/another-new-one")).toBe(false);
  expect(rows().find((r) => r.path === "/old" && r.bot === 0)?.hits).toBe(3);
});
