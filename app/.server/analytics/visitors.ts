// Unique visitors per day without following anyone: a visitor is an HMAC of their address and user
// agent under a random salt that lives in memory for one UTC day and is then replaced, never
// written anywhere. Tomorrow the same visitor hashes to something unrelated, and no one (this
// process included) can recompute yesterday's hashes. The hashes themselves stay in memory too.
import crypto from "node:crypto";

/** The UTC day of a moment, YYYY-MM-DD: the unit every count is kept in. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Visitors remembered per day, site-wide and per page. Past it, views are still counted but a new
 * visitor no longer adds to the day's unique count: a flood of made-up user agents cannot grow
 * memory without bound.
 */
export const MAX_VISITORS_REMEMBERED = 100_000;

export class DailyVisitors {
  private day = "";
  private salt = Buffer.alloc(0);
  private site = new Set<string>();
  private pages = new Set<string>();

  /** The visitor's hash for the day of `at`: the same all day, unrelated to any other day's. */
  hash(address: string, userAgent: string, at: Date): string {
    this.turnTo(dayOf(at));
    return crypto.createHmac("sha256", this.salt).update(address).update("\n").update(userAgent).digest("base64url").slice(0, 16);
  }

  /** Whether this is the visitor's first view of the site, and of this page, on the day of `at`. */
  firstViews(address: string, userAgent: string, path: string, at: Date): { site: boolean; page: boolean } {
    const visitor = this.hash(address, userAgent, at);
    return { site: remember(this.site, visitor), page: remember(this.pages, `${visitor} ${path}`) };
  }

  /** A new day: a new salt, and yesterday's salt and visitors forgotten. */
  private turnTo(day: string) {
    if (day === this.day) return;
    this.day = day;
    this.salt = crypto.randomBytes(32);
    this.site = new Set();
    this.pages = new Set();
  }
}

function remember(seen: Set<string>, key: string): boolean {
  if (seen.has(key) || seen.size >= MAX_VISITORS_REMEMBERED) return false;
  seen.add(key);
  return true;
}
