// A download form's pending state with scripts (decision 069): the form posts natively, so the file streams
// straight to the browser's downloads and nothing holds it in the page; its post carries a random marker,
// which the answer sets as a short-lived cookie once the file begins. The page watches for it.
import { useCallback, useEffect, useState } from "react";

import { DOWNLOAD_READY_COOKIE } from "~/utils/share-downloads";

/** How often the page looks for the answer's cookie, and how long before it stops waiting (the browser shows the rest). */
const WATCH_EVERY_MS = 250;
const WATCH_AT_MOST_MS = 120_000;

export type DownloadState = "idle" | "pending" | "started";

/** The state, and `start(cookiePath)`: answers the marker to post and begins watching for it. */
export function useDownloadReady() {
  const [watch, setWatch] = useState<{ marker: string; path: string; since: number } | null>(null);
  const [state, setState] = useState<DownloadState>("idle");
  useEffect(() => {
    if (!watch) return;
    const timer = setInterval(() => {
      const found = document.cookie.split("; ").includes(`${DOWNLOAD_READY_COOKIE}=${watch.marker}`);
      if (!found && Date.now() - watch.since < WATCH_AT_MOST_MS) return;
      document.cookie = `${DOWNLOAD_READY_COOKIE}=; Path=${watch.path}; Max-Age=0`;
      setState(found ? "started" : "idle");
      setWatch(null);
    }, WATCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [watch]);
  const start = useCallback((path: string) => {
    const marker = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join("");
    setWatch({ marker, path, since: Date.now() });
    setState("pending");
    return marker;
  }, []);
  return { state, start };
}
