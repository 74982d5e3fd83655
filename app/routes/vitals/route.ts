// /vitals: where a public page sends its own speed as the visitor saw it (app/hooks/web-vitals-reporter.ts, decision
// 062), by navigator.sendBeacon when the page is hidden. Anyone can post here: the body is capped while it streams
// (policy), each address may send a few a minute, and the report is checked whole before anything is kept. Counted as
// page views are: not a bot's, not a signed-in admin's; no cookie is set and nothing about the sender is kept.
import type { ActionFunctionArgs } from "@remix-run/node";

import { reportingVisitor } from "~/.server/analytics/classify";
import { readVitalsReport } from "~/.server/analytics/vitals-report";
import { recordVitals } from "~/.server/analytics/web-vitals";
import { visibleProjectId } from "~/.server/content/projects/reads";
import { env } from "~/.server/env";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { ALL_PROJECTS_SLUG, PROJECT_TYPE_BY_SLUG } from "~/utils/project-types";
import type { RoutePolicy } from "~/utils/route-policy";
import { VITALS_BODY_MAX_BYTES } from "~/utils/web-vitals";

export const policy = { bodyMaxBytes: VITALS_BODY_MAX_BYTES, json: true } satisfies RoutePolicy;

/** A page sends one report when it is first hidden (and one more after each return from the back/forward cache). */
const REPORTS_PER_ADDRESS = 60;
const REPORT_WINDOW_MS = 60_000;
const reports = createRateLimit({ max: REPORTS_PER_ADDRESS, windowMs: REPORT_WINDOW_MS });

const NO_STORE = { "Cache-Control": "no-store" };
const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...NO_STORE, ...headers } });

/** Whether a public page's path (no language prefix) names a page that is there: a known type, the map, a visible project. */
async function pageExists(path: string): Promise<boolean> {
  const [, first, second, third] = path.split("/");
  if (first !== "projects" || second === undefined) return true;
  if (third === undefined)
    return second === ALL_PROJECTS_SLUG || second === "map" || PROJECT_TYPE_BY_SLUG[second] !== undefined;
  return (await visibleProjectId(third)) !== null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return refuse(405, "Reports are posted.", { Allow: "POST" });
  if (!reports.hit(context.clientIp))
    return refuse(429, "Too many reports.", { "Retry-After": String(reports.retryAfter(context.clientIp)) });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return refuse(400, "not JSON");
  }
  const read = readVitalsReport(body, env().languages);
  if (!read.ok) return refuse(400, read.reason);
  if (!(await pageExists(read.report.path))) return refuse(400, "no such page");
  const device = reportingVisitor({ method: request.method, headers: Object.fromEntries(request.headers) });
  if (device) await recordVitals(read.report, device);
  return new Response(null, { status: 204, headers: NO_STORE });
}

/** Opened in the browser: it only takes reports. */
export function loader() {
  return refuse(405, "Reports are posted.", { Allow: "POST" });
}
