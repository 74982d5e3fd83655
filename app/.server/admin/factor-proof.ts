// One place where a typed proof is checked: the second step of a sign-in and the confirmation before
// an action that matters. Every try is counted (the factors' own counters: per address and account, the
// owner's browser exempt from the account-wide slow-down, docs/decisions/006 and 049), a code works
// once, a failure is logged without what was typed.
import { data } from "@remix-run/node";

import { passwordHashOf } from "~/.server/auth/admins";
import { recordAudit } from "~/.server/auth/audit";
import { factorsOf } from "~/.server/auth/factors";
import { LOGIN_BUSY_RETRY_AFTER_S } from "~/.server/auth/limits";
import { accountKey, reserveFactorTry } from "~/.server/auth/login-throttle";
import { HashBusyError, verifyPassword } from "~/.server/auth/password";
import { signedInBefore } from "~/.server/auth/session";
import { acceptTotp, looksLikeRecoveryCode, spendRecoveryCode } from "~/.server/auth/totp";
import type { AuthUser } from "~/.server/auth/users";
import { log } from "~/.server/log";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { ADMIN_ACCOUNT_TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

/** The longest proof read: a code, or a password. */
const PROOF_MAX_LENGTH = 1024;

export type Proof = "authenticator app" | "recovery code" | "password";

export const refuseProof = (status: number, error: string, headers: Record<string, string> = {}) =>
  data({ error }, { status, headers: { ...ADMIN_HEADERS, ...headers } });

/**
 * Checks the form's `code` (the app's code or a recovery code) or, for an admin with neither app nor
 * passkey, its `password`. Returns the proof used, or the refusal to answer with.
 */
export async function checkProof(
  request: Request,
  user: AuthUser,
  form: FormData,
  address: string,
  during: "second step" | "confirmation",
): Promise<{ proof: Proof } | { refusal: ReturnType<typeof refuseProof> }> {
  const typed = String(form.get("code") ?? form.get("password") ?? "").slice(0, PROOF_MAX_LENGTH);
  if (!typed.trim()) return { refusal: refuseProof(400, TEXTS.codeRequired) };
  const account = accountKey(user.email);
  const reservation = reserveFactorTry(address, account, (await signedInBefore(request)) === account);
  if ("reason" in reservation) {
    log("warn", "factor throttled", { address, account, reason: reservation.reason, during });
    const message =
      reservation.reason === "account"
        ? ADMIN_ACCOUNT_TEXTS.loginSlowedDown(reservation.retryAfter)
        : ADMIN_ACCOUNT_TEXTS.tooManyTries(Math.ceil(reservation.retryAfter / 60));
    return { refusal: refuseProof(429, message, { "Retry-After": String(reservation.retryAfter) }) };
  }
  const factors = await factorsOf(user.id);
  let proof: Proof | null = null;
  try {
    if (form.has("password") && !factors.totp && factors.passkeys === 0) {
      const stored = await passwordHashOf(user.id);
      if (stored && (await verifyPassword(typed, stored, "first"))) proof = "password";
    } else if (factors.totp && looksLikeRecoveryCode(typed)) {
      if (await spendRecoveryCode(user.id, typed)) proof = "recovery code";
    } else if (factors.totp && (await acceptTotp(user.id, typed))) proof = "authenticator app";
  } catch (error) {
    if (!(error instanceof HashBusyError)) throw error;
    reservation.cancelled();
    return {
      refusal: refuseProof(429, ADMIN_ACCOUNT_TEXTS.passwordBusy, { "Retry-After": String(LOGIN_BUSY_RETRY_AFTER_S) }),
    };
  }
  if (!proof) {
    log("warn", "factor failed", { address, account, during });
    await recordAudit({ action: "second step failed", actor: user.email, detail: { during }, address });
    return { refusal: refuseProof(401, form.has("password") ? TEXTS.confirmPasswordWrong : TEXTS.codeWrong) };
  }
  reservation.succeeded();
  if (proof === "recovery code")
    await recordAudit({
      action: "recovery code used",
      actor: user.email,
      detail: { left: factors.recoveryCodesLeft - 1 },
      address,
    });
  return { proof };
}
