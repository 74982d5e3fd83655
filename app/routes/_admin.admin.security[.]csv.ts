// /admin/security.csv: the whole audit log, oldest first, with each entry's hashes (to check the chain
// elsewhere). An export: a factor confirmed within the last minutes, and logged.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { allAudit, recordAudit } from "~/.server/auth/audit";
import { requireFreshUser } from "~/.server/auth/users";
import { ADMIN_HEADERS } from "~/utils/admin-route";

const COLUMNS = ["id", "at", "action", "actor", "subject", "detail", "address", "prev_hash", "hash"] as const;
// A cell a spreadsheet would read as a formula starts with a quote instead.
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireFreshUser(request, "/admin/security");
  await recordAudit({ action: "export", actor: user.email, subject: "audit log", address: context.clientIp });
  const encoder = new TextEncoder();
  const rows = allAudit();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${COLUMNS.join(",")}\n`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(`${COLUMNS.map((c) => cell(next.value[c])).join(",")}\n`));
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
