// A selection's favourites, comments and approvals as CSV: one row each, with its link's recipient (decision 064).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { feedbackCsv, selectionFeedback } from "~/.server/content/sharing/feedback";
import { getSelection } from "~/.server/content/sharing/selections";
import { linkLogs } from "~/.server/content/sharing/share-links";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { safeFileName } from "~/utils/file-name";
import { FEEDBACK_ADMIN_TEXTS } from "~/utils/share-feedback-texts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  // As the view log's export: a factor confirmed within the last minutes, or back to the selection after confirming.
  const user = await requireFreshUser(request, `/admin/selections/${Number(params.id)}`);
  const selection = await getSelection(Number(params.id));
  if (!selection) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  await recordAudit({
    action: "export",
    actor: user.email,
    subject: "share link feedback",
    detail: { selection: selection.title },
  });
  const recipients = new Map((await linkLogs(selection.id)).map((l) => [l.id, l.recipientName]));
  const csv = feedbackCsv(
    await selectionFeedback(selection.id),
    (id) => recipients.get(id) ?? "",
    FEEDBACK_ADMIN_TEXTS,
  );
  const name = safeFileName(`${selection.title} feedback.csv`, "csv", "selection-feedback");
  return new Response(csv, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
