// The site as it will look at a later time (docs/decisions/051-scheduled-publishing.md): a copy of the database
// in memory with every schedule due by then applied by the scheduler's own rules, written plainly (no history,
// no live bus, no purge, no file touched). An admin's page requests read it instead of the file while they
// preview; the file, its visitors and every cache never see it.
import { AsyncLocalStorage } from "node:async_hooks";

import SQLite from "better-sqlite3";

import { db, sqlite, withDatabase } from "~/.server/db/db";
import { log } from "~/.server/log";

import { notInTrash } from "../projects/reads";
import { dueBy, runOne, type ScheduleWriters } from "./schedule-runner";
import { applySnapshot } from "./snapshots";

/** A copy serves the page requests of this long (a page and its data, a few navigations), then is made afresh. */
const KEPT_MS = 10_000;

const PLAIN_WRITERS: ScheduleWriters = {
  async setStatus(projectId, state) {
    const result = await db
      .updateTable("projects")
      .set({ status: state, private: 0 })
      .where("id", "=", projectId)
      .where(notInTrash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  applyChange: (subject, snapshot) => db.transaction().execute((trx) => applySnapshot(trx, subject, snapshot)),
};

/** A copy of the database as it is now, with the schedules due by `at` (ms) applied in their order. */
export async function databaseAt(at: number): Promise<SQLite.Database> {
  const image = sqlite.serialize();
  // The file's header says WAL, which a database in memory cannot open: bytes 18 and 19 say rollback journal instead.
  image[18] = image[19] = 1;
  const copy = new SQLite(image);
  copy.pragma("foreign_keys = ON");
  await withDatabase(copy, async () => {
    for (const row of await dueBy(at)) {
      // One that would fail at its time fails here too, and the preview goes on without it, as the scheduler does.
      const error = await runOne(row, PLAIN_WRITERS).catch((thrown: unknown) => String(thrown));
      if (error) log("info", "a schedule left out of the preview", { schedule: row.id, error });
    }
  });
  return copy;
}

let kept: { at: number; until: number; copy: Promise<SQLite.Database> } | null = null;

function keptCopyAt(at: number): Promise<SQLite.Database> {
  const clock = performance.now();
  if (!kept || kept.at !== at || kept.until < clock) {
    const copy = databaseAt(at);
    kept = { at, until: clock + KEPT_MS, copy };
    // A copy that could not be made is not kept: the next request tries again.
    copy.catch(() => {
      if (kept?.copy === copy) kept = null;
    });
  }
  return kept.copy;
}

const previewing = new AsyncLocalStorage<number>();

/** Runs `work` (a page request) reading the site as it will be at `at` (ms). */
export async function withPreviewAt<T>(at: number, work: () => T): Promise<T> {
  const copy = await keptCopyAt(at);
  return previewing.run(at, () => withDatabase(copy, work));
}

/** The time the current request previews the site at, or null for the site as it is. */
export function previewingAt(): number | null {
  return previewing.getStore() ?? null;
}
