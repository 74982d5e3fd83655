// A public page's report of its own speed as this visitor saw it (decision 062). This module and the `web-vitals`
// library are imported only once the browser is idle after hydration (root.tsx, by whenIdle): nothing more before
// the first paint or in the first-load scripts. The library reads the page's Largest Contentful Paint, Interaction to
// Next Paint, Cumulative Layout Shift, First Contentful Paint and Time to First Byte; when the page is hidden (another tab, the phone locked, a link followed, the tab
// closed) what it has is sent to our own server by navigator.sendBeacon. No cookie, no identifier, no third party.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

import { isPublicPagePath, splitLanguagePath } from "~/utils/languages";
import { type VitalName, VITALS_PATH } from "~/utils/web-vitals";

/** Marked on the page's performance timeline once the measures are observed (for a test, or a look in DevTools). */
export const VITALS_LISTENING_MARK = "web-vitals-listening";

/**
 * Reports the document's speed, if it is a public page's (a preview, a share link or the admin report nothing): the
 * path is the document's as first loaded, whatever client-side navigations came after, since the measures are of
 * that load.
 */
export function reportWebVitals(languages: readonly string[]): void {
  const loaded = performance.getEntriesByType("navigation")[0]?.name ?? location.href;
  const url = new URL(loaded);
  const page = isPublicPagePath(splitLanguagePath(url.pathname, languages).path) && !url.searchParams.has("preview");
  if (page && typeof navigator.sendBeacon === "function") observe(url.pathname);
}

function observe(path: string) {
  // Each measure's latest value not yet sent, by the library's id of it: a measure is sent once, with its value when
  // the page is first hidden (a page restored from the back/forward cache gets new ids, so a new report).
  const pending = new Map<VitalName, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.name, metric);
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
  // Registered after the library's own listeners (theirs capture), so its last values on hiding are in by now.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || pending.size === 0) return;
    const metrics = [...pending.values()].map(({ name, value }) => ({ name, value }));
    for (const { id } of pending.values()) sent.add(id);
    pending.clear();
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ path, metrics }));
  });
  performance.mark(VITALS_LISTENING_MARK);
}
