/**
 * Runs `work` in a task of its own, after the current one: work a page starts as it hydrates (its effects) then
 * adds no time to hydration's last task, a long one on a phone (docs/decisions/042-…). A message, not a timer: the
 * same yield React's scheduler makes, and one a page's fake clock (a test's) does not hold back. Returns what
 * cancels it.
 */
export function inNextTask(work: () => void): () => void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    work();
  };
  port2.postMessage(null);
  return () => port1.close();
}
