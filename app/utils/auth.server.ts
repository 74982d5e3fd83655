// Who is signed in: remix-auth checks the password; a sessions row per sign-in says who stays signed in.
import crypto from "node:crypto";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db } from "./db.server";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS } from "./constants";
import { verifyPassword } from "./password.server";
import { createRateLimit } from "./rate-limit.server";
import { getCookieSession, SESSION_MAX_AGE_S, sessionStorage } from "./session.server";

export interface AuthUser {
  id: number;
  email: string;
}

export const INVALID_CREDENTIALS = "Invalid login credentials";

export class LoginError extends Error {}

export const authenticator = new Authenticator<AuthUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) throw new LoginError(INVALID_CREDENTIALS);
    const user = await db.selectFrom("users").select(["id", "email", "password_hash"]).where("email", "=", email).executeTakeFirst();
    // Without a user, hash anyway so timing does not tell which emails exist.
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) throw new LoginError(INVALID_CREDENTIALS);
    return { id: user.id, email: user.email };
  }),
  "form",
);

// A valid scrypt hash of a random password, for the timing of unknown emails.
const DUMMY_HASH =
  "scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA==$" + Buffer.alloc(32).toString("base64");

// Failed logins are counted per account (against guessing one password) and per address
// (against trying many accounts); either limit blocks further tries until its window passes.
const failuresByAccount = createRateLimit({ max: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS });
const failuresByIp = createRateLimit({ max: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS });
const accountKey = (email: string) => email.trim().toLowerCase();

export const loginThrottle = {
  /** Seconds until this address or account may try again; 0 when it may try now. */
  retryAfter(ip: string, email: string): number {
    return Math.max(failuresByIp.retryAfter(ip), failuresByAccount.retryAfter(accountKey(email)));
  },
  recordFailure(ip: string, email: string): void {
    failuresByIp.hit(ip);
    if (email.trim()) failuresByAccount.hit(accountKey(email));
  },
  recordSuccess(email: string): void {
    failuresByAccount.reset(accountKey(email));
  },
};

/** Starts a new server-side session for the user and returns the Set-Cookie header; an old one is ended. */
export async function startSession(request: Request, user: AuthUser): Promise<string> {
  const cookieSession = await getCookieSession(request);
  const previous = cookieSession.get("sessionId");
  if (previous) await db.deleteFrom("sessions").where("id", "=", previous).execute();
  const id = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id, user_id: user.id, expires_at: new Date(Date.now() + SESSION_MAX_AGE_S * 1000).toISOString() })
    .execute();
  cookieSession.set("sessionId", id);
  return sessionStorage.commitSession(cookieSession);
}

export async function getUser(request: Request): Promise<AuthUser | null> {
  const cookieSession = await getCookieSession(request);
  const id = cookieSession.get("sessionId");
  if (!id) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.email", "sessions.expires_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row || row.expires_at < new Date().toISOString()) return null;
  return { id: row.id, email: row.email };
}

/** The guard: every admin loader and action calls it first. Without a session it goes to the login page. */
export async function requireUser(request: Request): Promise<AuthUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin/home";
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

/** Ends the server-side session (so a replayed cookie is worthless) and clears the cookie. */
export async function logout(request: Request, to = "/"): Promise<Response> {
  const cookieSession = await getCookieSession(request);
  const id = cookieSession.get("sessionId");
  if (id) await db.deleteFrom("sessions").where("id", "=", id).execute();
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage.destroySession(cookieSession) } });
}

/** Only same-site paths, so a login link cannot send the admin elsewhere. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin/home"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
