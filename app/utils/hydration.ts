// Which documents load their scripts at once, as Remix writes them, instead of after the load event
// (decision record 020).
import { isAdminHandle } from "./admin-route";

/**
 * For a page whose purpose is a form: a file chosen or a form sent before the page hydrates would
 * miss what the scripts add (the chosen file's link, checks before sending, upload progress).
 */
export const HYDRATE_AT_ONCE = { hydrateAtOnce: true } as const;

/** The admin's pages (their drop zones need scripts) and the form pages. */
export function hydratesAtOnce(handle: unknown): boolean {
  if (typeof handle !== "object" || handle === null) return false;
  return isAdminHandle(handle) || (handle as { hydrateAtOnce?: unknown }).hydrateAtOnce === true;
}
