// The account page's change: the signed-in admin's own password, checked against the current one and
// throttled as the login is.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { passwordHashOf, setPassword } from "~/.server/auth/admins";
import { recordAudit } from "~/.server/auth/audit";
import { LOGIN_BUSY_RETRY_AFTER_S } from "~/.server/auth/limits";
import { reserveLoginTry } from "~/.server/auth/login-throttle";
import { HashBusyError, hashPassword, verifyPassword } from "~/.server/auth/password";
import { currentSessionHash, requireFreshUser } from "~/.server/auth/users";
import { redirectWithToast } from "~/.server/http/toast";
import { log } from "~/.server/log";
import { changePasswordSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { type FieldErrors, type FormFailure, parseForm } from "~/utils/forms";
import { passwordStrength } from "~/utils/password-strength";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";
import { toast } from "~/utils/toast";

// Passwords are never sent back into the form.
const refuse = (errors: FieldErrors, status = 400, extra: Record<string, string> = {}) =>
  data({ ok: false, errors, values: {} } satisfies FormFailure, { status, headers: { ...ADMIN_HEADERS, ...extra } });

export async function changePassword({ request, context }: ActionFunctionArgs) {
  const user = await requireFreshUser(request, "/admin/account");
  const parsed = parseForm(changePasswordSchema, await request.formData());
  if (!parsed.ok) return refuse(parsed.errors);
  const problem = passwordStrength(parsed.data.password, [user.email]).problem;
  if (problem) return refuse({ password: problem });
  // The current password is guessed no faster here than at the login: the same counters
  // (docs/decisions/006), as a browser signed in to this account (no account-wide slow-down).
  const reservation = reserveLoginTry(context.clientIp, user.email, true);
  if ("reason" in reservation) {
    log("warn", "password change throttled", {
      address: context.clientIp,
      userId: user.id,
      reason: reservation.reason,
      retryAfter: reservation.retryAfter,
    });
    return refuse({ form: TEXTS.tooManyTries(Math.ceil(reservation.retryAfter / 60)) }, 429, {
      "Retry-After": String(reservation.retryAfter),
    });
  }
  try {
    const stored = await passwordHashOf(user.id);
    // A wrong current password: someone at an open browser cannot take the account over.
    if (!stored || !(await verifyPassword(parsed.data.current, stored, "first"))) {
      log("warn", "password change refused", { address: context.clientIp, userId: user.id });
      return refuse({ current: TEXTS.currentPasswordWrong });
    }
    await setPassword(user.id, await hashPassword(parsed.data.password, "first"), await currentSessionHash(request));
    reservation.succeeded();
  } catch (error) {
    if (!(error instanceof HashBusyError)) throw error;
    reservation.cancelled();
    return refuse({ form: TEXTS.passwordBusy }, 429, { "Retry-After": String(LOGIN_BUSY_RETRY_AFTER_S) });
  }
  log("info", "password changed", { userId: user.id });
  await recordAudit({ action: "password changed", actor: user.email, address: context.clientIp });
  return redirectWithToast(request, "/admin/account", toast("success", TEXTS.passwordChanged), {
    headers: ADMIN_HEADERS,
  });
}
