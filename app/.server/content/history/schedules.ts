// Scheduled publishing (docs/decisions/051-scheduled-publishing.md): THE one place schedules are kept
// and run. A schedule publishes a draft, unpublishes a live project, or applies a saved change (a
// snapshot, made by running a save under `holdChange` and rolling it back). At its minute it goes
// live through the same writers as the admin's own click (setProjectStatus, applyState), so the
// revision, the live bus, the page cache and whatever follows the bus see one ordinary save. Until
// then nothing of it is in the content tables: no list, search, sitemap, feed or data request can
// show it early. Time is the server's clock (../runtime/clock.ts), which tests can move. The scheduler
// that runs them is ./schedule-runner.ts.
import type { ScheduleAction, ScheduleState } from "#db/tables";
import { db } from "~/.server/db/db";
import { now } from "~/.server/runtime/clock";
import { PAGE_NAMES } from "~/utils/history";
import { isTimeZone } from "~/utils/time-zone";

import type { HeldChange } from "./revisions";
import { wakeScheduler } from "./schedule-runner";
import { assetIdsOf, type Subject } from "./snapshots";
import { releaseAssets } from "./unused-assets";

/** How many finished schedules the Scheduled page shows. */
const PAST_SHOWN = 20;

export interface ScheduleItem {
  id: number;
  kind: Subject["kind"];
  projectId: number | null;
  /** The project's name, or the page's ("the home page"). */
  name: string;
  action: ScheduleAction;
  summary: string;
  runAt: string;
  state: ScheduleState;
  who: string;
  ranAt: string | null;
  error: string | null;
}

/** A minute to run at, checked: after now by the server's clock. */
export class ScheduleTimeError extends Error {}

function checkedTime(runAt: Date): string {
  if (!(runAt.getTime() > now())) throw new ScheduleTimeError("not after now");
  return runAt.toISOString();
}

/** Publishing or unpublishing a project at a time; answers the schedule's id. */
export async function scheduleStatus(
  projectId: number,
  action: "publish" | "unpublish",
  runAt: Date,
  who: string,
  overridden: string | null = null,
) {
  const row = await db
    .insertInto("schedules")
    .values({
      subject: "project",
      project_id: projectId,
      action,
      run_at: checkedTime(runAt),
      user_email: who,
      overridden,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  wakeScheduler();
  return row.id;
}

/** A held save (revisions.ts `holdChange`) to apply at a time; its new files are kept until then. */
export async function scheduleChange(
  held: HeldChange,
  runAt: Date,
  who: string,
  overridden: string | null = null,
): Promise<number> {
  const at = checkedTime(runAt);
  // Press items go live when saved (decision 057): nothing of theirs is held for later.
  const { kind } = held.subject;
  if (kind === "press") throw new Error("Press items are not scheduled.");
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("schedules")
      .values({
        subject: kind,
        project_id: kind === "project" ? held.subject.id : null,
        action: "change",
        snapshot: JSON.stringify(held.snapshot),
        summary: held.summary,
        run_at: at,
        user_email: who,
        overridden,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids = assetIdsOf(held.snapshot);
    const existing = ids.length ? await trx.selectFrom("assets").select("id").where("id", "in", ids).execute() : [];
    if (existing.length)
      await trx
        .insertInto("schedule_assets")
        .values(existing.map((a) => ({ schedule_id: row.id, asset_id: a.id })))
        .execute();
    return row.id;
  });
  wakeScheduler();
  return id;
}

/** Cancels a waiting schedule; false when it already ran or is gone. A change's new files go with it. */
export async function cancelSchedule(id: number): Promise<boolean> {
  const cancelled = await db
    .updateTable("schedules")
    .set({ state: "cancelled", ran_at: new Date(now()).toISOString() })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) return false;
  await releaseScheduleAssets(id);
  wakeScheduler();
  return true;
}

/** Moves a waiting schedule to another time; false when it already ran or is gone. */
export async function reschedule(id: number, runAt: Date): Promise<boolean> {
  const result = await db
    .updateTable("schedules")
    .set({ run_at: checkedTime(runAt) })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  wakeScheduler();
  return Number(result.numUpdatedRows) > 0;
}

async function releaseScheduleAssets(id: number): Promise<void> {
  const rows = await db.selectFrom("schedule_assets").select("asset_id").where("schedule_id", "=", id).execute();
  await db.deleteFrom("schedule_assets").where("schedule_id", "=", id).execute();
  await releaseAssets(rows.map((r) => r.asset_id));
}

const ITEM_COLUMNS = [
  "schedules.id",
  "schedules.subject",
  "schedules.project_id",
  "schedules.action",
  "schedules.summary",
  "schedules.run_at",
  "schedules.state",
  "schedules.user_email",
  "schedules.ran_at",
  "schedules.error",
  "projects.name",
] as const;

function itemsQuery() {
  return db.selectFrom("schedules").leftJoin("projects", "projects.id", "schedules.project_id").select(ITEM_COLUMNS);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>["execute"]>>[number];
const toItem = (r: ItemRow): ScheduleItem => ({
  id: r.id,
  kind: r.subject,
  projectId: r.project_id,
  name: r.subject === "project" ? (r.name ?? "") : PAGE_NAMES[r.subject],
  action: r.action,
  summary: r.summary,
  runAt: r.run_at,
  state: r.state,
  who: r.user_email,
  ranAt: r.ran_at,
  error: r.error,
});

/** The Scheduled page: what waits, soonest first, and what ran or was cancelled lately. */
export async function listSchedules(): Promise<{ pending: ScheduleItem[]; past: ScheduleItem[] }> {
  const pending = await itemsQuery()
    .where("schedules.state", "=", "pending")
    .orderBy("schedules.run_at")
    .orderBy("schedules.id")
    .execute();
  const past = await itemsQuery()
    .where("schedules.state", "!=", "pending")
    .orderBy("schedules.ran_at", "desc")
    .orderBy("schedules.id", "desc")
    .limit(PAST_SHOWN)
    .execute();
  return { pending: pending.map(toItem), past: past.map(toItem) };
}

/** What waits for one page or project (its edit page shows it). */
export async function pendingFor(subject: Subject): Promise<ScheduleItem[]> {
  if (subject.kind === "press") return [];
  let query = itemsQuery().where("schedules.state", "=", "pending").where("schedules.subject", "=", subject.kind);
  if (subject.kind === "project") query = query.where("schedules.project_id", "=", subject.id);
  return (await query.orderBy("schedules.run_at").execute()).map(toItem);
}

/** The studio's time zone: the admin's choice, else the server's own. */
export async function studioTimeZone(): Promise<{ zone: string; chosen: boolean }> {
  const row = await db.selectFrom("app_state").select("value").where("key", "=", "time_zone").executeTakeFirst();
  if (row && isTimeZone(row.value)) return { zone: row.value, chosen: true };
  return { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC", chosen: false };
}

export async function setStudioTimeZone(zone: string): Promise<void> {
  await db
    .insertInto("app_state")
    .values({ key: "time_zone", value: zone })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: zone }))
    .execute();
}
