// What the Statistics page, its CSV export and the project list read: sums over a range of days.
import { sql } from "kysely";

import type { AnalyticsDimension } from "#db/tables";
import { db } from "~/.server/db/db";
import { csvLine } from "~/utils/csv";
import { isoDay } from "~/utils/dates";
import { daysBetween } from "~/utils/stats-range";

import { readOffThread } from "./read-thread";

const PROJECT_PREFIX = "/projects/detail/";
const TOP = 10;

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
  applications: number;
  messages: number;
}

/** Every day of the range, those without a view included (as zeros). */
export async function dailyFigures(from: string, to: string): Promise<DayFigures[]> {
  const rows = await db
    .selectFrom("analytics_days")
    .selectAll()
    .where((eb) => eb.between("day", from, to))
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(from, to).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      applications: row?.applications ?? 0,
      messages: row?.messages ?? 0,
    };
  });
}

export async function topPages(from: string, to: string, limit = TOP) {
  return db
    .selectFrom("analytics_pages")
    .select([
      "path",
      (eb) => eb.fn.sum<number>("views").as("views"),
      (eb) => eb.fn.sum<number>("visitors").as("visitors"),
    ])
    .where((eb) => eb.between("day", from, to))
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
}

/** Project pages' views, by project: its current link and its old ones (a renamed project keeps its history). */
function projectViews(from: string, to: string) {
  const link = sql<string>`substr(analytics_pages.path, ${PROJECT_PREFIX.length + 1})`;
  return db
    .selectFrom("analytics_pages")
    .innerJoin("projects", (join) =>
      join.on((eb) =>
        eb.or([
          eb("projects.link", "=", link),
          eb(
            "projects.id",
            "=",
            eb.selectFrom("project_link_redirects").select("project_id").where("old_link", "=", link),
          ),
        ]),
      ),
    )
    .select([
      "projects.id",
      "projects.name",
      (eb) => eb.fn.sum<number>("analytics_pages.views").as("views"),
      (eb) => eb.fn.sum<number>("analytics_pages.visitors").as("visitors"),
    ])
    .where((eb) => eb.between("analytics_pages.day", from, to))
    .where("analytics_pages.path", "like", `${PROJECT_PREFIX}%`)
    .groupBy("projects.id");
}

export async function topProjects(from: string, to: string, limit = TOP) {
  return projectViews(from, to).orderBy("views", "desc").orderBy("projects.name").limit(limit).execute();
}

/** Each project's views over the last 30 days (today included), by project id. */
export async function projectViewsLast30Days(today = new Date()): Promise<Record<number, number>> {
  const to = isoDay(today);
  const from = isoDay(today.getTime() - 29 * 86_400_000);
  const rows = await projectViews(from, to).execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.views)]));
}

/** The most frequent values of one dimension (referrer, campaign, language, device) over the range. */
export async function topValues(dimension: AnalyticsDimension, from: string, to: string, limit = TOP) {
  // A range's rows of one dimension may be many (a year of referrers): summed off the main thread.
  const query = db
    .selectFrom("analytics_dimensions")
    .select(["value", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("dimension", "=", dimension)
    .where((eb) => eb.between("day", from, to))
    .groupBy("value")
    .orderBy("views", "desc")
    .orderBy("value")
    .limit(limit);
  return readOffThread(query);
}

/** One page's unique visitors over the range (summed per day), for a form's conversion rate. */
export async function pageVisitors(path: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("analytics_pages")
    .select((eb) => eb.fn.sum<number>("visitors").as("visitors"))
    .where("path", "=", path)
    .where((eb) => eb.between("day", from, to))
    .executeTakeFirst();
  return Number(row?.visitors ?? 0);
}

/** The CSV export: one row per day for the whole site (with conversions), then one per day and page. */
export async function statisticsCsv(from: string, to: string): Promise<string> {
  const days = await dailyFigures(from, to);
  const pages = await db
    .selectFrom("analytics_pages")
    .select(["day", "path", "views", "visitors"])
    .where((eb) => eb.between("day", from, to))
    .orderBy("day")
    .orderBy("views", "desc")
    .orderBy("path")
    .execute();
  const lines = [
    ["date", "page", "views", "visitors", "career_applications", "contact_messages"],
    ...days.map((d) => [d.day, "(whole site)", d.views, d.visitors, d.applications, d.messages]),
    ...pages.map((p) => [p.day, p.path, p.views, p.visitors, "", ""]),
  ];
  return lines.map(csvLine).join("");
}
