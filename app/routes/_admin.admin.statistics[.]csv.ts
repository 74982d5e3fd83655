// /admin/statistics.csv?range=…: the Statistics page's range as a CSV file, one row per day and per day and page.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { statisticsCsv } from "~/.server/analytics/report";
import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { readStatRange } from "~/utils/stats-range";

export async function loader({ request }: LoaderFunctionArgs) {
  // An export matters: a factor confirmed within the last minutes, or back to the page after confirming.
  const user = await requireFreshUser(request, `/admin/statistics${new URL(request.url).search}`);
  const range = readStatRange(new URL(request.url).searchParams);
  if (range.error) throw new Response(range.error, { status: 400, headers: ADMIN_HEADERS });
  await recordAudit({
    action: "export",
    actor: user.email,
    subject: "statistics",
    detail: { from: range.from, to: range.to },
  });
  return new Response(await statisticsCsv(range.from, range.to), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistics-${range.from}-to-${range.to}.csv"`,
    },
  });
}
