// The cookie session: signed, httpOnly, SameSite=Lax, Secure in production. It carries only the
// id of a server-side session row (and one-time flash messages); no token reaches the browser.
import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";

export const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export const sessionStorage = createCookieSessionStorage<{ sessionId: string }, { toast: string }>({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().cookieSecure,
    secrets: [env().sessionSecret],
    maxAge: SESSION_MAX_AGE_S,
  },
});

export function getCookieSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
