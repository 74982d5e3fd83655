// The Statistics page's one change: how many months of statistics are kept.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { setRetentionMonths } from "~/.server/analytics/retention";
import { RETENTION_MONTHS } from "~/utils/stats-range";
import { STATS_TEXTS } from "~/utils/texts/admin/stats";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};

export const handler: AdminHandler = async (upload, request) => {
  const intent = intentOf(upload, ["retention"] as const);
  const raw = String(upload.form.get("retentionMonths") ?? "").trim();
  const months = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || months < RETENTION_MONTHS.min || months > RETENTION_MONTHS.max) {
    return failure(upload, intent, { retentionMonths: STATS_TEXTS.retentionInvalid }, null);
  }
  return attempt(upload, intent, STATS_TEXTS.retentionFailed, async () => {
    await setRetentionMonths(months);
    return success(`/admin/statistics${new URL(request.url).search}`, STATS_TEXTS.retentionSaved(months));
  });
};
