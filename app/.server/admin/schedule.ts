// Scheduling from the edit pages. Any save can be sent "for later": the form's schedule button posts
// when=later with the time (publishAt, in the studio's time zone); the page's own handler then runs as
// always under `holdChange`, so the same checks refuse the same mistakes, and the state it would have
// written is kept as a schedule instead of going live (../content/schedules.ts).
import { currentAdminEmail, holdChange } from "~/.server/content/history/revisions";
import { scheduleChange, scheduleStatus, ScheduleTimeError, studioTimeZone } from "~/.server/content/history/schedules";
import { assetIdsOf } from "~/.server/content/history/snapshots";
import { releaseAssets } from "~/.server/content/history/unused-assets";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { SCHEDULE_ANYWAY } from "~/utils/constants";
import { editPathOf } from "~/utils/history";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";
import { formatInZone, zonedToUtc } from "~/utils/time-zone";

import { failure, success } from "./action";
import { checkBeforeLive } from "./checks";

/** The posted field a schedule's time comes in (a datetime-local value). */
export const SCHEDULE_TIME_FIELD = "publishAt";

/** Whether the post asks for its change to go live later. */
export const isScheduledSave = (upload: ParsedUpload) =>
  upload.form.get("when") === "later" || upload.form.get("when") === SCHEDULE_ANYWAY;

/** The time a form chose, in UTC; or the failure that tells the admin what is wrong with it. */
export async function scheduledTime(
  upload: ParsedUpload,
  intent: string,
): Promise<{ at: Date; zone: string } | { refused: AdminOutcome }> {
  const { zone } = await studioTimeZone();
  const typed = String(upload.form.get(SCHEDULE_TIME_FIELD) ?? "").trim();
  const at = typed ? zonedToUtc(typed, zone) : null;
  const problem = !typed ? SCHEDULE_TEXTS.timeRequired : !at ? SCHEDULE_TEXTS.timeInvalid : null;
  if (problem || !at)
    return { refused: failure(upload, intent, { [SCHEDULE_TIME_FIELD]: problem! }, SCHEDULE_TEXTS.failedToast) };
  return { at, zone };
}

/** Runs a save under `holdChange` and keeps what it would have written as a schedule. */
export async function scheduleSave(
  upload: ParsedUpload,
  who: string,
  save: () => Promise<AdminOutcome>,
): Promise<AdminOutcome> {
  const intent = String(upload.form.get("intent") ?? "");
  const time = await scheduledTime(upload, intent);
  if ("refused" in time) return time.refused;
  const { held, result } = await holdChange(save);
  if (!held) {
    // A refused form says why; a save that changed nothing has nothing to schedule.
    if (result && !result.ok) return result;
    return failure(upload, intent, { form: SCHEDULE_TEXTS.nothingToSchedule }, SCHEDULE_TEXTS.nothingToSchedule);
  }
  // What the change would make live is checked before it waits (./checks.ts); a refused one lets its new files go.
  const checked = await checkBeforeLive(upload, intent, held.subject, held.snapshot);
  if ("refused" in checked) {
    await releaseAssets(assetIdsOf(held.snapshot));
    return checked.refused;
  }
  try {
    await scheduleChange(held, time.at, who, checked.overridden);
  } catch (error) {
    if (!(error instanceof ScheduleTimeError)) throw error;
    return failure(upload, intent, { [SCHEDULE_TIME_FIELD]: SCHEDULE_TEXTS.timePast }, SCHEDULE_TEXTS.failedToast);
  }
  return success(
    editPathOf(held.subject.kind, held.subject.id),
    SCHEDULE_TEXTS.scheduled(formatInZone(time.at.getTime(), time.zone)),
    { link: { href: "/admin/scheduled", label: SCHEDULE_TEXTS.pageTitle } },
  );
}

/** "Publish at" on a draft, "Unpublish at" on a live project (the edit page's publishing controls). */
export async function scheduleStatusChange(
  upload: ParsedUpload,
  projectId: number,
  action: "publish" | "unpublish",
  backTo: string,
): Promise<AdminOutcome> {
  const intent = `schedule-${action}`;
  const time = await scheduledTime(upload, intent);
  if ("refused" in time) return time.refused;
  const checked =
    action === "publish" ? await checkBeforeLive(upload, intent, { kind: "project", id: projectId }) : null;
  if (checked && "refused" in checked) return checked.refused;
  try {
    await scheduleStatus(projectId, action, time.at, currentAdminEmail(), checked?.overridden ?? null);
  } catch (error) {
    if (!(error instanceof ScheduleTimeError)) throw error;
    return failure(upload, intent, { [SCHEDULE_TIME_FIELD]: SCHEDULE_TEXTS.timePast }, SCHEDULE_TEXTS.failedToast);
  }
  return success(backTo, SCHEDULE_TEXTS.scheduled(formatInZone(time.at.getTime(), time.zone)), {
    link: { href: "/admin/scheduled", label: SCHEDULE_TEXTS.pageTitle },
  });
}
