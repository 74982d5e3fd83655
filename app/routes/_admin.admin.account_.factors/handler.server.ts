// The sign-in methods page's changes: set up or remove the authenticator app, make new recovery codes,
// remove a passkey, turn passkey-only on or off.
// Each asks for a factor confirmed within FRESH_FACTOR_MS, ends the admin's other sessions, pending
// reset links and the invites they sent (credentialsChanged), and is logged.
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { credentialsChanged } from "~/.server/auth/admins";
import { recordAudit } from "~/.server/auth/audit";
import { factorsOf } from "~/.server/auth/factors";
import { commitCookieSession, getCookieSession } from "~/.server/auth/session";
import {
  checkTotp,
  makeRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpSetupPicture,
} from "~/.server/auth/totp";
import { type AuthUser, readSession, requireFreshUser } from "~/.server/auth/users";
import { db } from "~/.server/db/db";
import { redirectWithToast } from "~/.server/http/toast";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { SIGN_IN_PATHS } from "~/utils/sign-in";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";
import { toast } from "~/utils/toast";

/** The set-up's secret, kept (sealed) in the signed cookie between the page and the typed code; a new one when none. */
export async function appSetup(request: Request, user: AuthUser) {
  const cookie = await getCookieSession(request);
  const kept = cookie.get("totpSetup");
  const secret = (kept && openSecret(kept)) || newTotpSecret();
  if (!kept || !openSecret(kept)) cookie.set("totpSetup", sealSecret(secret));
  return {
    setup: { key: secret, qr: await totpSetupPicture(user.email, secret) },
    cookie: await commitCookieSession(request, cookie),
  };
}

const back = (request: Request, message: string, type: "success" | "error" = "success") =>
  redirectWithToast(request, SIGN_IN_PATHS.factors, toast(type, message), { headers: ADMIN_HEADERS });

async function changed(
  request: Request,
  user: AuthUser,
  action: "authenticator app added" | "authenticator app removed" | "recovery codes made" | PasskeyChange,
  address: string,
  detail?: Record<string, string>,
) {
  await credentialsChanged(user.id, (await readSession(request))?.hash ?? null);
  await recordAudit({ action, actor: user.email, address, detail });
}

type PasskeyChange = "passkey removed" | "passkey-only turned on" | "passkey-only turned off";

const refuse = (error: string) =>
  data({ error, codes: null, about: "passkeys" as const }, { status: 400, headers: ADMIN_HEADERS });

/**
 * Removing a passkey (never the last one of a passkey-only account) and the passkey-only switch (on only
 * with a passkey). Adding one runs through /admin/passkey/…: a post here means the browser could not.
 */
async function changePasskeys(request: Request, user: AuthUser, form: FormData, intent: string, address: string) {
  if (intent === "passkey-add") return refuse(TEXTS.passkeyAddNeedsScript);
  const factors = await factorsOf(user.id);
  if (intent === "passkey-remove") {
    const passkey = await db
      .selectFrom("passkeys")
      .select(["id", "name"])
      .where("id", "=", String(form.get("id") ?? ""))
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!passkey) return back(request, TEXTS.passkeyGone, "error");
    if (factors.passkeyOnly && factors.passkeys <= 1) return refuse(TEXTS.lastPasskeyOfPasskeyOnly);
    await db.deleteFrom("passkeys").where("id", "=", passkey.id).execute();
    await changed(request, user, "passkey removed", address, { name: passkey.name });
    return back(request, TEXTS.passkeyRemoved(passkey.name));
  }
  const on = intent === "passkey-only-on";
  if (on && factors.passkeys === 0) return refuse(TEXTS.passkeyOnlyNeedsPasskey);
  // Only while a passkey remains: a concurrent removal cannot leave a passkey-only account without one.
  let update = db
    .updateTable("users")
    .set({ passkey_only: on ? 1 : 0 })
    .where("id", "=", user.id);
  if (on)
    update = update.where((eb) =>
      eb.exists(eb.selectFrom("passkeys").select("id").whereRef("passkeys.user_id", "=", "users.id")),
    );
  await update.execute();
  await changed(request, user, on ? "passkey-only turned on" : "passkey-only turned off", address);
  return back(request, on ? TEXTS.passkeyOnlyOn : TEXTS.passkeyOnlyOff);
}

export async function changeFactors({ request, context }: ActionFunctionArgs) {
  const user = await requireFreshUser(request, SIGN_IN_PATHS.factors);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "app-add") {
    const cookie = await getCookieSession(request);
    const sealed = cookie.get("totpSetup");
    const secret = sealed ? openSecret(sealed) : null;
    if (!secret) return data({ error: TEXTS.appSetupExpired, codes: null }, { status: 400, headers: ADMIN_HEADERS });
    const step = await checkTotp(secret, String(form.get("code") ?? ""), null);
    if (step === null) return data({ error: TEXTS.codeWrong, codes: null }, { status: 400, headers: ADMIN_HEADERS });
    await db
      .updateTable("users")
      .set({ totp_secret: sealSecret(secret), totp_last_step: step })
      .where("id", "=", user.id)
      .execute();
    const codes = await makeRecoveryCodes(user.id);
    await changed(request, user, "authenticator app added", context.clientIp);
    cookie.unset("totpSetup");
    const headers = { ...ADMIN_HEADERS, "Set-Cookie": await commitCookieSession(request, cookie) };
    return data({ error: null, codes, message: TEXTS.appAdded }, { headers });
  }
  if (intent === "app-remove") {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ totp_secret: null, totp_last_step: null })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
    });
    await changed(request, user, "authenticator app removed", context.clientIp);
    return back(request, TEXTS.appRemoved);
  }
  if (intent === "codes") {
    const codes = await makeRecoveryCodes(user.id);
    await changed(request, user, "recovery codes made", context.clientIp);
    return data({ error: null, codes, message: TEXTS.recoveryMade }, { headers: ADMIN_HEADERS });
  }
  if (typeof intent === "string" && PASSKEY_INTENTS.has(intent))
    return changePasskeys(request, user, form, intent, context.clientIp);
  return data({ error: null, codes: null }, { status: 400, headers: ADMIN_HEADERS });
}

const PASSKEY_INTENTS = new Set(["passkey-add", "passkey-remove", "passkey-only-on", "passkey-only-off"]);
