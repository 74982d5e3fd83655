// A shared project's image or video, through the link (/s/<token>/uploads/<path>): a private project's
// files answer 404 under /uploads/ (app/.server/content/projects/hidden-project-files.ts), so its pages fetch them here.
import fs from "node:fs";
import { Readable } from "node:stream";

import type { LoaderFunctionArgs } from "@remix-run/node";

import { selectionFile } from "~/.server/content/sharing/selections";
import { refusePosts } from "~/.server/http/page-without-form";
import { openLink, SHARE_HEADERS } from "~/.server/http/share";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const link = await openLink(params.token ?? "", context.clientIp);
  const found = await selectionFile(link.selectionId, params["*"] ?? "");
  const stat = found ? await fs.promises.stat(found.file).catch(() => null) : null;
  if (!found || !stat?.isFile()) throw new Response(null, { status: 404, headers: SHARE_HEADERS });
  const body = Readable.toWeb(fs.createReadStream(found.file)) as ReadableStream;
  return new Response(body, {
    headers: { ...SHARE_HEADERS, "Content-Type": found.mime, "Content-Length": String(stat.size) },
  });
}

/** A post: a dead link's or a missing file's 404, as a GET gets, else 405. */
export const action = refusePosts(loader);
