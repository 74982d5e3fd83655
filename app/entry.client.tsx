import { RemixBrowser } from "@remix-run/react";
import { type ReactNode, startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Two promise rejections Remix 2.17 leaves briefly or wholly unobserved, though nothing failed for
 * the visitor. They are silenced here, and only they, so that any other one still shows:
 * - an AbortError: when a newer navigation cancels a data request whose body is still arriving,
 *   turbo-stream's decoder (2.4) rejects a promise nobody holds;
 * - a Response: a loader's or action's thrown redirect or error settles while Remix still waits for a
 *   route's stylesheet preload, and only then hands it to the router, which handles it.
 */
function isHarmlessRejection(reason: unknown): boolean {
  return (reason instanceof DOMException && reason.name === "AbortError") || reason instanceof Response;
}

window.addEventListener("unhandledrejection", (event) => {
  if (isHarmlessRejection(event.reason)) event.preventDefault();
});

// The events for which React 18 hydrates a not yet hydrated page at once, synchronously.
const EVENTS_THAT_FORCE_HYDRATION = [
  "mousedown", "mouseup", "auxclick", "click", "dblclick", "contextmenu",
  "pointerdown", "pointerup", "pointercancel", "touchstart", "touchend", "touchcancel",
  "dragstart", "dragend", "drop", "keydown", "keypress", "keyup", "input", "change",
  "compositionstart", "compositionend", "copy", "cut", "paste", "reset", "submit",
] as const; // prettier-ignore

/**
 * Remix decodes the page's inline data asynchronously in its first render, and until it has, the whole
 * document is suspended. A click or key press in that moment makes React hydrate synchronously, which a
 * suspended document cannot: the root fails with React error #345 (remix-run/react-router#12763).
 * Until the data is decoded, such events are left to the browser, as before any script ran: a link
 * navigates, a form submits, a field takes the keys. Returns what lifts the guard for good (also once the
 * page has hydrated, whatever Remix does with its context).
 */
function leaveEventsToTheBrowserUntilDecoded(): () => void {
  const lift = () => {
    for (const type of EVENTS_THAT_FORCE_HYDRATION) window.removeEventListener(type, guard, true);
  };
  // Remix sets the context's state once it has decoded the data (single fetch sends none in the page).
  const guard = (event: Event) => {
    if (window.__remixContext.state === undefined) event.stopImmediatePropagation();
    else lift();
  };
  for (const type of EVENTS_THAT_FORCE_HYDRATION) window.addEventListener(type, guard, true);
  return lift;
}

/** Calls `onHydrated` once the document has hydrated; renders its one child as it is (no extra element). */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const liftGuard = leaveEventsToTheBrowserUntilDecoded();

/**
 * Once every effect of the first render has run (the root's runs last): the guard goes, and the document says
 * so (`<html data-hydrated>`), for what must wait for a live page, such as the browser tests.
 */
function whenHydrated() {
  liftGuard();
  document.documentElement.setAttribute("data-hydrated", "");
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AfterHydration onHydrated={whenHydrated}>
        <RemixBrowser />
      </AfterHydration>
    </StrictMode>,
  );
});
