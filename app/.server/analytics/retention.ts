// How long the daily sums (and the pages' speed reports) are kept: a number of months the admin sets (25 by default, so a year can
// be compared with the one before it). Older days are deleted at start and once a day.
import { db } from "~/.server/db/db";
import { isoDay } from "~/utils/dates";
import { RETENTION_MONTHS } from "~/utils/stats-range";

export async function retentionMonths(): Promise<number> {
  const row = await db
    .selectFrom("analytics_settings")
    .select("retention_months")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.retention_months ?? RETENTION_MONTHS.default;
}

export async function setRetentionMonths(months: number): Promise<void> {
  await db.updateTable("analytics_settings").set({ retention_months: months }).where("id", "=", 1).execute();
  await deleteExpiredDays();
}

/** The first day still kept: the same day of the month, `months` months before `today` (UTC). */
function firstKeptDay(months: number, today = new Date()): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return isoDay(first);
}

/** Deletes the days before the retention; returns how many day rows went. */
export async function deleteExpiredDays(today = new Date()): Promise<number> {
  const cutoff = firstKeptDay(await retentionMonths(), today);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_pages").where("day", "<", cutoff).execute();
    await trx.deleteFrom("analytics_dimensions").where("day", "<", cutoff).execute();
    await trx.deleteFrom("not_found_paths").where("day", "<", cutoff).execute();
    await trx.deleteFrom("web_vitals").where("day", "<", cutoff).execute();
    const days = await trx.deleteFrom("analytics_days").where("day", "<", cutoff).executeTakeFirst();
    return Number(days.numDeletedRows);
  });
}
