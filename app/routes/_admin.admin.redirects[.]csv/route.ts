// /admin/redirects.csv: the admin's redirects as the Redirects page imports them (old_path, status, new_page).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { listRedirects } from "~/.server/content/redirects/redirects";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { REDIRECTS_CSV_COLUMNS } from "~/utils/constants";
import { csvLine } from "~/utils/csv";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const rows = (await listRedirects()).map((r) => csvLine([r.from, r.status, r.to]));
  return new Response(csvLine(REDIRECTS_CSV_COLUMNS) + rows.join(""), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="redirects.csv"',
    },
  });
}
