// The Statistics page's range, read from its URL (?range=7d|30d|12m, or custom with ?from=&to=, days
// inclusive, UTC): the page and its CSV export read it the same way.
import { isoDay } from "./dates";
export const STAT_RANGES = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "12m", label: "12 months" },
] as const;

export type StatRangeName = (typeof STAT_RANGES)[number]["value"] | "custom";

export interface StatRange {
  name: StatRangeName;
  /** First and last day shown, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Why the custom range asked for could not be used (the 30 days are shown instead). */
  error: string | null;
}

/** How many months of statistics are kept: the admin's choice within these bounds (the migration's default is 25). */
export const RETENTION_MONTHS = { min: 1, max: 120, default: 25 } as const;

/** The longest custom range: the longest retention the admin can set. */
const MAX_RANGE_DAYS = 3700;
const DAY_MS = 86_400_000;

const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const validDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function readStatRange(params: URLSearchParams, today = new Date()): StatRange {
  const to = isoDay(today);
  const name = params.get("range");
  if (name === "7d") return { name, from: addDays(to, -6), to, error: null };
  if (name === "12m") {
    const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
    return { name, from: addDays(isoDay(yearAgo), 1), to, error: null };
  }
  const last30 = { name: "30d" as const, from: addDays(to, -29), to, error: null };
  if (name !== "custom") return last30;
  const [from, until] = [params.get("from"), params.get("to")];
  if (!validDay(from) || !validDay(until)) return { ...last30, error: "Enter both dates of the range." };
  if (from > until) return { ...last30, error: "The range's first day must come before its last." };
  if (daysBetween(from, until).length > MAX_RANGE_DAYS)
    return { ...last30, error: "Choose a range of at most ten years." };
  return { name: "custom", from, to: until, error: null };
}

/** The range's query string, for links that keep it (the CSV export). */
export function statRangeQuery(range: StatRange): string {
  return range.name === "custom" ? `range=custom&from=${range.from}&to=${range.to}` : `range=${range.name}`;
}
