// A passkey challenge (POST, JSON): for adding a passkey, a sign-in without email, the second step or
// confirming again (app/.server/admin/passkey-ceremony.ts).
import type { ActionFunctionArgs } from "@remix-run/node";

import { passkeyOptions } from "~/.server/admin/passkey-ceremony";
import type { RoutePolicy } from "~/utils/route-policy";

/** A ceremony's name, a passkey's name and where to go next: a few hundred bytes. */
export const policy = { bodyMaxBytes: 2 * 1024, json: true } satisfies RoutePolicy;

export async function action({ request, context }: ActionFunctionArgs) {
  return passkeyOptions(request, context.clientIp);
}
