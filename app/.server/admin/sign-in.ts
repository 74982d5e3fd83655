// The end of every successful sign-in (password alone, password and second factor, passkey): it is
// logged with the factor used, the browser is remembered for the login throttle, and the admin is
// mailed once when a browser that never signed in to the account does (its login-device cookie).
import { recordAudit } from "~/.server/auth/audit";
import { accountKey } from "~/.server/auth/login-throttle";
import { rememberDevice, signedInBefore } from "~/.server/auth/session";
import type { AuthUser } from "~/.server/auth/users";
import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { log } from "~/.server/log";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { newDeviceMail } from "~/.server/mail/templates";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

/** How a sign-in was proved, as the audit log shows it (never the secret itself). */
export type SignInFactor =
  "password" | "password + authenticator app" | "password + recovery code" | "password + passkey" | "passkey";

/** Logs the sign-in and returns the Set-Cookie of the login-device cookie, to send with the redirect. */
export async function finishSignIn(request: Request, user: AuthUser, factor: SignInFactor, address: string) {
  const account = accountKey(user.email);
  const known = (await signedInBefore(request)) === account;
  await db.transaction().execute(async (trx) => {
    await recordAudit({ action: "sign-in", actor: user.email, detail: { factor, "new device": !known }, address }, trx);
    if (known) return;
    const browser = (request.headers.get("User-Agent") ?? "unknown").slice(0, 200);
    const mail = newDeviceMail(new Date().toUTCString(), address, browser, `${siteOrigin()}/admin/security`);
    await enqueueMail(trx, {
      to_address: user.email,
      reply_to: null,
      subject: TEXTS.newDeviceSubject,
      text: mail.text,
      attachment: null,
    });
  });
  if (!known) wakeOutbox();
  log("info", "login succeeded", { address, account, factor, newDevice: !known });
  return rememberDevice(request, account);
}
