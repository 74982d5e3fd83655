// The two passkey endpoints (/admin/passkey/options, /admin/passkey/verify), for every ceremony: adding
// a passkey (a fresh factor first, as every factor change), a sign-in by passkey alone (both factors at
// once), the second step after a password, and confirming again. Both answer JSON; the browser goes to
// `redirect` when there is one. Options are limited per address; every answer is counted by the second
// factors' throttle (per address and account, the owner's browser exempt from the account's slow-down),
// and each refusal is logged and audited with its reason, never the answer.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

import { finishSignIn } from "~/.server/admin/sign-in";
import { credentialsChanged } from "~/.server/auth/admins";
import { type AuditInput, recordAudit } from "~/.server/auth/audit";
import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import { accountKey, reserveFactorTry } from "~/.server/auth/login-throttle";
import {
  addPasskey,
  authenticationOptions,
  type Ceremony,
  passkeyOwner,
  PasskeyRefused,
  provePasskey,
  registrationOptions,
} from "~/.server/auth/passkeys";
import { commitCookieSession, getCookieSession, signedInBefore } from "~/.server/auth/session";
import {
  type AuthUser,
  markVerified,
  readSession,
  requireFreshUser,
  requireUser,
  startSession,
} from "~/.server/auth/users";
import { safeRedirect } from "~/.server/http/safe-redirect";
import { log } from "~/.server/log";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { PASSKEY_NAME_MAX_LENGTH, SIGN_IN_PATHS } from "~/utils/sign-in";
import { ADMIN_ACCOUNT_TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";
import { toast } from "~/utils/toast";

/** Challenges one address may ask for per window: a page load or a press each, far more than anyone signing in needs. */
const OPTIONS_PER_ADDRESS = 30;
const optionsLimit = createRateLimit({ max: OPTIONS_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS });

/** The account key of answers naming no known passkey: counted together, apart from every real account. */
const UNKNOWN_PASSKEY = "(unknown passkey)";

const requestSchema = z.object({
  ceremony: z.enum(["register", "sign-in", "second step", "confirm"]),
  name: z.string().optional(),
  redirectTo: z.string().optional(),
  response: z
    .object({ id: z.string().max(1024) })
    .passthrough()
    .optional(),
});
type PasskeyRequest = z.infer<typeof requestSchema>;

// Resource routes answer a Response: Remix's data() would lose the status here.
const answer = (body: Record<string, unknown>, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...ADMIN_HEADERS, ...headers } });

async function readRequest(request: Request): Promise<PasskeyRequest | null> {
  const parsed = requestSchema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** A name for a new passkey, or the message saying what is wrong with it. */
function passkeyName(raw: string | undefined): { name: string } | { error: string } {
  const name = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!name) return { error: TEXTS.passkeyNameRequired };
  if (name.length > PASSKEY_NAME_MAX_LENGTH) return { error: TEXTS.passkeyNameTooLong(PASSKEY_NAME_MAX_LENGTH) };
  return { name };
}

/**
 * Who may run the ceremony: a fresh full session to add a passkey, a half session for the second step,
 * a full one to confirm again, nobody yet for a sign-in. A guard's redirect becomes `{ redirect }`.
 */
async function whoAsks(
  request: Request,
  ceremony: Ceremony,
): Promise<{ user: AuthUser | null } | { redirect: string }> {
  try {
    if (ceremony === "register") return { user: await requireFreshUser(request, SIGN_IN_PATHS.factors) };
    if (ceremony === "confirm") return { user: await requireUser(request) };
    if (ceremony === "sign-in") return { user: null };
    const session = await readSession(request);
    if (session?.stage !== "password") return { redirect: "/admin/login" };
    return { user: session.user };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("Location"))
      return { redirect: thrown.headers.get("Location")! };
    throw thrown;
  }
}

export async function passkeyOptions(request: Request, address: string) {
  const asked = await readRequest(request);
  if (!asked) return answer({ error: TEXTS.passkeyFailed }, 400);
  const wait = optionsLimit.retryAfter(address);
  if (wait > 0 || !optionsLimit.hit(address)) {
    log("warn", "passkey options throttled", { address, ceremony: asked.ceremony });
    const retryAfter = Math.max(wait, 1);
    return answer({ error: ADMIN_ACCOUNT_TEXTS.tooManyLogins(Math.ceil(retryAfter / 60)) }, 429, {
      "Retry-After": String(retryAfter),
    });
  }
  const who = await whoAsks(request, asked.ceremony);
  if ("redirect" in who) return answer({ redirect: who.redirect }, 401);
  if (asked.ceremony === "register") {
    const named = passkeyName(asked.name);
    if ("error" in named) return answer({ error: named.error }, 400);
  }
  const { options, challenge } =
    asked.ceremony === "register"
      ? await registrationOptions(who.user!)
      : await authenticationOptions(asked.ceremony, who.user?.id ?? null);
  const cookie = await getCookieSession(request);
  cookie.set("webauthnChallenge", challenge);
  return answer({ options }, 200, { "Set-Cookie": await commitCookieSession(request, cookie) });
}

export async function passkeyVerify(request: Request, address: string) {
  const asked = await readRequest(request);
  if (!asked?.response) return answer({ error: TEXTS.passkeyFailed }, 400);
  const who = await whoAsks(request, asked.ceremony);
  if ("redirect" in who) return answer({ redirect: who.redirect }, 401);
  const named = asked.ceremony === "register" ? passkeyName(asked.name) : { name: "" };
  if ("error" in named) return answer({ error: named.error }, 400);

  const cookie = await getCookieSession(request);
  const challenge = cookie.get("webauthnChallenge");
  cookie.unset("webauthnChallenge");
  const owner = who.user ?? (await passkeyOwner(asked.response.id));
  const account = owner ? accountKey(owner.email) : UNKNOWN_PASSKEY;
  const reservation = reserveFactorTry(address, account, (await signedInBefore(request)) === account);
  if ("reason" in reservation) {
    log("warn", "passkey throttled", { address, account, reason: reservation.reason, ceremony: asked.ceremony });
    const message =
      reservation.reason === "account"
        ? ADMIN_ACCOUNT_TEXTS.loginSlowedDown(reservation.retryAfter)
        : ADMIN_ACCOUNT_TEXTS.tooManyTries(Math.ceil(reservation.retryAfter / 60));
    return answer({ error: message }, 429, { "Retry-After": String(reservation.retryAfter) });
  }

  try {
    if (asked.ceremony === "register") {
      const user = who.user!;
      await addPasskey(user, challenge, asked.response as unknown as RegistrationResponseJSON, named.name);
      reservation.succeeded();
      await credentialsChanged(user.id, (await readSession(request))?.hash ?? null);
      await recordAudit({ action: "passkey added", actor: user.email, detail: { name: named.name }, address });
      cookie.flash("toast", JSON.stringify(toast("success", TEXTS.passkeyAdded(named.name))));
      return answer({ redirect: SIGN_IN_PATHS.factors }, 200, {
        "Set-Cookie": await commitCookieSession(request, cookie),
      });
    }
    const proved = await provePasskey(
      asked.ceremony,
      challenge,
      asked.response as unknown as AuthenticationResponseJSON,
    );
    reservation.succeeded();
    const to = safeRedirect(asked.redirectTo ?? null);
    if (asked.ceremony === "confirm") {
      const session = await readSession(request);
      if (session) await markVerified(session.hash);
      await recordAudit({
        action: "confirmed again",
        actor: proved.user.email,
        detail: { factor: "passkey" },
        address,
      });
      return answer({ redirect: to }, 200, { "Set-Cookie": await commitCookieSession(request, cookie) });
    }
    const headers = new Headers(ADMIN_HEADERS);
    headers.append("Set-Cookie", await startSession(request, proved.user));
    const factor = asked.ceremony === "sign-in" ? "passkey" : "password + passkey";
    headers.append("Set-Cookie", await finishSignIn(request, proved.user, factor, address));
    return Response.json({ redirect: to }, { headers });
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error;
    log("warn", "passkey refused", { address, account, ceremony: asked.ceremony, reason: error.reason });
    await recordAudit(refusalEntry(asked.ceremony, account, error.reason, address));
    return answer({ error: TEXTS.passkeyFailed }, 401, { "Set-Cookie": await commitCookieSession(request, cookie) });
  }
}

function refusalEntry(ceremony: Ceremony, account: string, reason: string, address: string): AuditInput {
  const known = account === UNKNOWN_PASSKEY ? null : account;
  if (ceremony === "sign-in")
    return { action: "sign-in failed", subject: known, detail: { factor: "passkey", reason }, address };
  if (ceremony === "register") return { action: "passkey not added", actor: known, detail: { reason }, address };
  const during = ceremony === "confirm" ? "confirmation" : "second step";
  return { action: "second step failed", actor: known, detail: { factor: "passkey", during, reason }, address };
}
