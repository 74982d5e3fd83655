// An admin previewing the site at a later time (the Scheduled page's links): their page requests, and those
// alone, read the site as it will be then (content/history/preview-at.ts). The time rides in the signed session
// cookie, so it is honoured for a signed-in admin only and ends with the session; their pages are private,
// never kept by a cache, as every signed-in answer is.
import { commitCookieSession, getCookieSession } from "~/.server/auth/session";
import { readSession } from "~/.server/auth/users";
import { withPreviewAt } from "~/.server/content/history/preview-at";

/** The time (ms) this request's admin previews the site at, or null. */
export async function previewTimeOf(request: Request): Promise<number | null> {
  // The signed cookie first: an admin reading the site as it is costs no session lookup.
  const at: unknown = (await getCookieSession(request)).get("previewAt");
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  const signedIn = await readSession(request);
  return signedIn?.stage === "full" ? at : null;
}

/** The Set-Cookie header that starts (a time in ms) or ends (null) this admin's preview. */
export async function previewCookie(request: Request, at: number | null): Promise<string> {
  const session = await getCookieSession(request);
  if (at === null) session.unset("previewAt");
  else session.set("previewAt", at);
  return commitCookieSession(request, session);
}

/** A page or its data (`/projects.data`, `/_root.data`) as the page's own path. */
const pageOfRequest = (path: string) => path.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");

/**
 * Runs `work` (the app answering a request) on the site as it will be at the admin's preview time, when the
 * request reads a public page and carries a session that previews; as it is otherwise.
 */
export async function answerPreviewing(
  request: { url: string; method: string; cookie: string | undefined },
  isPublicPage: (path: string) => boolean,
  work: () => void,
): Promise<void> {
  const reads = request.method === "GET" || request.method === "HEAD";
  if (!reads || !request.cookie || !URL.canParse(request.url)) return work();
  if (!isPublicPage(pageOfRequest(new URL(request.url).pathname.toLowerCase()))) return work();
  const at = await previewTimeOf(new Request(request.url, { headers: { cookie: request.cookie } }));
  if (at === null) return work();
  await withPreviewAt(at, work);
}
