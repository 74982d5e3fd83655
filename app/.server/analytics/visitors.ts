// Unique visitors per day without following anyone: a visitor is a SHA-256 of their address and user
// agent with a random salt that lives in memory for one UTC day and is then replaced, never
// written anywhere. Tomorrow the same visitor hashes to something unrelated, and no one (this
// process included) can recompute yesterday's hashes. The hashes themselves stay in memory too.
import crypto from "node:crypto";

import { isoDay } from "~/utils/dates";

const DAY_MS = 86_400_000;
let lastDay = { start: 0, end: 0, day: "" };

/** The UTC day of a moment, YYYY-MM-DD: the unit every count is kept in. (Remembered: formatting a date is slow for every view.) */
export function dayOf(at: Date): string {
  const ms = at.getTime();
  if (ms < lastDay.start || ms >= lastDay.end) {
    const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    lastDay = { start, end: start + DAY_MS, day: isoDay(start) };
  }
  return lastDay.day;
}

/**
 * Visitors remembered per day, site-wide and per page. Past it, views are still counted but a new
 * visitor no longer adds to the day's unique count: a flood of made-up user agents cannot grow
 * memory without bound.
 */
const MAX_VISITORS_REMEMBERED = 100_000;

type Firsts = Readonly<{ site: boolean; page: boolean }>;
/** The four answers, made once (this runs for every counted view). */
const FIRSTS: Firsts[][] = [false, true].map((site) => [false, true].map((page) => Object.freeze({ site, page })));

export class DailyVisitors {
  private day = "";
  private salt = "";
  /** Today's visitors, each with the pages they viewed. */
  private seen = new Map<string, Set<string>>();
  /** Visitors and their pages remembered today, against MAX_VISITORS_REMEMBERED. */
  private remembered = 0;
  /** The last visitor hashed on each connection: a browser sends its views down one kept-alive connection. */
  private lastOnConnection = new WeakMap<
    object,
    { salt: string; address: string; userAgent: string; visitor: string }
  >();

  /** The visitor's hash for the day of `at`: the same all day, unrelated to any other day's. */
  hash(address: string, userAgent: string, at: Date): string {
    this.turnTo(dayOf(at));
    // SHA-256 of a secret prefix and the fields (one call: this runs for every counted view).
    return crypto.hash("sha256", `${this.salt}\n${address}\n${userAgent}`, "base64url").slice(0, 16);
  }

  /**
   * Whether this is the visitor's first view of the site, and of this page, on the day of `at`.
   * `connection` (the request's socket) spares hashing again when the same visitor asks again on it.
   */
  firstViews(address: string, userAgent: string, path: string, at: Date, connection?: object): Firsts {
    this.turnTo(dayOf(at));
    const last = connection && this.lastOnConnection.get(connection);
    let visitor: string;
    if (last && last.salt === this.salt && last.address === address && last.userAgent === userAgent) {
      visitor = last.visitor;
    } else {
      visitor = this.hash(address, userAgent, at);
      if (connection) this.lastOnConnection.set(connection, { salt: this.salt, address, userAgent, visitor });
    }
    let pages = this.seen.get(visitor);
    const site = !pages && this.remembered < MAX_VISITORS_REMEMBERED;
    if (site) {
      this.seen.set(visitor, (pages = new Set()));
      this.remembered++;
    }
    const page = !!pages && !pages.has(path) && this.remembered < MAX_VISITORS_REMEMBERED;
    if (page) {
      pages!.add(path);
      this.remembered++;
    }
    return FIRSTS[site ? 1 : 0][page ? 1 : 0];
  }

  /** A new day: a new salt, and yesterday's salt and visitors forgotten. */
  private turnTo(day: string) {
    if (day === this.day) return;
    this.day = day;
    this.salt = crypto.randomBytes(32).toString("base64url");
    this.seen = new Map();
    this.remembered = 0;
  }
}
