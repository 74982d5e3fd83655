// The browser's answer to a passkey challenge (POST, JSON): checked, counted and logged
// (app/.server/admin/passkey-ceremony.ts).
import type { ActionFunctionArgs } from "@remix-run/node";

import { passkeyVerify } from "~/.server/admin/passkey-ceremony";
import type { RoutePolicy } from "~/utils/route-policy";

/** A credential without attestation (the site asks for none) is about 1–2 KB of base64url: room for more, not for much. */
export const policy = { bodyMaxBytes: 16 * 1024, json: true } satisfies RoutePolicy;

export async function action({ request, context }: ActionFunctionArgs) {
  return passkeyVerify(request, context.clientIp);
}
