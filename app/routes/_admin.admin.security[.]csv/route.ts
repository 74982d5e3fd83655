// /admin/security.csv: the whole audit log, oldest first, with each entry's hashes (to check the chain
// elsewhere). An export: a factor confirmed within the last minutes, and logged.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { allAudit, recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { csvLine } from "~/utils/csv";

const COLUMNS = ["id", "at", "action", "actor", "subject", "detail", "address", "prev_hash", "hash"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireFreshUser(request, "/admin/security");
  await recordAudit({ action: "export", actor: user.email, subject: "audit log", address: context.clientIp });
  const encoder = new TextEncoder();
  const rows = allAudit();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(COLUMNS)));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLine(COLUMNS.map((c) => next.value[c]))));
    },
  });
  return new Response(body, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="audit-log.csv"',
    },
  });
}
