// The cookie that says a verified share link's recipient entered a right code (docs/decisions/068). Signed with the
// site's secret and HttpOnly; its Path is the link's own (/s/<token>), so the browser sends it to that link alone,
// and it names the link's id, so even a copy of it under another link's path opens nothing. It ends with the link.
import { createCookie } from "@remix-run/node";
import { z } from "zod";

import { isSecureRequest } from "~/.server/auth/session";
import { env } from "~/.server/env";

interface VerifiedLink {
  id: number;
  expiresAt: string;
}

function verifiedCookie(request: Request, linkPath: string, link: VerifiedLink) {
  const secure = isSecureRequest(request);
  // __Secure-: kept only when Secure (the __Host- prefix would want Path=/).
  return createCookie(secure ? "__Secure-share-verified" : "share-verified", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: linkPath,
    secrets: [env().sessionSecret],
    expires: new Date(link.expiresAt),
  });
}

const valueSchema = z.object({ link: z.number() });

/** Whether the request carries this link's cookie. */
export async function isVerified(request: Request, linkPath: string, link: VerifiedLink): Promise<boolean> {
  const value = valueSchema.safeParse(
    await verifiedCookie(request, linkPath, link).parse(request.headers.get("Cookie")),
  );
  return value.success && value.data.link === link.id;
}

/** The Set-Cookie header that opens this link in this browser from now on. */
export function verifiedCookieHeader(request: Request, linkPath: string, link: VerifiedLink): Promise<string> {
  return verifiedCookie(request, linkPath, link).serialize({ link: link.id });
}
