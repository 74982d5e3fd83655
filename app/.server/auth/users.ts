// Who is signed in: remix-auth checks the password; a sessions row per sign-in says who stays signed in.
import crypto from "node:crypto";

import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { db } from "~/.server/db/db";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";
import { FRESH_FACTOR_MS, SIGN_IN_PATHS } from "~/utils/sign-in";

import { factorsOf, hasSecondFactor, secondFactorRequired } from "./factors";
import { SECOND_STEP_MAX_S, SESSION_MAX_AGE_S } from "./limits";
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
      .select(["id", "email", "password_hash", "passkey_only"])
      .where("email", "=", email)
      .executeTakeFirst();
    // Without a user, hash anyway so timing does not tell which emails exist.
    const priority = (await signedInBefore(request)) === accountKey(email) ? "first" : "normal";
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH, priority);
    // A passkey-only account's password opens nothing, with the same answer as a wrong one.
    if (!user || !ok || user.passkey_only) throw new LoginError(INVALID_CREDENTIALS);
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

/**
 * Starts a new server-side session for the user and returns the Set-Cookie header; an old one is ended.
 * "password": a half sign-in that owes its second factor (it lasts SECOND_STEP_MAX_S and opens no admin
 * page); "full": signed in, and its factor counts as fresh from now.
 */
export async function startSession(request: Request, user: AuthUser, stage: SessionStage = "full"): Promise<string> {
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
      expires_at: iso((stage === "full" ? SESSION_MAX_AGE_S : SECOND_STEP_MAX_S) * 1000),
      last_seen_at: iso(0),
      stage,
      verified_at: stage === "full" ? iso(0) : null,
    })
    .execute();
  cookieSession.set("sessionToken", token);
  return commitCookieSession(request, cookieSession);
}

export type SessionStage = "password" | "full";

export interface SignedIn {
  user: AuthUser;
  stage: SessionStage;
  /** When this session last proved a factor (or the password where none is set). */
  verifiedAt: string | null;
  /** The sessions row's name (its token's SHA-256). */
  hash: string;
}

/** The session this request's cookie names, whatever its stage. */
export async function readSession(request: Request): Promise<SignedIn | null> {
  const cookieSession = await getCookieSession(request);
  const token = cookieSession.get("sessionToken");
  if (!token) return null;
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.email",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "sessions.stage",
      "sessions.verified_at",
    ])
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
  return { user: { id: row.id, email: row.email }, stage: row.stage, verifiedAt: row.verified_at, hash };
}

/** The signed-in admin: a full session only (a half sign-in is nobody yet). */
export async function getUser(request: Request): Promise<AuthUser | null> {
  const session = await readSession(request);
  return session?.stage === "full" ? session.user : null;
}

/** The half sign-in's second factor was proved: the session becomes a full one, its factor fresh from now. */
export async function completeSecondStep(hash: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ stage: "full", verified_at: iso(0), expires_at: iso(SESSION_MAX_AGE_S * 1000) })
    .where("token_hash", "=", hash)
    .execute();
}

/** The admin proved a factor again (the confirm page): sensitive actions are open for FRESH_FACTOR_MS. */
export async function markVerified(hash: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ verified_at: iso(0) })
    .where("token_hash", "=", hash)
    .execute();
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

/**
 * The guard: every admin loader and action calls it first. Without a session it goes to the login page;
 * a half sign-in (the password without its second factor) to the second step, whatever the URL or data
 * request; and while the studio's rule stands, an admin without a second factor to set one up, the only
 * page open to them (with logout).
 */
export async function requireUser(request: Request): Promise<AuthUser> {
  const session = await readSession(request);
  const url = new URL(request.url);
  const init = { status: 303, headers: { "Cache-Control": "no-store" } };
  if (!session) {
    const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin/home";
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`, init);
  }
  if (session.stage !== "full") throw redirect(SIGN_IN_PATHS.secondStep, init);
  if (url.pathname !== SIGN_IN_PATHS.factors && (await secondFactorRequired())) {
    if (!hasSecondFactor(await factorsOf(session.user.id))) throw redirect(`${SIGN_IN_PATHS.factors}?required`, init);
  }
  return session.user;
}

/**
 * The guard of what matters (removing an admin, a password or factor change, exports, backups…): the
 * session must have proved a factor within FRESH_FACTOR_MS, or the admin is sent to confirm it and
 * brought back to `back` (the page, for a post).
 */
export async function requireFreshUser(request: Request, back?: string): Promise<AuthUser> {
  const user = await requireUser(request);
  const session = await readSession(request);
  const fresh = session?.verifiedAt && Date.parse(session.verifiedAt) > Date.now() - FRESH_FACTOR_MS;
  if (fresh) return user;
  const url = new URL(request.url);
  const to = back ?? (request.method === "GET" ? `${url.pathname}${url.search}` : "/admin/home");
  throw redirect(`${SIGN_IN_PATHS.confirm}?redirectTo=${encodeURIComponent(to)}`, {
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
