// /admin/statistics.csv?range=…: the Statistics page's range as a CSV file, one row per day and per day and page.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { statisticsCsv } from "~/.server/analytics/report";
import { requireUser } from "~/.server/auth/users";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { readStatRange } from "~/utils/stats-range";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const range = readStatRange(new URL(request.url).searchParams);
  if (range.error) throw new Response(range.error, { status: 400, headers: ADMIN_HEADERS });
  return new Response(await statisticsCsv(range.from, range.to), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="statistics-${range.from}-to-${range.to}.csv"`,
    },
  });
}
