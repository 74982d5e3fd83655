// A selection's CSV downloads (its view log, its links' feedback): one guard, audit entry and answer for both.
import { recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { getSelection } from "~/.server/content/sharing/selections";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { safeFileName } from "~/utils/file-name";

interface Export {
  /** The audit entry's subject ("share link views"). */
  subject: string;
  /** What the file is named after the selection's title ("views"), and its name when the title gives none. */
  suffix: string;
  fallbackName: string;
  csv: (selectionId: number) => Promise<string>;
}

export async function selectionCsv(request: Request, params: { id?: string }, what: Export): Promise<Response> {
  // An export matters: a factor confirmed within the last minutes, or back to the selection after confirming.
  const user = await requireFreshUser(request, `/admin/selections/${Number(params.id)}`);
  const selection = await getSelection(Number(params.id));
  if (!selection) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  await recordAudit({
    action: "export",
    actor: user.email,
    subject: what.subject,
    detail: { selection: selection.title },
  });
  const name = safeFileName(`${selection.title} ${what.suffix}.csv`, "csv", what.fallbackName);
  return new Response(await what.csv(selection.id), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
