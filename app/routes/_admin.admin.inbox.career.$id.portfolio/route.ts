// A portfolio, for a signed-in admin only: always a download, never shown inline or cached.
// (X-Content-Type-Options: nosniff is on every response already, from server.js.)
import fs from "node:fs";

import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { privateFilePath } from "~/.server/storage/folders";
import { getPortfolio, portfolioFileName } from "~/.server/submissions/inbox";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = Number(params.id);
  const asset = Number.isSafeInteger(id) ? await getPortfolio(id) : undefined;
  if (!asset) throw new Response("Not found", { status: 404 });
  const file = privateFilePath(asset);
  if (!fs.existsSync(file)) throw new Response("Not found", { status: 404 });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file)), {
    headers: {
      "Content-Type": asset.mime,
      "Content-Length": String(asset.bytes),
      "Content-Disposition": `attachment; filename="${portfolioFileName(asset)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
