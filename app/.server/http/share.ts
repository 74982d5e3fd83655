// What every share-link response shares (docs/decisions/025): the link's check, its headers, the
// dead-link answer, and the view log. Pages and files under SHARE_PATH_PREFIX go through here.
import { redirect } from "@remix-run/node";

import { personLooking } from "~/.server/analytics/classify";
import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import { getUser } from "~/.server/auth/users";
import { liveLink, recordOpening, recordProjectView } from "~/.server/content/sharing/share-links";
import type { UploadRoute } from "~/.server/http/project-files";
import { createRateLimit } from "~/.server/runtime/rate-limit";

import { isVerified } from "./share-verified-cookie";

/** Dead share-link answers (never issued, revoked or expired alike) per address within LOGIN_WINDOW_MS. */
const SHARE_LINK_DEAD_TRIES_PER_IP = 30;
/** The URL prefix of every share link's page and file: one place for the request log's redaction. */
export const SHARE_PATH_PREFIX = "/s/";

/**
 * Personal: no browser, proxy, CDN or the page cache keeps it; no search engine lists it. (The site's
 * Referrer-Policy, strict-origin-when-cross-origin, already tells other sites only the origin.)
 */
export const SHARE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const deadTries = createRateLimit({ max: SHARE_LINK_DEAD_TRIES_PER_IP, windowMs: LOGIN_WINDOW_MS });

/** A link's own path, /s/<token>: its pages and files are under it. */
export const sharePath = (token: string) => `${SHARE_PATH_PREFIX}${token}`;

/**
 * The live link a token opens, for this request; else throws the dead-link answer. A link that verifies its
 * recipient opens only with its own cookie: without it, the request goes to the link's code page (decision 068).
 */
export async function openLink(token: string, clientIp: string, request: Request) {
  const link = await findLink(token, clientIp);
  if (!link.verifyRecipient || (await isVerified(request, SHARE_PATH_PREFIX, link))) return link;
  // Where to go on, relative to the link: a query holding the token would escape the log's redaction of it.
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf(token);
  const next = at < 0 ? "" : pathname.slice(at + token.length);
  const query = next ? `?${new URLSearchParams({ next })}` : "";
  throw redirect(`${sharePath(token)}/verify${query}`, { headers: SHARE_HEADERS });
}

/**
 * The live link a token opens, verified or not (the code page's own use); else throws the dead-link answer. A token
 * never issued, a revoked and an expired one take the same query and get the same 404 (a 429 once an address has
 * had too many).
 */
export async function findLink(token: string, clientIp: string) {
  const link = await liveLink(token);
  if (link) return link;
  const throttled = !deadTries.hit(clientIp);
  throw new Response(null, { status: throttled ? 429 : 404, headers: SHARE_HEADERS });
}

/**
 * Counts what a recipient opened. Not counted: an admin checking the link while signed in, the page asked again
 * from itself, and what no person looks at (a mail or chat app's link scanner, a HEAD, a prefetch), which
 * would report an opening the recipient never made.
 */
export async function recordView(request: Request, linkId: number, projectId?: number): Promise<void> {
  const facts = { method: request.method, headers: Object.fromEntries(request.headers) };
  if (!personLooking(facts) || fromItself(request) || (await getUser(request))) return;
  await (projectId === undefined ? recordOpening(linkId) : recordProjectView(linkId, projectId));
}

/**
 * The page asked again by itself: after one of its own posts (the redirect back, a fetcher's reload of its data)
 * or a reload. The recipient is still on the page they opened; it is not another opening.
 */
function fromItself(request: Request): boolean {
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return false;
  const from = new URL(referer);
  const to = new URL(request.url);
  return from.origin === to.origin && from.pathname === to.pathname;
}

/** Where a share link serves a project's upload: a private project's files answer nobody else. */
export const throughShareLink =
  (token: string): UploadRoute =>
  (uploadPath) =>
    `${SHARE_PATH_PREFIX}${token}/uploads/${uploadPath}`;
