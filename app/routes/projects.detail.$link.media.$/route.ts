// A draft's image or video for the holder of its preview link (…/media/<path>?preview=<token>): a
// draft's files answer 404 under /uploads/ (app/.server/content/projects/hidden-project-files.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { draftPreviewFile } from "~/.server/content/projects/reads";
import { refusePosts } from "~/.server/http/page-without-form";
import { PREVIEW_HEADERS, projectFileResponse } from "~/.server/http/project-files";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("preview") ?? "";
  const found = await draftPreviewFile(params.link ?? "", token, params["*"] ?? "");
  const response = await projectFileResponse(found, PREVIEW_HEADERS);
  if (response.status === 404) throw response;
  return response;
}

/** A post: the 404 a GET gets where there is no file, else 405. */
export const action = refusePosts(loader);
