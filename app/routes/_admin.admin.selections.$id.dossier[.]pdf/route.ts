// A selection's dossier as an A4 PDF, streamed as it is drawn (app/.server/content/sharing/dossier.ts).
import { Readable } from "node:stream";

import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { dossier } from "~/.server/content/sharing/dossier";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { safeFileName } from "~/utils/file-name";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const made = await dossier(Number(params.id));
  if (!made) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  const name = safeFileName(`${made.title}.pdf`, "pdf", "dossier");
  return new Response(Readable.toWeb(made.pdf) as ReadableStream, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
