import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveStreamResponse } from "~/.server/live/stream";

/** GET /live: the live-update event stream (text/event-stream) that open pages listen to. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return liveStreamResponse(request, context);
}
