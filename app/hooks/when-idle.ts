/** The longest work waits for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `work` when the browser is next idle (at the latest after IDLE_TIMEOUT_MS), or in a later task where it cannot
 * say; returns what cancels it before then.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(work);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
}
