// Purges of the shared cache in front, as the mail outbox sends mail (app/.server/mail/outbox.ts): each
// committed change that touched public content leaves a row naming its tags (when the live bus publishes it,
// so any future path that publishes purges too), a worker in this process sends what is due, and a failure
// stays queued with its error and is retried with capped back-off, for as long as it takes: a CDN that is
// down misses no purge. Due rows are sent together, their tags merged: a burst of saves is one request.
import type { Kysely } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { subscribe } from "~/.server/live/bus";
import { log } from "~/.server/log";
import { createQueueWorker, type QueueWorker, retryDelay } from "~/.server/runtime/queue-worker";

import { configuredPurger, type Purger } from "./purgers";
import { tagsOfChange } from "./tags";

/** The first retry's wait; each further one doubles it, up to the cap: a CDN back up is purged within a minute. */
const PURGE_RETRY_BASE_MS = 1000;
const PURGE_RETRY_MAX_MS = 60_000;
/** Rows sent in one purge: their tags together stay within what a purge request takes in a few calls. */
const PURGE_BATCH_ROWS = 50;
/** The worker looks at the queue at least this often, even when nothing woke it. */
const PURGE_POLL_MS = 5000;
/** Tries after which the admin is told (Admin → Home, /healthz, an alert mail): the purge still goes on. */
export const PURGE_FAILURES_TO_SHOW = 3;

export interface PurgeTiming {
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
}

/** Queues a purge of these tags; pass the caller's transaction to commit it with the change. */
export async function enqueuePurge(tags: readonly string[], database: Kysely<Database> = db): Promise<void> {
  if (tags.length === 0) return;
  await database
    .insertInto("edge_purges")
    .values({ tags: [...new Set(tags)].join(" "), next_attempt_at: new Date().toISOString() })
    .execute();
}

export type PurgeWorker = QueueWorker;

export function createPurgeWorker(
  purge: Purger,
  timing: Partial<PurgeTiming> = {},
  database: Kysely<Database> = db,
): PurgeWorker {
  const t = { retryBaseMs: PURGE_RETRY_BASE_MS, retryMaxMs: PURGE_RETRY_MAX_MS, pollMs: PURGE_POLL_MS, ...timing };
  async function sendDue(): Promise<boolean> {
    const due = await database
      .selectFrom("edge_purges")
      .select(["id", "tags", "attempts"])
      .where("next_attempt_at", "<=", new Date().toISOString())
      .orderBy("id")
      .limit(PURGE_BATCH_ROWS)
      .execute();
    if (due.length === 0) return false;
    const tags = [...new Set(due.flatMap((row) => row.tags.split(" ")))];
    const result = await purge(tags);
    const ids = due.map((row) => row.id);
    if (result.ok) {
      await database.deleteFrom("edge_purges").where("id", "in", ids).execute();
      return true;
    }
    const attempts = Math.max(...due.map((row) => row.attempts)) + 1;
    const next = new Date(Date.now() + retryDelay(attempts, t.retryBaseMs, t.retryMaxMs)).toISOString();
    await database
      .updateTable("edge_purges")
      .set((eb) => ({
        attempts: eb("attempts", "+", 1),
        last_error: result.error.slice(0, 500),
        next_attempt_at: next,
      }))
      .where("id", "in", ids)
      .execute();
    log(attempts >= PURGE_FAILURES_TO_SHOW ? "error" : "info", "shared cache purge failed; it will be retried", {
      tags: tags.length,
      attempts,
      error: result.error,
    });
    return false;
  }

  return createQueueWorker({
    name: "purge",
    sendDue,
    nextDueAt: async () =>
      (
        await database
          .selectFrom("edge_purges")
          .select((eb) => eb.fn.min("next_attempt_at").as("at"))
          .executeTakeFirst()
      )?.at,
    pollMs: t.pollMs,
  });
}

/** What the admin sees of the queue: purges waiting, and the oldest one's failures and last error. */
export async function purgeQueueState(database: Kysely<Database> = db) {
  const oldest = await database
    .selectFrom("edge_purges")
    .select(["attempts", "last_error", "created_at"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const { n } = await database
    .selectFrom("edge_purges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(n),
    failing: (oldest?.attempts ?? 0) >= PURGE_FAILURES_TO_SHOW,
    attempts: oldest?.attempts ?? 0,
    lastError: oldest?.last_error ?? null,
    since: oldest?.created_at ?? null,
  };
}

// ---------------------------------------------------------------- the server's worker

let worker: PurgeWorker | null = null;
let unsubscribe: (() => void) | null = null;

/** Starts purging on every published change when EDGE_PURGER names a shared cache; without one, nothing is queued. */
export function startPurges(purger = configuredPurger()): void {
  if (!purger) return;
  worker = createPurgeWorker(purger);
  unsubscribe = subscribe((change) => {
    void tagsOfChange(change)
      .then((tags) => enqueuePurge(tags))
      .then(() => worker?.wake())
      .catch((error) => log("error", "purge not queued", { error: String(error) }));
  });
  worker.wake();
}

export async function stopPurges(): Promise<void> {
  unsubscribe?.();
  unsubscribe = null;
  await worker?.stop();
  worker = null;
}
