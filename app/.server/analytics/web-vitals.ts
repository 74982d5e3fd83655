// Real visitors' page speed (docs/decisions/062-web-vitals.md): each report a page sends of its own load is kept as
// rows of (day, page, device class, measure, value), nothing about who sent it; the Statistics page reads each page's
// 75th percentile per device over a range. Deleted with the statistics' days (./retention.ts).
import { sql } from "kysely";

import { db } from "~/.server/db/db";
import { singleton } from "~/.server/db/singleton";
import { csvLine } from "~/utils/csv";
import { CORE_VITALS, rateVital, type VitalName } from "~/utils/web-vitals";

import type { DeviceClass } from "./classify";
import { readOffThread } from "./read-thread";
import { dayOf } from "./visitors";
import type { VitalsReport } from "./vitals-report";

/**
 * Rows kept per day at most (a report is up to five): a day's 75th percentile is as sure from 10,000 page loads as
 * from more, and a flood of made-up reports from many addresses cannot grow the file past this a day.
 */
export const MAX_VITALS_ROWS_PER_DAY = 50_000;

/** The rows kept so far today, read from the table at a day's first report (a restart keeps the count). */
const kept = singleton("web-vitals-day", () => ({ day: "", rows: 0 }));

/** Keeps a report of a page seen on `device`; false when the day has its rows already. */
export async function recordVitals(report: VitalsReport, device: DeviceClass, at = new Date()): Promise<boolean> {
  const day = dayOf(at);
  if (kept.day !== day) {
    const row = await db
      .selectFrom("web_vitals")
      .select((eb) => eb.fn.countAll<number>().as("rows"))
      .where("day", "=", day)
      .executeTakeFirst();
    Object.assign(kept, { day, rows: Number(row?.rows ?? 0) });
  }
  if (kept.rows + report.metrics.length > MAX_VITALS_ROWS_PER_DAY) return false;
  kept.rows += report.metrics.length;
  await db
    .insertInto("web_vitals")
    .values(report.metrics.map(({ name, value }) => ({ day, path: report.path, device, metric: name, value })))
    .execute();
  return true;
}

export interface VitalsPercentile {
  path: string;
  device: DeviceClass;
  metric: VitalName;
  /** The 75th percentile by nearest rank: the smallest value at least 75 % of the reports are at or below. */
  p75: number;
  /** How many reports of this measure it is drawn from. */
  samples: number;
}

/**
 * Each page's 75th percentile of each measure on each device class, over the days `from`–`to` (inclusive). Run on the
 * statistics thread: a year of reports is many rows.
 */
export async function vitalsPercentiles(from: string, to: string): Promise<VitalsPercentile[]> {
  const partition = sql`PARTITION BY path, device, metric`;
  const query = db
    .with("ranked", (d) =>
      d
        .selectFrom("web_vitals")
        .select([
          "path",
          "device",
          "metric",
          "value",
          sql<number>`row_number() OVER (${partition} ORDER BY value)`.as("rank"),
          sql<number>`count(*) OVER (${partition})`.as("samples"),
        ])
        .where((eb) => eb.between("day", from, to)),
    )
    .selectFrom("ranked")
    .select(["path", "device", "metric", "value as p75", "samples"])
    // Nearest rank: the ⌈0.75 n⌉-th value, ⌈3n/4⌉ = ⌊(3n + 3)/4⌋ in integers.
    .where(sql<boolean>`rank = (3 * samples + 3) / 4`)
    .orderBy("path")
    .orderBy("device")
    .orderBy("metric");
  return readOffThread(query) as Promise<VitalsPercentile[]>;
}

/** The export: one line per page, device and Core Web Vital, its 75th percentile, verdict and number of reports. */
export async function vitalsCsv(from: string, to: string): Promise<string> {
  const core = (await vitalsPercentiles(from, to)).filter((row) =>
    (CORE_VITALS as readonly string[]).includes(row.metric),
  );
  const lines = [
    ["from", "to", "page", "device", "metric", "p75", "rating", "reports"],
    ...core.map((r) => [from, to, r.path, r.device, r.metric, r.p75, rateVital(r.metric, r.p75), r.samples]),
  ];
  return lines.map(csvLine).join("");
}
