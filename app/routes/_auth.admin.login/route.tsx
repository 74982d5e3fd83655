import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";

import { finishSignIn } from "~/.server/admin/sign-in";
import { recordAudit } from "~/.server/auth/audit";
import { factorsOf, hasSecondFactor } from "~/.server/auth/factors";
import { LOGIN_BUSY_RETRY_AFTER_S } from "~/.server/auth/limits";
import { accountKey, reserveLoginTry } from "~/.server/auth/login-throttle";
import { HashBusyError } from "~/.server/auth/password";
import { signedInBefore } from "~/.server/auth/session";
import { authenticator, getUser, LoginError, startSession } from "~/.server/auth/users";
import { safeRedirect } from "~/.server/http/safe-redirect";
import { log } from "~/.server/log";
import { BodyTooLargeError, readBodyCapped } from "~/.server/storage/capped-body";
import { PasskeyButton } from "~/components/admin/passkey-button";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import type { RoutePolicy } from "~/utils/route-policy";
import { SIGN_IN_PATHS } from "~/utils/sign-in";
import { ADMIN_ACCOUNT_TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import * as styles from "./styles.css";

/** Largest login body read (two short fields, percent-encoded): anything bigger is refused while it streams. */
export const policy = { bodyMaxBytes: 4 * 1024 } satisfies RoutePolicy;

// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("Admin Login");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/admin/home", { headers: ADMIN_HEADERS });
  return null;
}

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  data({ error }, { status, headers: { ...headers, ...ADMIN_HEADERS } });

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const address = context.clientIp;

  // A clone's body is read, capped while it streams, for the throttle's account key: remix-auth's
  // FormStrategy reads the request itself.
  let body: Uint8Array;
  try {
    body = await readBodyCapped(request.clone(), policy.bodyMaxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    log("warn", "login body too large", { address });
    return refuse(413, ADMIN_ACCOUNT_TEXTS.loginBodyTooLarge, { Connection: "close" });
  }
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const account = accountKey(form.get("username") ?? "");

  // Counted before the password is hashed, with no await between the check and the count.
  const trusted = (await signedInBefore(request)) === account;
  const reservation = reserveLoginTry(address, account, trusted);
  if ("reason" in reservation) {
    log("warn", "login throttled", {
      address,
      account,
      reason: reservation.reason,
      retryAfter: reservation.retryAfter,
    });
    const message =
      reservation.reason === "account"
        ? ADMIN_ACCOUNT_TEXTS.loginSlowedDown(reservation.retryAfter)
        : ADMIN_ACCOUNT_TEXTS.tooManyLogins(Math.ceil(reservation.retryAfter / 60));
    return refuse(429, message, { "Retry-After": String(reservation.retryAfter) });
  }
  try {
    const user = await authenticator.authenticate("form", request);
    reservation.succeeded();
    const headers = new Headers(ADMIN_HEADERS);
    // With a second factor, the password opens only the second step: a half sign-in no admin page accepts.
    if (hasSecondFactor(await factorsOf(user.id))) {
      headers.append("Set-Cookie", await startSession(request, user, "password"));
      log("info", "login password accepted", { address, account, trusted });
      return redirect(`${SIGN_IN_PATHS.secondStep}?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
    }
    headers.append("Set-Cookie", await startSession(request, user));
    headers.append("Set-Cookie", await finishSignIn(request, user, "password", address));
    return redirect(redirectTo, { headers });
  } catch (error) {
    if (error instanceof HashBusyError) {
      reservation.cancelled();
      log("warn", "login throttled", { address, account, reason: "busy" });
      return refuse(429, ADMIN_ACCOUNT_TEXTS.loginBusy, { "Retry-After": String(LOGIN_BUSY_RETRY_AFTER_S) });
    }
    if (!(error instanceof LoginError)) throw error;
    log("warn", "login failed", { address, account, trusted });
    await recordAudit({ action: "sign-in failed", subject: account, detail: { factor: "password" }, address });
    return refuse(401, error.message);
  }
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = usePendingForm() !== null;
  const redirectTo = searchParams.get("redirectTo");
  return (
    <main className={styles.page}>
      <Form
        method="post"
        replace
        className={styles.form}
        action={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}
      >
        <h1 className={styles.title}>Admin Login</h1>
        <label className={styles.field}>
          <span>Username</span>
          <input
            name="username"
            type="email"
            autoComplete="username webauthn"
            required
            autoFocus
            aria-invalid={actionData?.error ? true : undefined}
          />
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {actionData?.error ? (
          <p role="alert" className={styles.error}>
            {actionData.error}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
          {pending ? "Logging in…" : "Login"}
        </button>
        <Link to="/admin/forgot" className={styles.field}>
          Forgot password?
        </Link>
        <PasskeyButton ceremony="sign-in" label={TEXTS.signInWithPasskey} redirectTo={redirectTo} autofill />
      </Form>
    </main>
  );
}
