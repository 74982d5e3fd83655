// The one check for a redirect target that comes from input (the login's redirectTo).

const BASE = "http://site.invalid";

/**
 * A path on this site to redirect to, or the fallback. The target is resolved as a browser would
 * (dot segments, `%2e`, repeated slashes) and judged after that: `/.//evil.example` resolves to
 * `//evil.example`, which a browser reads as another host. Backslashes, tabs, newlines and other
 * control characters (which browsers drop or read as `/`) have no place in our own paths.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin/home"): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (typeof to !== "string" || /[\u0000-\u0020\u007f\\]/.test(to)) return fallback;
  const path = normalised(to);
  // Once more: what we answer must be a fixed point, a path that resolves to itself.
  return path !== null && normalised(path) === path ? path : fallback;
}

function normalised(to: string): string | null {
  if (!to.startsWith("/") || to.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && !path.startsWith("//") ? path : null;
}
