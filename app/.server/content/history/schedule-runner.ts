// The scheduler of ./schedules.ts: at each schedule's minute it goes live through the same writers as the
// admin's click (setProjectStatus, applyState), so the revision, the live bus and the page cache see an
// ordinary save. It sleeps until the next schedule's minute; adding, moving or cancelling one, or moving
// the server's clock (tests), wakes it; at start it runs what a stopped server missed.
import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { log } from "~/.server/log";
import { now, onClockMoved } from "~/.server/runtime/clock";
import type { StopJob } from "~/.server/runtime/periodic";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";

import { setProjectStatus } from "../projects/writes";
import { applyState } from "./revisions";
import type { Snapshot, Subject } from "./snapshots";

/** A timer never waits longer than this before looking again (a suspended machine, a clock set by hand). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

type ScheduleRow = Database["schedules"] & { id: number };

/** How a schedule's state is written: by the admin's own writers when it runs, plainly in a preview's copy. */
export interface ScheduleWriters {
  /** Publishes or unpublishes; false when the project is in the trash. */
  setStatus(projectId: number, state: "published" | "draft", overridden: string | null): Promise<boolean>;
  applyChange(subject: Subject, snapshot: Snapshot, overridden: string | null): Promise<void>;
}

const LIVE_WRITERS: ScheduleWriters = {
  setStatus: (projectId, state, overridden) => setProjectStatus(projectId, state, overridden),
  applyChange: async (subject, snapshot, overridden) => {
    await applyState(subject, snapshot, { summary: (changed) => CHECK_TEXTS.withOverride(changed, overridden) });
  },
};

export type DueSchedule = Pick<ScheduleRow, "subject" | "project_id" | "action" | "snapshot" | "overridden">;

/** Runs one schedule through `writers`; answers why it could not, or null. */
export async function runOne(row: DueSchedule, writers: ScheduleWriters = LIVE_WRITERS): Promise<string | null> {
  const subject: Subject = { kind: row.subject, id: row.project_id ?? 1 };
  if (subject.kind === "project") {
    const project = await db
      .selectFrom("projects")
      .select(["status", "deleted_at"])
      .where("id", "=", subject.id)
      .executeTakeFirst();
    if (!project) return SCHEDULE_TEXTS.projectGone;
    if (project.deleted_at) return SCHEDULE_TEXTS.inTrash;
    if (row.action === "publish" && project.status === "published") return SCHEDULE_TEXTS.alreadyLive;
    if (row.action === "unpublish" && project.status === "draft") return SCHEDULE_TEXTS.alreadyDraft;
    if (row.action !== "change")
      return (await writers.setStatus(subject.id, row.action === "publish" ? "published" : "draft", row.overridden))
        ? null
        : SCHEDULE_TEXTS.inTrash;
  }
  const snapshot = JSON.parse(row.snapshot!) as Snapshot;
  // A change is to the content: whether the project is live stays as it is when the change lands.
  if (subject.kind === "project") snapshot.fields.status = (await currentStatus(subject.id)) ?? snapshot.fields.status;
  await writers.applyChange(subject, snapshot, row.overridden);
  return null;
}

async function currentStatus(projectId: number) {
  const row = await db.selectFrom("projects").select("status").where("id", "=", projectId).executeTakeFirst();
  return row?.status;
}

/** The waiting schedules due by `at` (ms), in the order they run. */
export function dueBy(at: number): Promise<(DueSchedule & { id: number })[]> {
  return db
    .selectFrom("schedules")
    .select(["id", "subject", "project_id", "action", "snapshot", "overridden"])
    .where("state", "=", "pending")
    .where("run_at", "<=", new Date(at).toISOString())
    .orderBy("run_at")
    .orderBy("id")
    .execute();
}

/** Runs every waiting schedule whose minute has come (by the server's clock), oldest first; answers how many ran. */
export async function runDueSchedules(): Promise<number> {
  const due = await dueBy(now());
  for (const row of due) {
    let error: string | null;
    try {
      error = await runOne(row);
    } catch (thrown) {
      log("error", "a schedule failed", { schedule: row.id, error: String(thrown) });
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    await db
      .updateTable("schedules")
      .set({ state: error ? "failed" : "done", ran_at: new Date(now()).toISOString(), error })
      .where("id", "=", row.id)
      .execute();
    await db.deleteFrom("schedule_assets").where("schedule_id", "=", row.id).execute();
    log(error ? "warn" : "info", "a schedule ran", { schedule: row.id, action: row.action, error });
  }
  return due.length;
}

async function nextRunAt(): Promise<number | null> {
  const next = await db
    .selectFrom("schedules")
    .select("run_at")
    .where("state", "=", "pending")
    .orderBy("run_at")
    .limit(1)
    .executeTakeFirst();
  return next ? Date.parse(next.run_at) : null;
}

let wake: (() => void) | null = null;

/** Looks again at once: a schedule was added, moved or cancelled. */
export function wakeScheduler(): void {
  wake?.();
}

/**
 * The scheduler: runs what is due at start (a time missed while the server was stopped), then sleeps until
 * the next schedule's minute. Adding, moving or cancelling one, or moving the clock, wakes it.
 */
export function startScheduler(): StopJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const report = (error: unknown) => log("error", "the scheduler failed", { error: String(error) });
  async function arm() {
    clearTimeout(timer);
    const next = await nextRunAt();
    if (stopped || next === null) return;
    timer = setTimeout(tick, Math.min(LONGEST_WAIT_MS, Math.max(0, next - now())));
    timer.unref();
  }
  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueSchedules()
      .then(() => (again ? undefined : arm()))
      .catch(report)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }
  wake = tick;
  const stopListening = onClockMoved(tick);
  tick();
  return async () => {
    stopped = true;
    wake = null;
    stopListening();
    clearTimeout(timer);
    await running;
  };
}
