// Counting page views off the request path: each counted response adds to sums held in memory, and
// every few seconds (and on shutdown) one transaction adds them to the day's rows. No per-request
// row is ever written, so there is nothing raw to fold or delete later.
import type { IncomingMessage, ServerResponse } from "node:http";

import type SQLite from "better-sqlite3";

import { log } from "~/.server/log";

import { classifyView, type PageView } from "./classify";
import { DailyVisitors, dayOf } from "./visitors";

/** How often the sums in memory go to the database. */
export const FLUSH_INTERVAL_MS = 5_000;

export type Conversion = "application" | "message";

/**
 * Referrers and campaigns are whatever a request says: a stranger can send a new one with every request.
 * Past this many (page, value) rows of one such dimension in a day, a new value is counted as OTHER_VALUE,
 * so a flood adds a few hundred rows a day, not one per request, and the Statistics page stays quick.
 */
export const MAX_VALUES_PER_DAY = 300;
export const OTHER_VALUE = "(other)";
const CAPPED_DIMENSIONS = ["referrer", "utm_source", "utm_campaign"] as const;
type CappedDimension = (typeof CAPPED_DIMENSIONS)[number];

interface DaySums {
  views: number;
  visitors: number;
  applications: number;
  messages: number;
}

export interface CounterOptions {
  sqlite: SQLite.Database;
  /** The visitor's address as the rate limits see it (proxies per TRUST_PROXY, IPv6 by /64). */
  addressOf: (req: IncomingMessage) => string;
  /** SITE_URL's host: links from it are not referrers. */
  siteHost?: string | null;
  /** The site's languages, the default first: another language's pages are counted under /<code>/. */
  languages?: readonly string[];
  now?: () => Date;
  /** The daily salt and the visitors seen today (a test passes its own to read the hashes). */
  visitors?: DailyVisitors;
}

interface PageSums {
  views: number;
  visitors: number;
  /** Views by each dimension's value (referrer host, campaign, language, device). */
  dimensions: Map<string, Map<string, number>>;
}

interface DayBuffer {
  sums: DaySums;
  pages: Map<string, PageSums>;
}

export function createViewCounter({
  sqlite,
  addressOf,
  siteHost = null,
  languages = ["en"],
  now = () => new Date(),
  visitors = new DailyVisitors(),
}: CounterOptions) {
  // Nested by day and page (no composite string keys): this runs for every counted view.
  let buffer = new Map<string, DayBuffer>();

  function dayBuffer(day: string): DayBuffer {
    let entry = buffer.get(day);
    if (!entry)
      buffer.set(day, (entry = { sums: { views: 0, visitors: 0, applications: 0, messages: 0 }, pages: new Map() }));
    return entry;
  }

  // The (page, value) pairs of each capped dimension kept so far today: read once a day (a restart keeps the count).
  let cappedDay = "";
  const kept = new Map<CappedDimension, Set<string>>();
  const keptToday = sqlite.prepare<[string, string, number], { path: string; value: string }>(
    "SELECT path, value FROM analytics_dimensions WHERE day = ? AND dimension = ? LIMIT ?",
  );

  /** `value` as counted for `dimension` on `day`'s page `path`: itself, or OTHER_VALUE once the day's rows are many. */
  function capped(day: string, path: string, dimension: CappedDimension, value: string | null): string | null {
    if (value === null) return null;
    if (day !== cappedDay) {
      cappedDay = day;
      for (const name of CAPPED_DIMENSIONS)
        kept.set(name, new Set(keptToday.all(day, name, MAX_VALUES_PER_DAY).map((row) => `${row.path} ${row.value}`)));
    }
    const pairs = kept.get(dimension)!;
    const pair = `${path} ${value}`;
    if (pairs.has(pair)) return value;
    if (pairs.size >= MAX_VALUES_PER_DAY) return OTHER_VALUE;
    pairs.add(pair);
    return value;
  }

  function addDimension(page: PageSums, dimension: string, value: string | null) {
    if (value === null) return;
    let values = page.dimensions.get(dimension);
    if (!values) page.dimensions.set(dimension, (values = new Map()));
    values.set(value, (values.get(value) ?? 0) + 1);
  }

  /** Adds one counted view of `view` by the visitor at `address` with `userAgent`, asking on `connection`. */
  function count(view: PageView, address: string, userAgent: string, at = now(), connection?: object) {
    const dayKey = dayOf(at);
    const day = dayBuffer(dayKey);
    const first = visitors.firstViews(address, userAgent, view.path, at, connection);
    day.sums.views++;
    if (first.site) day.sums.visitors++;
    let page = day.pages.get(view.path);
    if (!page) day.pages.set(view.path, (page = { views: 0, visitors: 0, dimensions: new Map() }));
    page.views++;
    if (first.page) page.visitors++;
    addDimension(page, "referrer", capped(dayKey, view.path, "referrer", view.referrer));
    addDimension(page, "utm_source", capped(dayKey, view.path, "utm_source", view.utmSource));
    addDimension(page, "utm_campaign", capped(dayKey, view.path, "utm_campaign", view.utmCampaign));
    addDimension(page, "language", view.language);
    addDimension(page, "device", view.device);
  }

  /**
   * Called once per request: a request that is a view of a public page is counted when its answer is
   * a page (200, or 304 to a browser that has it), never before. An answer already sent (the page
   * cache's) is counted at once; otherwise when it has been sent.
   */
  function observe(req: IncomingMessage, res: ServerResponse) {
    const view = classifyView(req, siteHost, languages);
    if (!view) return;
    const address = addressOf(req);
    const userAgent = req.headers["user-agent"] ?? "";
    const countIfPage = () => {
      if (res.statusCode === 200 || res.statusCode === 304) count(view, address, userAgent, now(), req.socket);
    };
    if (res.writableEnded) countIfPage();
    else res.once("finish", countIfPage);
  }

  /** A career application or contact message received, not spam. */
  function convert(kind: Conversion, at = now()) {
    dayBuffer(dayOf(at)).sums[kind === "application" ? "applications" : "messages"]++;
  }

  const upsertDay =
    sqlite.prepare(`INSERT INTO analytics_days (day, views, visitors, applications, messages) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors,
      applications = applications + excluded.applications, messages = messages + excluded.messages`);
  const upsertPage = sqlite.prepare(`INSERT INTO analytics_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`);
  const upsertDimension =
    sqlite.prepare(`INSERT INTO analytics_dimensions (day, path, dimension, value, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, path, dimension, value) DO UPDATE SET views = views + excluded.views`);
  const write = sqlite.transaction((days: Map<string, DayBuffer>) => {
    for (const [day, { sums, pages }] of days) {
      upsertDay.run(day, sums.views, sums.visitors, sums.applications, sums.messages);
      for (const [path, page] of pages) {
        upsertPage.run(day, path, page.views, page.visitors);
        for (const [dimension, values] of page.dimensions)
          for (const [value, views] of values) upsertDimension.run(day, path, dimension, value, views);
      }
    }
  });

  /** Adds the sums so far to the database and starts new ones. Kept for the next flush if the write fails. */
  function flush() {
    if (buffer.size === 0) return;
    try {
      write(buffer);
    } catch (error) {
      log("error", "page views could not be saved; kept for the next try", { error: String(error) });
      return;
    }
    buffer = new Map();
  }

  return { observe, count, convert, flush };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
