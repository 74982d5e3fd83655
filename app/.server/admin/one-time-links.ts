// The public pages behind an invite or reset link: each look and post counts against the address,
// as sign-ins do (docs/decisions/006), so nobody can try tokens or flood the password hash.
import { data } from "@remix-run/node";

import type { AdminTokenKind } from "#db/tables";
import { acceptInvite, checkToken, resetWithToken } from "~/.server/auth/admins";
import { recordAudit } from "~/.server/auth/audit";
import { LOGIN_BUSY_RETRY_AFTER_S, LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import { HashBusyError, hashPassword } from "~/.server/auth/password";
import { log } from "~/.server/log";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { setPasswordSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { type FormFailure, parseForm, typedValues } from "~/utils/forms";
import { passwordStrength } from "~/utils/password-strength";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";

/** Tries at one-time links per address within LOGIN_WINDOW_MS, as for sign-ins from one address. */
const ADMIN_LINK_TRIES_PER_IP = 20;

const linkTries = createRateLimit({ max: ADMIN_LINK_TRIES_PER_IP, windowMs: LOGIN_WINDOW_MS });

export type Throttled = { state: "throttled"; message: string; retryAfter: number };

/** Counts a look or post at a link; says so when the address has had too many. */
function countLinkTry(address: string): Throttled | null {
  if (linkTries.hit(address)) return null;
  const retryAfter = linkTries.retryAfter(address);
  log("warn", "one-time link throttled", { address, retryAfter });
  return { state: "throttled", message: TEXTS.tooManyTries(Math.ceil(retryAfter / 60)), retryAfter };
}

/** The answer's status and headers for a refusal (429 with Retry-After) or a dead link (410). */
export function linkInit(outcome: { state: string; retryAfter?: number }) {
  const status = outcome.state === "throttled" ? 429 : outcome.state === "valid" ? 200 : 410;
  return {
    status,
    headers: { ...ADMIN_HEADERS, ...(outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {}) },
  };
}

/** What the page shows for a link: the form (with the address it is for) or why it no longer works. */
export async function linkPage(kind: AdminTokenKind, token: string, address: string) {
  const throttled = countLinkTry(address);
  if (throttled) return data({ ...throttled, email: null }, linkInit(throttled));
  const link = await checkToken(kind, token);
  return data({ state: link.state, email: link.state === "valid" ? link.email : null, message: null }, linkInit(link));
}

export type LinkPost =
  | { state: "done"; user: { id: number; email: string } }
  | { state: "invalid"; failure: FormFailure }
  | { state: "used" | "expired" | "unknown" }
  | Throttled;

/**
 * Checks the link first: a dead or made-up token costs no hash. Then the new password, its hash (in
 * the strangers' lane: whoever holds a link is not yet known, and must not take the owner's turn),
 * and the link is used up (accepting the invite, or resetting), which checks it again atomically.
 */
export async function postLink(
  kind: AdminTokenKind,
  token: string,
  request: Request,
  address: string,
): Promise<LinkPost> {
  const throttled = countLinkTry(address);
  if (throttled) return throttled;
  const link = await checkToken(kind, token);
  if (link.state !== "valid") return { state: link.state };
  const form = await request.formData();
  const parsed = parseForm(setPasswordSchema, form);
  if (!parsed.ok)
    return { state: "invalid", failure: { ok: false, errors: parsed.errors, values: typedValues(form, []) } };
  const problem = passwordStrength(parsed.data.password, link.email ? [link.email] : []).problem;
  if (problem) return { state: "invalid", failure: { ok: false, errors: { password: problem }, values: {} } };
  let hash: string;
  try {
    hash = await hashPassword(parsed.data.password, "normal");
  } catch (error) {
    if (!(error instanceof HashBusyError)) throw error;
    return { state: "throttled", message: TEXTS.passwordBusy, retryAfter: LOGIN_BUSY_RETRY_AFTER_S };
  }
  const result = kind === "invite" ? await acceptInvite(token, hash) : await resetWithToken(token, hash);
  log("info", kind === "invite" ? "admin invite accepted" : "admin password reset", {
    address,
    ok: result.ok,
    state: result.ok ? "valid" : result.state,
  });
  if (result.ok)
    await recordAudit({
      action: kind === "invite" ? "admin joined" : "password reset",
      actor: result.user.email,
      address,
    });
  return result.ok ? { state: "done", user: result.user } : { state: result.state };
}
