// The loop of a queue worked in the background (the mail outbox, the shared cache's purges): it sends
// what is due until nothing is, then sleeps until the next row is due (at most `pollMs`). wake() runs it
// now; a wake during a run runs it once more, so a row queued meanwhile is never left for the next poll.
import { log } from "~/.server/log";

export interface QueueWorker {
  /** Looks for due rows now (called after a row is queued). */
  wake(): void;
  /** Resolves once nothing is under way and nothing is due right now. */
  idle(): Promise<void>;
  /** Stops taking new rows and waits for the ones under way. */
  stop(): Promise<void>;
}

/** Wait before the next try after `attempts` failed ones: base, 2×base, 4×base… capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createQueueWorker(queue: {
  /** Names the queue in the log. */
  name: string;
  /** Works one batch of due rows; false when none was due (or the batch failed and waits for its retry). */
  sendDue(): Promise<boolean>;
  /** When the next row is due (an ISO time), or null when the queue is empty. */
  nextDueAt(): Promise<string | null | undefined>;
  pollMs: number;
}): QueueWorker {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await queue.sendDue()));
    } while (again && !stopped);
  }

  async function scheduleNext(): Promise<void> {
    if (stopped) return;
    const next = await queue.nextDueAt();
    const wait = next ? Math.max(0, Date.parse(next) - Date.now()) : queue.pollMs;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(wait, queue.pollMs));
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error) => log("error", `${queue.name} worker error`, { error: String(error) }))
      .then(scheduleNext)
      .catch((error) => log("error", `${queue.name} scheduling error`, { error: String(error) }))
      .finally(() => {
        running = null;
      });
  }

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
