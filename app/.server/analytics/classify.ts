// Which requests are a visitor's view of a public page, and what of it is kept: the page, its
// language, the device class, the referring site and the campaign. Pure: it reads the request only.
import { isbot } from "isbot";

import { SESSION_COOKIE_NAMES } from "~/.server/auth/session-token";
import { isPublicPagePath, splitLanguagePath } from "~/utils/languages";

export type DeviceClass = "phone" | "tablet" | "desktop";

export interface PageView {
  path: string;
  language: string;
  device: DeviceClass;
  /** The referring site's host name (without www.), or null for none or the site itself. */
  referrer: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
}

export interface RequestFacts {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Headers by which browsers mark a prefetch or prerender: not a view (yet). */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];
const session = SESSION_COOKIE_NAMES.map((name) => new RegExp(`(?:^|;\\s*)${name.replace(/[^\w-]/g, "\\$&")}=`));
const MAX_VALUE_LENGTH = 100;

const header = (req: RequestFacts, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
};

/**
 * The page view this request is, or null when it is not one to count: not a GET (HEAD included),
 * a bot or no user agent, a prefetch or prerender, an admin's browser (a session cookie), a
 * preview link, or not a public page. `siteHost` is SITE_URL's host, whose links are not referrers.
 */
export function classifyView(
  req: RequestFacts,
  siteHost: string | null = null,
  languages: readonly string[] = ["en"],
): PageView | null {
  const device = personLooking(req);
  if (!device || !req.url || signedIn(req)) return null;

  const queryAt = req.url.indexOf("?");
  let pathname = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  const query = queryAt === -1 ? null : new URLSearchParams(req.url.slice(queryAt + 1));
  if (query?.has("preview")) return null;
  // Remix's data requests (a navigation with JavaScript): /_root.data is the home page, /studio.data /studio.
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  // The public pages, by path without a language prefix (an unknown prefix is no page). Anything else is not
  // counted: the admin, share and preview links, files, feeds, the health check.
  const { lang: language, path } = splitLanguagePath(pathname, languages);
  if (path.length > 200 || !isPublicPagePath(path)) return null;

  return {
    path,
    language,
    device,
    referrer: referrerHost(header(req, "referer"), [header(req, "host"), header(req, "x-forwarded-host"), siteHost]),
    utmSource: cleanValue(query?.get("utm_source")),
    utmCampaign: cleanValue(query?.get("utm_campaign")),
  };
}

/**
 * The device class of a person looking at what this request asks for, or null when no one is: not a GET
 * (a HEAD only asks whether it is there), a bot or link scanner that says so, no user agent, or a
 * prefetch or prerender the person may never look at.
 */
export function personLooking(req: RequestFacts): DeviceClass | null {
  if (req.method !== "GET") return null;
  const agent = header(req, "user-agent");
  const device = agent ? deviceOf(agent) : null;
  if (!device) return null;
  if (PURPOSE_HEADERS.some((name) => req.headers[name] !== undefined && /prefetch|prerender/i.test(header(req, name))))
    return null;
  return device;
}

/**
 * The device class of the browser sending a report of a page it showed (its Web Vitals, a POST), or null when it is
 * not counted, as a view would not be: a bot or no user agent, or an admin's browser (a session cookie).
 */
export function reportingVisitor(req: RequestFacts): DeviceClass | null {
  const agent = header(req, "user-agent");
  const device = agent ? deviceOf(agent) : null;
  return device && !signedIn(req) ? device : null;
}

/** Whether the request carries the session cookie: an admin's browser (or one holding a flashed toast). */
function signedIn(req: RequestFacts): boolean {
  const cookie = header(req, "cookie");
  return Boolean(cookie) && session.some((re) => re.test(cookie));
}

/**
 * A user agent's device class, or null for a bot. Remembered per user agent (few distinct ones make most
 * traffic, and isbot's pattern is long); the memory is emptied when it holds too many.
 */
const agents = new Map<string, DeviceClass | null>();
const MAX_AGENTS_REMEMBERED = 1_000;

function deviceOf(agent: string): DeviceClass | null {
  let device = agents.get(agent);
  if (device === undefined) {
    if (agents.size >= MAX_AGENTS_REMEMBERED) agents.clear();
    device = isbot(agent) ? null : deviceClass(agent);
    agents.set(agent, device);
  }
  return device;
}

/** Phone, tablet or desktop, from the user agent alone (an iPad asking for the desktop site says it is a Mac). */
function deviceClass(agent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return "phone";
  return "desktop";
}

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");

function referrerHost(referer: string, ownHosts: (string | null)[]): string | null {
  if (!referer) return null;
  let host: string;
  try {
    host = bareHost(new URL(referer).hostname);
  } catch {
    return null;
  }
  if (!host || ownHosts.some((own) => own && bareHost(own.split(",")[0].trim()) === host)) return null;
  return host.slice(0, MAX_VALUE_LENGTH);
}

/** A campaign value as kept: trimmed, lower case, printable, at most 100 characters. */
function cleanValue(value: string | null | undefined): string | null {
  const clean = value
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, MAX_VALUE_LENGTH);
  return clean || null;
}
