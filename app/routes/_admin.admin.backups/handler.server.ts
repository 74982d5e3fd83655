// The Backups page's actions: "Back up now", and the schedule.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { env } from "~/.server/env";
import { backupNow, setBackupInterval } from "~/.server/ops/offsite";
import { BACKUP_INTERVAL_CHOICES } from "~/utils/constants";
import { BACKUP_TEXTS, everyInterval } from "~/utils/texts/admin/backups";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
const BACKUPS_PAGE = "/admin/backups";
const INTENTS = ["backup-now", "schedule"] as const;

export const handler: AdminHandler = async (upload, request) => {
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
  // Changing the backups matters: a factor confirmed within the last minutes.
  const user = await requireFreshUser(request, BACKUPS_PAGE);
  return attempt(upload, intent, BACKUP_TEXTS.scheduleFailed, async () => {
    await setBackupInterval(minutes);
    await recordAudit({
      action: "backup settings changed",
      actor: user.email,
      detail: { "every minutes": minutes ?? "default" },
    });
    return success(BACKUPS_PAGE, BACKUP_TEXTS.scheduleSaved(everyInterval(minutes ?? env().backupIntervalMinutes)));
  });
};
