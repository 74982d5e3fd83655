// A shared project's image or video, through the link (/s/<token>/uploads/<path>): a private project's
// files answer 404 under /uploads/ (app/.server/content/projects/hidden-project-files.ts), so its pages fetch them here.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { selectionFile } from "~/.server/content/sharing/selections";
import { refusePosts } from "~/.server/http/page-without-form";
import { projectFileResponse } from "~/.server/http/project-files";
import { openLink, SHARE_HEADERS } from "~/.server/http/share";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const link = await openLink(params.token ?? "", context.clientIp, request);
  const response = await projectFileResponse(await selectionFile(link.selectionId, params["*"] ?? ""), SHARE_HEADERS);
  if (response.status === 404) throw response;
  return response;
}

/** A post: a dead link's or a missing file's 404, as a GET gets, else 405. */
export const action = refusePosts(loader);
