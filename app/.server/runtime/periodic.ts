// The one way to run a job every so often: started by boot.ts (never at import time), stopped on
// shutdown. A run never overlaps the one before it; a failure is logged and the next run comes as usual.
import { log } from "~/.server/log";

/** Stops the job; resolves once a run under way has finished (so the database can close after it). */
export type StopJob = () => Promise<void>;

export function startPeriodic(name: string, everyMs: number, run: () => unknown, { runNow = true } = {}): StopJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = Promise.resolve()
      .then(run)
      .then(
        () => {},
        (error) => log("error", `${name} failed`, { error: String(error) }),
      )
      .finally(() => {
        running = null;
      });
  };
  if (runNow) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
