// The Backups page's actions: "Back up now", and the schedule.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { env } from "~/.server/env";
import { backupNow, setBackupInterval } from "~/.server/ops/offsite";
import { BACKUP_TEXTS, everyInterval } from "~/utils/backup-texts";
import { BACKUP_INTERVAL_CHOICES } from "~/utils/constants";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
const BACKUPS_PAGE = "/admin/backups";
const INTENTS = ["backup-now", "schedule"] as const;

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, INTENTS);
  if (intent === "backup-now") {
    const result = await backupNow();
    if (result === "started") return success(BACKUPS_PAGE, BACKUP_TEXTS.started);
    return failure(upload, intent, {}, result === "skipped" ? BACKUP_TEXTS.skipped : BACKUP_TEXTS.notConfiguredToast);
  }
  const chosen = String(upload.form.get("interval") ?? "");
  const minutes = chosen === "default" ? null : Number(chosen);
  if (minutes !== null && !(BACKUP_INTERVAL_CHOICES as readonly number[]).includes(minutes)) {
    return failure(upload, intent, { interval: "Choose one of the listed schedules." }, BACKUP_TEXTS.scheduleFailed);
  }
  return attempt(upload, intent, BACKUP_TEXTS.scheduleFailed, async () => {
    await setBackupInterval(minutes);
    return success(BACKUPS_PAGE, BACKUP_TEXTS.scheduleSaved(everyInterval(minutes ?? env().backupIntervalMinutes)));
  });
};
