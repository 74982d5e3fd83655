// What a shared cache in front may do with a response: the tags it keeps a page under, how long it keeps it
// (CDN-Cache-Control, RFC 9213: long, since every change purges; stale while it refetches or when the app is
// down), while browsers keep revalidating every time. A request that may be personal gets nothing shared.
import { SESSION_COOKIE_NAMES } from "~/.server/auth/session-token";

import { TAGS } from "./tags";

/** A day kept; a purge ends it sooner. */
const SHARED_MAX_AGE_S = 24 * 60 * 60;
/** Served stale this long while the fresh copy is fetched: the first visitor after a purge waits, none other. */
const STALE_WHILE_REVALIDATE_S = 60;
/** Served stale this long while the app answers errors or not at all: a restart or a crash goes unseen. */
const STALE_IF_ERROR_S = 7 * 24 * 60 * 60;

export const SHARED_CACHE_CONTROL = `max-age=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;

/** Varnish and Fastly read space-separated keys, Cloudflare comma-separated tags. */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  return { "Surrogate-Key": tags.join(" "), "Cache-Tag": tags.join(",") };
}

/** A public upload's shared headers (server.js): kept as a page is, purged with everything or all uploads. */
export const UPLOAD_HEADERS = { ...tagHeaders([TAGS.site, TAGS.uploads]), "CDN-Cache-Control": SHARED_CACHE_CONTROL };

/**
 * An admin's redirect's headers (server.js): kept as a page is, purged with everything when redirects change
 * (a page that stood at the old path goes too); browsers ask again after a few minutes, so a removed one ends.
 */
export const REDIRECT_HEADERS = {
  ...tagHeaders([TAGS.site]),
  "CDN-Cache-Control": SHARED_CACHE_CONTROL,
  "Cache-Control": "public, max-age=300",
};

const PERSONAL = SESSION_COOKIE_NAMES.map((name) => new RegExp(`(?:^|;\\s*)${name.replace(/[^\w-]/g, "\\$&")}=`));
const SHARED_HEADERS = ["Surrogate-Key", "Cache-Tag", "CDN-Cache-Control"];

/**
 * The shared cache's headers of a page or its data (entry.server.tsx): a public answer gets the long shared
 * lifetime; an answer to a signed-in request is private, so no cache keeps what a session may change.
 */
export function shareableHeaders(request: Request, headers: Headers): void {
  const cookie = request.headers.get("Cookie") ?? "";
  const isPublic = /\bpublic\b/.test(headers.get("Cache-Control") ?? "");
  if (isPublic && PERSONAL.some((re) => re.test(cookie))) {
    headers.set("Cache-Control", "private, no-store");
    for (const name of SHARED_HEADERS) headers.delete(name);
  } else if (isPublic && headers.has("Surrogate-Key")) {
    headers.set("CDN-Cache-Control", SHARED_CACHE_CONTROL);
  } else {
    for (const name of SHARED_HEADERS) headers.delete(name);
  }
}
