// A share link's download (/s/<token>/download, decision 069): the recipient's download form posts here and gets
// the file (a JPEG, or a zip of several) as an attachment, so their page stays. A link without downloads answers
// 404 (the dead-link answer for a dead one); a GET of a link with downloads, 405.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { SHARE_HEADERS } from "~/.server/http/share";
import { linkWithDownloads, shareDownloadAction } from "~/.server/http/share-downloads";
import type { RoutePolicy } from "~/utils/route-policy";
import { SHARE_DOWNLOAD_BODY_MAX_BYTES } from "~/utils/share-downloads";

export const policy = { bodyMaxBytes: SHARE_DOWNLOAD_BODY_MAX_BYTES } satisfies RoutePolicy;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await linkWithDownloads(params.token ?? "", context.clientIp, request);
  throw new Response(null, { status: 405, headers: { ...SHARE_HEADERS, Allow: "POST" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return shareDownloadAction(request, params.token ?? "", context.clientIp);
}
