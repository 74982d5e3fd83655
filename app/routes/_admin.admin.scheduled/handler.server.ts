// The Scheduled page's changes: cancel or move a schedule, and the studio's time zone.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { SCHEDULE_TIME_FIELD, scheduledTime } from "~/.server/admin/schedule";
import { cancelSchedule, reschedule, ScheduleTimeError, setStudioTimeZone } from "~/.server/content/history/schedules";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";
import { formatInZone, isTimeZone } from "~/utils/time-zone";

/** Plain form posts only. */
export const limits = {};
const PAGE = "/admin/scheduled";
const INTENTS = ["cancel", "reschedule", "time-zone"] as const;

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, INTENTS);
  if (intent === "time-zone") {
    const zone = String(upload.form.get("zone") ?? "");
    if (!isTimeZone(zone))
      return failure(upload, intent, { zone: SCHEDULE_TEXTS.zoneInvalid }, SCHEDULE_TEXTS.zoneInvalid);
    return attempt(upload, intent, SCHEDULE_TEXTS.failedToast, async () => {
      await setStudioTimeZone(zone);
      return success(PAGE, SCHEDULE_TEXTS.zoneSaved);
    });
  }
  const id = Number(upload.form.get("scheduleId"));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("No schedule chosen", { status: 400 });
  if (intent === "cancel") {
    return attempt(upload, intent, SCHEDULE_TEXTS.failedToast, async () =>
      (await cancelSchedule(id))
        ? success(PAGE, SCHEDULE_TEXTS.cancelled)
        : failure(upload, intent, { form: SCHEDULE_TEXTS.gone }, SCHEDULE_TEXTS.gone),
    );
  }
  const time = await scheduledTime(upload, intent);
  if ("refused" in time) return time.refused;
  return attempt(upload, intent, SCHEDULE_TEXTS.failedToast, async () => {
    try {
      if (!(await reschedule(id, time.at)))
        return failure(upload, intent, { form: SCHEDULE_TEXTS.gone }, SCHEDULE_TEXTS.gone);
    } catch (error) {
      if (!(error instanceof ScheduleTimeError)) throw error;
      return failure(upload, intent, { [SCHEDULE_TIME_FIELD]: SCHEDULE_TEXTS.timePast }, SCHEDULE_TEXTS.failedToast);
    }
    return success(PAGE, SCHEDULE_TEXTS.rescheduled(formatInZone(time.at.getTime(), time.zone)));
  });
};
