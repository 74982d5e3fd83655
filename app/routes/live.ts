import type { LoaderFunctionArgs } from "@remix-run/node";

import { getUser } from "~/.server/auth/users";
import { liveStreamResponse } from "~/.server/live/stream";

/** GET /live: the live-update event stream (text/event-stream) that open pages listen to. Drafts' changes reach admins only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = (await getUser(request)) !== null;
  return liveStreamResponse(request, { ...context, admin });
}
