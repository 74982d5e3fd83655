// The cookie that says a verified share link's recipient entered a right code (docs/decisions/068). Signed with the
// site's secret and HttpOnly; one per link, its name carrying the link's id, and its value too, so a copy of it under
// another link's name opens nothing. Its Path is the share links' prefix, not the link's own /s/<token>: Remix asks
// a page's data at /s/<token>.data, which that Path would not match. It ends with the link.
import { createCookie } from "@remix-run/node";
import { z } from "zod";

import { isSecureRequest } from "~/.server/auth/session";
import { env } from "~/.server/env";

interface VerifiedLink {
  id: number;
  expiresAt: string;
}

function verifiedCookie(request: Request, pathPrefix: string, link: VerifiedLink) {
  const secure = isSecureRequest(request);
  // __Secure-: kept only when Secure (the __Host- prefix would want Path=/).
  return createCookie(`${secure ? "__Secure-" : ""}share-verified-${link.id}`, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: pathPrefix,
    secrets: [env().sessionSecret],
    expires: new Date(link.expiresAt),
  });
}

const valueSchema = z.object({ link: z.number() });

/** Whether the request carries this link's cookie. */
export async function isVerified(request: Request, pathPrefix: string, link: VerifiedLink): Promise<boolean> {
  const value = valueSchema.safeParse(
    await verifiedCookie(request, pathPrefix, link).parse(request.headers.get("Cookie")),
  );
  return value.success && value.data.link === link.id;
}

/** The Set-Cookie header that opens this link in this browser from now on. */
export function verifiedCookieHeader(request: Request, pathPrefix: string, link: VerifiedLink): Promise<string> {
  return verifiedCookie(request, pathPrefix, link).serialize({ link: link.id });
}
