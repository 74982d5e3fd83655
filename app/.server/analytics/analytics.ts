// The process's one view counter: started at boot (unless ANALYTICS=0), flushed every few seconds
// and on shutdown, with the 404 log (./not-found.ts). server.js calls observe() for every request; the submission store calls
// recordConversion() for each application or message received that is not spam.
import type { IncomingMessage, ServerResponse } from "node:http";

import { sqlite } from "~/.server/db/db";
import { singleton } from "~/.server/db/singleton";
import { log } from "~/.server/log";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";

import {
  type Conversion,
  type CounterOptions,
  createViewCounter,
  FLUSH_INTERVAL_MS,
  type ViewCounter,
} from "./counter";
import { createNotFoundLog, type NotFoundLog } from "./not-found";
import { stopReadThread } from "./read-thread";
import { deleteExpiredDays } from "./retention";
import { dayOf } from "./visitors";

const state = singleton("analytics", () => ({
  counter: null as ViewCounter | null,
  notFound: null as NotFoundLog | null,
  stopFlushing: null as StopJob | null,
  sweptDay: "",
}));

async function sweepOncePerDay() {
  const today = dayOf(new Date());
  if (state.sweptDay === today) return;
  state.sweptDay = today;
  const deleted = await deleteExpiredDays();
  if (deleted > 0) log("info", "page view days past their retention deleted", { days: deleted });
}

/** Starts counting; returns what server.js calls for each request (nothing at all when turned off). */
export async function startAnalytics(
  enabled: boolean,
  options: Omit<CounterOptions, "sqlite">,
): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  await sweepOncePerDay();
  if (!enabled) return () => {};
  const counter = createViewCounter({ sqlite, ...options });
  const notFound = createNotFoundLog(sqlite, options.now);
  state.counter = counter;
  state.notFound = notFound;
  state.stopFlushing = startPeriodic(
    "page view flush",
    FLUSH_INTERVAL_MS,
    () => {
      counter.flush();
      notFound.flush();
      return sweepOncePerDay();
    },
    { runNow: false },
  );
  return (req, res) => {
    counter.observe(req, res);
    notFound.observe(req, res);
  };
}

/** Writes the 404s counted so far: before the Redirects page reads the log. */
export function flushNotFound(): void {
  state.notFound?.flush();
}

/** Writes what is counted so far and stops: before the database closes. */
export function stopAnalytics(): void {
  // Its interval is cleared at once; a day's sweep under way finishes on its own.
  void state.stopFlushing?.();
  state.counter?.flush();
  state.notFound?.flush();
  state.counter = null;
  state.notFound = null;
  state.stopFlushing = null;
  void stopReadThread();
}

export function recordConversion(kind: Conversion): void {
  state.counter?.convert(kind);
}
