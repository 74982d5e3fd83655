import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
