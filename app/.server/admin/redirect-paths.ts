// What an old path and a redirect's page may be: the checks every redirect passes, typed by hand or imported.
// Pure: the language list is passed in.
import { pathKey } from "~/.server/content/redirects/paths";
import { safeRedirect } from "~/.server/http/safe-redirect";
import { isPublicPagePath, splitLanguagePath } from "~/utils/languages";

/** Longest path kept (a redirect's either end): old sites' addresses are shorter. */
export const REDIRECT_PATH_MAX = 200;
/** Where no redirect may start: the admin, the site's files, its machinery. */
const RESERVED =
  /^\/(?:admin|assets|uploads|live|healthz|metrics|s|editHome|editStudio|editProject|editCareer|editContact)(?:[/.]|$)/i;

export type Checked = { ok: true; path: string } | { ok: false; error: string };

/** An old path as typed, checked: site-relative, not the home page nor a reserved area, not too long. */
export function checkOldPath(input: string, languages: readonly string[]): Checked {
  const typed = input.trim();
  // eslint-disable-next-line no-control-regex -- control characters and spaces are what it refuses
  if (!typed.startsWith("/") || typed.startsWith("//") || /[\u0000-\u0020\u007f\\]/.test(typed))
    return { ok: false, error: "An old path starts with / and is the part of the address after the site's name." };
  if (/[?#]/.test(typed)) return { ok: false, error: "An old path has no ? or # part." };
  const path = pathKey(typed);
  if (path === null || path.length > REDIRECT_PATH_MAX)
    return { ok: false, error: `An old path can be at most ${REDIRECT_PATH_MAX} characters.` };
  const { path: inLanguage } = splitLanguagePath(path, languages);
  if (inLanguage === "/") return { ok: false, error: "The home page cannot be redirected." };
  if (RESERVED.test(inLanguage))
    return { ok: false, error: "The admin's pages and the site's files cannot be redirected." };
  return { ok: true, path };
}

/**
 * A redirect's page as typed, checked: one of the site's public pages in any language, or an old path that
 * redirects itself (the chain is collapsed as it is saved); never another site.
 */
export function checkTarget(
  input: string,
  languages: readonly string[],
  isRedirected: (path: string) => boolean = () => false,
): Checked {
  const typed = input.trim();
  const safe = safeRedirect(typed, "");
  if (!safe || safe.length > REDIRECT_PATH_MAX)
    return { ok: false, error: "The new page must be a page of this site, starting with / (such as /studio)." };
  const key = pathKey(safe);
  if (key === null || !(isPublicPagePath(splitLanguagePath(key, languages).path) || isRedirected(key)))
    return { ok: false, error: "The new page must be one of the site's public pages (such as /studio or /projects)." };
  return { ok: true, path: safe.replace(/#.*$/, "") };
}
