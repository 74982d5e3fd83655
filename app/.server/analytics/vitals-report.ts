// What a page's report of its own speed must be to be kept (docs/decisions/062-web-vitals.md): anyone can post one,
// so nothing in it is taken on trust. Pure: it reads the parsed body only. Whether a project's page exists is the
// route's to check (content is a layer above this one).
import { isPublicPagePath, splitLanguagePath } from "~/utils/languages";
import { VITAL_NAMES, type VitalName, VITALS } from "~/utils/web-vitals";

export interface VitalsReport {
  /** The page, without its language prefix (as page views are counted). */
  path: string;
  /** One value per measure, each measure at most once. */
  metrics: { name: VitalName; value: number }[];
}

export type ReadReport = { ok: true; report: VitalsReport } | { ok: false; reason: string };

const MAX_PATH_LENGTH = 200;
const refuse = (reason: string): ReadReport => ({ ok: false, reason });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasOnly = (value: Record<string, unknown>, keys: string[]) => Object.keys(value).every((k) => keys.includes(k));

/**
 * The report in a parsed JSON body `{ path, metrics: [{ name, value }] }`, or why it is refused: another shape or
 * another key, a path that is not a public page's (its language prefix one of `languages`), a measure not known or
 * given twice, a value that is not a finite number from 0 to the measure's largest.
 */
export function readVitalsReport(body: unknown, languages: readonly string[]): ReadReport {
  if (!isRecord(body) || !hasOnly(body, ["path", "metrics"])) return refuse("not a report");
  const { path: pathname, metrics } = body;
  if (typeof pathname !== "string" || pathname.length > MAX_PATH_LENGTH || !pathname.startsWith("/"))
    return refuse("no page path");
  const { path } = splitLanguagePath(pathname, languages);
  if (!isPublicPagePath(path)) return refuse("not a public page");
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > VITAL_NAMES.length)
    return refuse("no measures");
  const seen = new Set<string>();
  for (const metric of metrics) {
    if (!isRecord(metric) || !hasOnly(metric, ["name", "value"])) return refuse("not a measure");
    const { name, value } = metric;
    if (typeof name !== "string" || !(VITAL_NAMES as string[]).includes(name)) return refuse("unknown measure");
    if (seen.has(name)) return refuse("a measure given twice");
    seen.add(name);
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > VITALS[name as VitalName].max)
      return refuse(`${name} out of range`);
  }
  return { ok: true, report: { path, metrics: metrics as VitalsReport["metrics"] } };
}
