// Who is signed in: remix-auth checks the password; a sessions row per sign-in says who stays signed in.
import crypto from "node:crypto";

import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { db } from "~/.server/db/db";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";

import { SESSION_MAX_AGE_S } from "./limits";
import { accountKey } from "./login-throttle";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { commitCookieSession, destroyCookieSession, getCookieSession, signedInBefore } from "./session";
import { tokenHash } from "./session-token";

/** A session unused this long ends (sliding): a forgotten signed-in browser does not stay open for a month. */
const SESSION_IDLE_S = 12 * 60 * 60;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const SESSION_TOUCH_EVERY_S = 5 * 60;
/** Expired session rows are deleted at start, on each sign-in and this often. */
const SESSION_SWEEP_MS = 60 * 60 * 1000;

export interface AuthUser {
  id: number;
  email: string;
}

const INVALID_CREDENTIALS = "Invalid login credentials";

export class LoginError extends Error {}

/**
 * The form strategy reads `username` and `password`; the login route hands it a request rebuilt
 * from the body it has already read (capped). A browser that signed in to this account before
 * goes ahead of strangers for a turn at the password hash.
 */
export const authenticator = new Authenticator<AuthUser>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) throw new LoginError(INVALID_CREDENTIALS);
    const user = await db
      .selectFrom("users")
      .select(["id", "email", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    // Without a user, hash anyway so timing does not tell which emails exist.
    const priority = (await signedInBefore(request)) === accountKey(email) ? "first" : "normal";
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH, priority);
    if (!user || !ok) throw new LoginError(INVALID_CREDENTIALS);
    if (needsRehash(user.password_hash)) {
      await db
        .updateTable("users")
        .set({ password_hash: await hashPassword(password, priority) })
        .where("id", "=", user.id)
        .execute();
    }
    return { id: user.id, email: user.email };
  }),
  "form",
);

// A valid scrypt hash of a random password, for the timing of unknown emails.
const DUMMY_HASH = "scrypt$16384$8$5$c2FsdHNhbHRzYWx0c2FsdA==$" + Buffer.alloc(32).toString("base64");

/** The sessions row of a token: its SHA-256, so the database holds no live token. */

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/** Starts a new server-side session for the user and returns the Set-Cookie header; an old one is ended. */
export async function startSession(request: Request, user: AuthUser): Promise<string> {
  const cookieSession = await getCookieSession(request);
  const previous = cookieSession.get("sessionToken");
  if (previous) await db.deleteFrom("sessions").where("token_hash", "=", tokenHash(previous)).execute();
  await deleteExpiredSessions();
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      token_hash: tokenHash(token),
      user_id: user.id,
      expires_at: iso(SESSION_MAX_AGE_S * 1000),
      last_seen_at: iso(0),
    })
    .execute();
  cookieSession.set("sessionToken", token);
  return commitCookieSession(request, cookieSession);
}

export async function getUser(request: Request): Promise<AuthUser | null> {
  const cookieSession = await getCookieSession(request);
  const token = cookieSession.get("sessionToken");
  if (!token) return null;
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.email", "sessions.expires_at", "sessions.last_seen_at"])
    .where("sessions.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return null;
  const now = iso(0);
  if (row.expires_at <= now || row.last_seen_at <= iso(-SESSION_IDLE_S * 1000)) {
    await db.deleteFrom("sessions").where("token_hash", "=", hash).execute();
    return null;
  }
  // Sliding idle timeout, written at most every few minutes.
  if (row.last_seen_at <= iso(-SESSION_TOUCH_EVERY_S * 1000)) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", hash).execute();
  }
  return { id: row.id, email: row.email };
}

/** Deletes sessions past their absolute end or idle for too long. */
async function deleteExpiredSessions(): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", iso(0)), eb("last_seen_at", "<=", iso(-SESSION_IDLE_S * 1000))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sweeps expired sessions now and every SESSION_SWEEP_MS; returns the stop function. */
export function startSessionSweeper(): StopJob {
  return startPeriodic("expired sessions sweep", SESSION_SWEEP_MS, deleteExpiredSessions);
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

/** The sessions row of this request's cookie (its token's hash), if it carries one. */
export async function currentSessionHash(request: Request): Promise<string | null> {
  const token = (await getCookieSession(request)).get("sessionToken");
  return token ? tokenHash(token) : null;
}

/** Ends an admin's sessions, all of them or all but one (the browser that asked). */
export async function endSessions(userId: number, keep: string | null = null): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("token_hash", "!=", keep);
  await query.execute();
}

/** Ends the server-side session (so a replayed cookie is worthless) and clears the cookie. */
export async function logout(request: Request, to = "/"): Promise<Response> {
  const cookieSession = await getCookieSession(request);
  const token = cookieSession.get("sessionToken");
  if (token) await db.deleteFrom("sessions").where("token_hash", "=", tokenHash(token)).execute();
  return redirect(to, { headers: { "Set-Cookie": await destroyCookieSession(request, cookieSession) } });
}
