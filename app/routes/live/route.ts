import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/.server/auth/users";
import { refusePosts } from "~/.server/http/page-without-form";
import { liveStreamResponse } from "~/.server/live/stream";

/** GET /live: the live-update event stream (text/event-stream) that open pages listen to. Drafts' changes reach admins only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = (await getUser(request)) !== null;
  return liveStreamResponse(request, { ...context, admin });
}

/** Read only: no posts (405). */
export const action = refusePosts();
