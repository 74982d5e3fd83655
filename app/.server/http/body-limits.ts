// How large a body each route may send. Each route declares its cap in its own module (its
// `policy`, app/utils/route-policy.ts); the table is built from the server build's routes when the
// server starts. server/edge.js enforces it while the body streams in, before any action reads it.
// A path no route claims gets the small cap, so a route without a cap can only be too strict, never unbounded.
import { getUser } from "~/.server/auth/users";
import { env } from "~/.server/env";
import { asksForJson } from "~/utils/admin-action";
import { pathIn, splitLanguagePath } from "~/utils/languages";
import { type BodyCap, bodyCaps, type PolicyRoute } from "~/utils/route-policy";
import { statusTexts, textsFor } from "~/utils/texts";
import { formatBytes } from "~/utils/upload-limits";

import { BODY_MIN_BYTES_PER_S, BODY_TIME_BASE_MS, SMALL_FORM_BODY_MAX_BYTES } from "./limits";

export interface BodyLimit {
  bytes: number;
  /** The whole body must have arrived by then (ms after the request began). */
  ms: number;
  json: boolean;
  /** The refusals are in the language of the page posted to (a path under /pt/: Portuguese). */
  tooLarge: string;
  tooSlow: string;
  /** The words of the page a browser posting without JavaScript gets (server/edge.js). */
  page: RefusalPage;
}

export interface RefusalPage {
  lang: string;
  home: string;
  back: string;
  titles: Record<number, string>;
}

/** The small page the server answers a refusal with, in the language of the page asked for; `statuses` it may answer. */
function refusalPage(lang: string, languages: readonly string[], statuses = [403, 408, 413]): RefusalPage {
  const texts = textsFor(lang);
  return {
    lang,
    home: pathIn(lang, "/", languages),
    back: texts.refusal.back,
    titles: Object.fromEntries(statuses.map((status) => [status, statusTexts(texts, status).title])),
  };
}

/** The refusal of a post sent from another site (403), in the language of the page it was sent to. */
export function crossSiteRefusal(url: URL): { message: string; page: RefusalPage } {
  const { languages } = env();
  const { lang } = splitLanguagePath(url.pathname, languages);
  return { message: textsFor(lang).formErrors.crossSite, page: refusalPage(lang, languages) };
}

/**
 * The server's own answer to what fails outside the app (server.js's error handler: a malformed address, 400; a
 * method a file does not take, 405; a missing file, 404; a failure, 500), in the language of the page asked for.
 */
export function statusRefusal(pathname: string, status: number): { message: string; page: RefusalPage } {
  const { languages } = env();
  const { lang } = splitLanguagePath(pathname, languages);
  return { message: statusTexts(textsFor(lang), status).text, page: refusalPage(lang, languages, [status]) };
}

/**
 * A request for a host name the site does not answer to (421, ALLOWED_HOSTS), in the language of the path asked for:
 * a stale link to another name of the server. Its link back leads to the site's own address when SITE_URL names it.
 */
export function unknownHostRefusal(pathname: string): { message: string; page: RefusalPage } {
  const { message, page } = statusRefusal(pathname, 421);
  const { siteUrl } = env();
  return { message, page: siteUrl ? { ...page, home: `${siteUrl}${page.home}` } : page };
}

/** The route a path names as Remix matches it: any case, decoded, no trailing slash, single-fetch ".data" off. */
export function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: matched as written, so it falls to the small cap.
  }
  const key = decoded
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return key === "/_root" || key === "" ? "/" : key;
}

/**
 * A path's cap: its route's by name, else the route whose pattern it fills (`/s/:token`: each `:param` one segment, as
 * Remix matches it).
 */
function capFinder(caps: Map<string, BodyCap>) {
  const segment = (part: string) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const patterns = [...caps]
    .filter(([path]) => path.includes("/:"))
    .map(([path, cap]) => [new RegExp(`^${path.split("/").map(segment).join("/")}$`), cap] as const);
  return (key: string) => caps.get(key) ?? patterns.find(([pattern]) => pattern.test(key))?.[1];
}

/** The edge's body limit for each request, from the caps the routes declare. */
export function bodyLimits(routes: Readonly<Record<string, PolicyRoute | undefined>>) {
  const capOf = capFinder(bodyCaps(routes));
  return async function bodyLimit(url: URL, headers: Headers): Promise<BodyLimit> {
    // A page in another language (/pt/career) has its default language's cap, and refuses in its own language.
    const { languages } = env();
    const { lang, path } = splitLanguagePath(url.pathname, languages);
    const listed = capOf(routeKey(path));
    // The admin's action checks the session before reading; checking it here too keeps strangers to the small cap.
    const signedIn = listed?.admin
      ? (await getUser(new Request(url, { headers: { cookie: headers.get("cookie") ?? "" } }))) !== null
      : true;
    const bytes = listed && signedIn ? listed.bytes : SMALL_FORM_BODY_MAX_BYTES;
    const texts = textsFor(lang);
    return {
      bytes,
      ms: BODY_TIME_BASE_MS + Math.ceil((bytes / BODY_MIN_BYTES_PER_S) * 1000),
      // A post sent with upload progress asks for JSON: its refusal comes as its action's outcomes do.
      json: Boolean(listed?.json) || asksForJson(headers),
      tooLarge: texts.formErrors.bodyTooLarge(formatBytes(bytes)),
      tooSlow: texts.formErrors.bodyTooSlow,
      page: refusalPage(lang, languages),
    };
  };
}
