import { useMatches, useNavigation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { liveTablesOf } from "~/utils/live-tables";

import { startLiveClient } from "./live-client";
import { inNextTask } from "./next-task";

const LIVE_URL = "/live";
/** Changes that arrive together (a save touching several rows) refresh the page once. */
const REVALIDATE_DEBOUNCE_MS = 100;

// True only while a live update starts its revalidation (Remix asks routes synchronously), so the
// root route can sit it out: its loader hands out the one-time toast, which belongs to the admin's
// own navigation, not to a refresh that happens to run beside it.
let liveRevalidation = false;
export const isLiveRevalidation = () => liveRevalidation;

/**
 * Whether the router is navigating right now. useNavigation() tells it one render late, and a
 * revalidation started in that gap would abort the admin's own navigation (its loaders restart,
 * and the aborted request surfaces as an AbortError). Remix keeps its router on window.
 */
function routerIsBusy(): boolean {
  const router = (window as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter;
  return router !== undefined && router.state.navigation.state !== "idle";
}

/**
 * Opens the live-update stream once per tab and refreshes the current page's loaders when a change
 * it shows is committed. Remix keeps component state on revalidation, so scroll position, an open
 * modal and what the visitor is typing stay as they are.
 */
export function useLiveUpdates(): void {
  const revalidator = useRevalidator();
  const matches = useMatches();
  const navigation = useNavigation();
  // The stream lives as long as the tab; these refs let it see the current page and router.
  const shownTables = useRef(liveTablesOf(matches.map((match) => match.handle)));
  shownTables.current = liveTablesOf(matches.map((match) => match.handle));
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigating = useRef(navigation.state !== "idle");
  navigating.current = navigation.state !== "idle";
  // Where the bus stood when the page was rendered; only the first connection uses it.
  const rootData = useRouteLoaderData<{ liveEventId?: string }>("root");
  const renderedAt = useRef(rootData?.liveEventId);

  useEffect(() => {
    let pending: number | undefined;
    // A change that comes in during a navigation is refreshed once the navigation has settled,
    // never in the middle of it.
    const refreshWhenIdle = () => {
      if (navigating.current || routerIsBusy()) {
        pending = window.setTimeout(refreshWhenIdle, REVALIDATE_DEBOUNCE_MS);
        return;
      }
      liveRevalidation = true;
      try {
        revalidate.current();
      } finally {
        liveRevalidation = false;
      }
    };
    const refresh = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(refreshWhenIdle, REVALIDATE_DEBOUNCE_MS);
    };
    // Connected in a task of its own, after hydration's (opening the stream is work the page can wait for).
    let stop = () => {};
    const cancel = inNextTask(() => {
      stop = startLiveClient({
        url: LIVE_URL,
        since: renderedAt.current,
        onChange: (message) => {
          if (shownTables.current.has(message.table)) refresh();
        },
        onResync: refresh,
      });
    });
    return () => {
      window.clearTimeout(pending);
      cancel();
      stop();
    };
  }, []);
}
