// /admin/statistics.csv?range=…: the Statistics page's range as a CSV file, one row per day and per day and page
// (or with &part=vitals, its page speed table).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { statisticsCsv } from "~/.server/analytics/report";
import { vitalsCsv } from "~/.server/analytics/web-vitals";
import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { readStatRange } from "~/utils/stats-range";

export async function loader({ request }: LoaderFunctionArgs) {
  // An export matters: a factor confirmed within the last minutes, or back to the page after confirming.
  const user = await requireFreshUser(request, `/admin/statistics${new URL(request.url).search}`);
  const { searchParams } = new URL(request.url);
  const range = readStatRange(searchParams);
  // ?part=vitals: the page speed table (one line per page, device and measure) instead of the views.
  const vitals = searchParams.get("part") === "vitals";
  if (range.error) throw new Response(range.error, { status: 400, headers: ADMIN_HEADERS });
  await recordAudit({
    action: "export",
    actor: user.email,
    subject: "statistics",
    detail: { from: range.from, to: range.to, ...(vitals ? { part: "vitals" } : {}) },
  });
  const csv = vitals ? vitalsCsv(range.from, range.to) : statisticsCsv(range.from, range.to);
  const name = `${vitals ? "page-speed" : "statistics"}-${range.from}-to-${range.to}.csv`;
  return new Response(await csv, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
