// The admin's sign-in methods (/admin/account/factors): passkeys and passkey-only, the authenticator app
// with its recovery codes.
// While the studio's rule stands, an admin without a second factor is sent here and nowhere else.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { factorsOf, secondFactorRequired } from "~/.server/auth/factors";
import { passkeysOf } from "~/.server/auth/passkeys";
import { requireUser } from "~/.server/auth/users";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { PasskeysSection } from "~/components/admin/passkeys-section";
import { RecoveryCodes } from "~/components/admin/recovery-codes";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, adminHeaders, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import { appSetup, changeFactors } from "./handler.server";

export const headers = adminHeaders;
export const handle = { title: TEXTS.factorsTitle } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const factors = await factorsOf(user.id);
  const required = (await secondFactorRequired()) && !factors.totp && factors.passkeys === 0;
  const passkeys = await passkeysOf(user.id);
  if (factors.totp) return data({ factors, required, setup: null, passkeys }, { headers: ADMIN_HEADERS });
  const { setup, cookie } = await appSetup(request, user);
  return data({ factors, required, setup, passkeys }, { headers: { ...ADMIN_HEADERS, "Set-Cookie": cookie } });
}

export async function action(args: ActionFunctionArgs) {
  return changeFactors(args);
}

export default function Factors() {
  const { factors, required, setup, passkeys } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = usePendingForm();
  const busy = (intent: string) => pending?.get("intent") === intent;
  const appError = answer && !("about" in answer) ? answer.error : null;
  return (
    <>
      {required ? (
        <p role="alert" className={styles.error}>
          {TEXTS.ruleRequiresSetup}
        </p>
      ) : null}
      {answer && "codes" in answer && answer.codes ? (
        <RecoveryCodes codes={answer.codes} message={"message" in answer ? answer.message : undefined} />
      ) : null}
      <PasskeysSection
        passkeys={passkeys}
        passkeyOnly={factors.passkeyOnly}
        error={answer && "about" in answer ? answer.error : null}
      />
      <AdminSection id="app-title" title={TEXTS.appTitle}>
        {setup ? (
          <>
            <p className={styles.hint}>{TEXTS.appIntro}</p>
            <div
              className={styles.qr}
              role="img"
              aria-label="QR code to scan with the authenticator app"
              dangerouslySetInnerHTML={{ __html: setup.qr }}
            />
            <p className={styles.hint}>
              {TEXTS.appKeyLabel}: <code>{setup.key}</code>
            </p>
            <Form method="post" className={styles.form} aria-labelledby="app-title">
              <input type="hidden" name="intent" value="app-add" />
              <label className={styles.field}>
                <span>6-digit code from the app</span>
                <input
                  name="code"
                  className={styles.input}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  required
                  aria-invalid={appError ? true : undefined}
                  aria-describedby={appError ? "app-error" : undefined}
                />
              </label>
              {appError ? (
                <p role="alert" id="app-error" className={styles.error}>
                  {appError}
                </p>
              ) : null}
              <button type="submit" className={styles.button} disabled={busy("app-add")} aria-busy={busy("app-add")}>
                {busy("app-add") ? "Checking…" : "Turn on the authenticator app"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>{TEXTS.appOn}</p>
            <Form method="post" aria-labelledby="app-title">
              <input type="hidden" name="intent" value="app-remove" />
              <button type="submit" className={`${styles.danger} ${styles.small}`} disabled={busy("app-remove")}>
                {busy("app-remove") ? "Removing…" : "Remove the authenticator app"}
              </button>
            </Form>
          </>
        )}
      </AdminSection>
      {factors.totp ? (
        <AdminSection id="codes-title" title={TEXTS.recoveryTitle}>
          <p className={styles.hint}>{TEXTS.recoveryIntro}</p>
          <p>{TEXTS.recoveryLeft(factors.recoveryCodesLeft)}</p>
          <Form method="post" aria-labelledby="codes-title">
            <input type="hidden" name="intent" value="codes" />
            <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={busy("codes")}>
              {busy("codes") ? "Making…" : "Make new recovery codes"}
            </button>
          </Form>
        </AdminSection>
      ) : null}
    </>
  );
}
