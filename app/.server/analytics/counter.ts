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
  now?: () => Date;
  /** The daily salt and the visitors seen today (a test passes its own to read the hashes). */
  visitors?: DailyVisitors;
}

export function createViewCounter({ sqlite, addressOf, siteHost = null, now = () => new Date(), visitors = new DailyVisitors() }: CounterOptions) {
  let days = new Map<string, DaySums>();
  let pages = new Map<string, { day: string; path: string; views: number; visitors: number }>();
  let dimensions = new Map<string, { day: string; path: string; dimension: string; value: string; views: number }>();

  const daySums = (day: string) => {
    let sums = days.get(day);
    if (!sums) days.set(day, (sums = { views: 0, visitors: 0, applications: 0, messages: 0 }));
    return sums;
  };

  function addDimension(day: string, path: string, dimension: string, value: string | null) {
    if (value === null) return;
    const key = `${day}\n${path}\n${dimension}\n${value}`;
    const sums = dimensions.get(key);
    if (sums) sums.views++;
    else dimensions.set(key, { day, path, dimension, value, views: 1 });
  }

  /** Adds one counted view of `view` by the visitor at `address` with `userAgent`. */
  function count(view: PageView, address: string, userAgent: string, at = now()) {
    const day = dayOf(at);
    const first = visitors.firstViews(address, userAgent, view.path, at);
    const site = daySums(day);
    site.views++;
    if (first.site) site.visitors++;
    const key = `${day}\n${view.path}`;
    const page = pages.get(key) ?? { day, path: view.path, views: 0, visitors: 0 };
    pages.set(key, page);
    page.views++;
    if (first.page) page.visitors++;
    addDimension(day, view.path, "referrer", view.referrer);
    addDimension(day, view.path, "utm_source", view.utmSource);
    addDimension(day, view.path, "utm_campaign", view.utmCampaign);
    addDimension(day, view.path, "language", view.language);
    addDimension(day, view.path, "device", view.device);
  }

  /**
   * Called once per request, before anything answers it (the page cache included): a request that
   * is a view of a public page is counted when its answer is a page (200, or 304 to a browser that
   * has it), never before.
   */
  function observe(req: IncomingMessage, res: ServerResponse) {
    const view = classifyView(req, siteHost);
    if (!view) return;
    const address = addressOf(req);
    const userAgent = req.headers["user-agent"] ?? "";
    res.once("finish", () => {
      if (res.statusCode === 200 || res.statusCode === 304) count(view, address, userAgent);
    });
  }

  /** A career application or contact message received, not spam. */
  function convert(kind: Conversion, at = now()) {
    daySums(dayOf(at))[kind === "application" ? "applications" : "messages"]++;
  }

  const upsertDay = sqlite.prepare(`INSERT INTO analytics_days (day, views, visitors, applications, messages) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors,
      applications = applications + excluded.applications, messages = messages + excluded.messages`);
  const upsertPage = sqlite.prepare(`INSERT INTO analytics_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`);
  const upsertDimension = sqlite.prepare(`INSERT INTO analytics_dimensions (day, path, dimension, value, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, path, dimension, value) DO UPDATE SET views = views + excluded.views`);
  const write = sqlite.transaction(() => {
    for (const [day, s] of days) upsertDay.run(day, s.views, s.visitors, s.applications, s.messages);
    for (const p of pages.values()) upsertPage.run(p.day, p.path, p.views, p.visitors);
    for (const d of dimensions.values()) upsertDimension.run(d.day, d.path, d.dimension, d.value, d.views);
  });

  /** Adds the sums so far to the database and starts new ones. Kept for the next flush if the write fails. */
  function flush() {
    if (days.size === 0) return;
    try {
      write();
    } catch (error) {
      log("error", "page views could not be saved; kept for the next try", { error: String(error) });
      return;
    }
    days = new Map();
    pages = new Map();
    dimensions = new Map();
  }

  return { observe, count, convert, flush };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
