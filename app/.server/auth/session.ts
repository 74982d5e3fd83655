// The cookies of a signed-in browser. The session cookie is signed, HttpOnly and SameSite=Lax; it
// carries only a random token (whose SHA-256 names a sessions row) and one-time flash messages.
// It is Secure, with the __Host- prefix, unless the site is plain-http localhost: decided per
// request from its URL, so `npm start` on http://localhost:3000 still signs in. COOKIE_SECURE=1/0 overrides.
import { type Cookie, createCookie, createCookieSessionStorage } from "@remix-run/node";

import { env } from "~/.server/env";

import { LOGIN_DEVICE_MAX_AGE_S, SESSION_MAX_AGE_S } from "./limits";
import { SESSION_COOKIE } from "./session-token";

/**
 * What the signed cookie carries: the session's token, and for a moment a set-up's new app secret
 * (sealed, shown on the page anyway) or a WebAuthn challenge, which must come back with the answer; and the
 * time the admin previews the site at, which thus ends with the session and rides no one else's request.
 */
interface CookieData {
  sessionToken: string;
  totpSetup: string;
  webauthnChallenge: string;
  /** The time (ms) the admin previews the site at, while they do (app/.server/http/preview.ts). */
  previewAt: number;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether cookies for this request must be Secure: everywhere but plain-http localhost. */
export function isSecureRequest(request: Request): boolean {
  const forced = env().COOKIE_SECURE;
  if (forced !== undefined) return forced;
  const url = new URL(request.url);
  return !(url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

function storage(secure: boolean) {
  return createCookieSessionStorage<CookieData, { toast: string }>({
    cookie: {
      // __Host-: the browser keeps it only if Secure, Path=/ and no Domain, so no sibling host can plant one.
      name: secure ? SESSION_COOKIE.secure : SESSION_COOKIE.plain,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure,
      secrets: [env().sessionSecret],
      maxAge: SESSION_MAX_AGE_S,
    },
  });
}

function deviceCookie(secure: boolean): Cookie {
  return createCookie(secure ? "__Host-login-device" : "login-device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [env().sessionSecret],
    maxAge: LOGIN_DEVICE_MAX_AGE_S,
  });
}

let cookies: Record<"secure" | "plain", { session: ReturnType<typeof storage>; device: Cookie }> | undefined;
function cookiesFor(request: Request) {
  cookies ??= {
    secure: { session: storage(true), device: deviceCookie(true) },
    plain: { session: storage(false), device: deviceCookie(false) },
  };
  return cookies[isSecureRequest(request) ? "secure" : "plain"];
}

export function getCookieSession(request: Request) {
  return cookiesFor(request).session.getSession(request.headers.get("Cookie"));
}

type CookieSession = Awaited<ReturnType<typeof getCookieSession>>;

export function commitCookieSession(request: Request, cookieSession: CookieSession): Promise<string> {
  return cookiesFor(request).session.commitSession(cookieSession);
}

export function destroyCookieSession(request: Request, cookieSession: CookieSession): Promise<string> {
  return cookiesFor(request).session.destroySession(cookieSession);
}

/**
 * The login-device cookie: set on a successful sign-in, it names the account this browser signed in
 * to, so an attack on that account does not slow this browser (docs/decisions/006-login-throttling.md).
 */
export async function signedInBefore(request: Request): Promise<string | null> {
  const value: unknown = await cookiesFor(request).device.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function rememberDevice(request: Request, account: string): Promise<string> {
  return cookiesFor(request).device.serialize(account);
}
