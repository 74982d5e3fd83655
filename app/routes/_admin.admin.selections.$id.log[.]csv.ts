// A selection's view log as CSV: one row per link (recipient, dates, openings, projects looked at).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { getSelection } from "~/.server/content/sharing/selections";
import { linkLogs, linkLogsCsv } from "~/.server/content/sharing/share-links";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { safeFileName } from "~/utils/file-name";

export async function loader({ request, params }: LoaderFunctionArgs) {
  // An export matters: a factor confirmed within the last minutes, or back to the selection after confirming.
  const user = await requireFreshUser(request, `/admin/selections/${Number(params.id)}`);
  const selection = await getSelection(Number(params.id));
  if (!selection) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  await recordAudit({
    action: "export",
    actor: user.email,
    subject: "share link views",
    detail: { selection: selection.title },
  });
  const name = safeFileName(`${selection.title} views.csv`, "csv", "selection-views");
  return new Response(linkLogsCsv(await linkLogs(selection.id)), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
