// The 404 log: the paths asked for that are no page of the site, counted per day, people and bots apart (a bot
// says so, or sends no user agent). Bounded as the statistics' referrers are: past MAX_NOT_FOUND_PATHS_PER_DAY
// distinct paths in a day, a new one is counted as OTHER_VALUE, so a scanner trying thousands of addresses
// adds a few hundred rows a day, not one per request. Counted in memory, written with the page views.
import type { IncomingMessage, ServerResponse } from "node:http";

import type SQLite from "better-sqlite3";

import { db } from "~/.server/db/db";
import { log } from "~/.server/log";

import { personLooking } from "./classify";
import { OTHER_VALUE } from "./counter";
import { dayOf } from "./visitors";

export const MAX_NOT_FOUND_PATHS_PER_DAY = 300;
/** Longer paths are a scanner's, not a lost link: not counted. */
const MAX_PATH_LENGTH = 200;
/** The admin's own pages and the site's files are not what a visitor's lost link asks for. */
const NOT_LOGGED = /^\/(?:admin|assets)(?:\/|$)/;

export function createNotFoundLog(sqlite: SQLite.Database, now = () => new Date()) {
  /** Today's hits by "bot path" ("0 /old-page", "1 /wp-login.php"). */
  let counts = new Map<string, number>();
  let keptDay = "";
  let kept = new Set<string>();
  const keptToday = sqlite.prepare<[string, number], { path: string }>(
    "SELECT DISTINCT path FROM not_found_paths WHERE day = ? LIMIT ?",
  );

  /** Counts one 404 of `path` on `day`: itself, or OTHER_VALUE once the day has its share of distinct paths. */
  function count(day: string, path: string, bot: boolean) {
    if (day !== keptDay) {
      keptDay = day;
      kept = new Set(keptToday.all(day, MAX_NOT_FOUND_PATHS_PER_DAY).map((row) => row.path));
    }
    if (!kept.has(path)) {
      if (kept.size >= MAX_NOT_FOUND_PATHS_PER_DAY) path = OTHER_VALUE;
      else kept.add(path);
    }
    const key = `${day} ${bot ? 1 : 0} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  /** Called for every request: a GET answered 404 is counted once it has been sent. */
  function observe(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" || !req.url) return;
    const path = req.url.split("?")[0].replace(/\.data$/, "");
    if (path.length > MAX_PATH_LENGTH || NOT_LOGGED.test(path)) return;
    const bot = personLooking(req) === null;
    const countIf404 = () => {
      if (res.statusCode === 404) count(dayOf(now()), path, bot);
    };
    if (res.writableEnded) countIf404();
    else res.once("finish", countIf404);
  }

  const upsert = sqlite.prepare(`INSERT INTO not_found_paths (day, bot, path, hits) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path, bot) DO UPDATE SET hits = hits + excluded.hits`);
  const write = sqlite.transaction((rows: Map<string, number>) => {
    for (const [key, hits] of rows) {
      const [day, bot, ...path] = key.split(" ");
      upsert.run(day, Number(bot), path.join(" "), hits);
    }
  });

  /** Adds the counts so far to the table; kept for the next flush if the write fails. */
  function flush() {
    if (counts.size === 0) return;
    try {
      write(counts);
    } catch (error) {
      log("error", "404 log could not be saved; kept for the next try", { error: String(error) });
      return;
    }
    counts = new Map();
  }

  return { observe, count, flush };
}

export type NotFoundLog = ReturnType<typeof createNotFoundLog>;

export interface NotFoundPath {
  path: string;
  people: number;
  bots: number;
}

/** The paths most asked for since `fromDay`, people's first, at most `limit` of them. */
export async function topNotFound(fromDay: string, limit: number): Promise<NotFoundPath[]> {
  return db
    .selectFrom("not_found_paths")
    .select((eb) => [
      "path",
      eb.fn.sum<number>(eb.case().when("bot", "=", 0).then(eb.ref("hits")).else(0).end()).as("people"),
      eb.fn.sum<number>(eb.case().when("bot", "=", 1).then(eb.ref("hits")).else(0).end()).as("bots"),
    ])
    .where("day", ">=", fromDay)
    .groupBy("path")
    .orderBy("people", "desc")
    .orderBy("bots", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
}
