import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";

import { findAdminByEmail } from "~/.server/auth/admins";
import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import { accountKey } from "~/.server/auth/login-throttle";
import { log } from "~/.server/log";
import { mailPasswordReset } from "~/.server/mail/admin-links";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import * as styles from "~/components/admin/admin-form.css";
import { EmailField } from "~/components/admin/email-field";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { emailSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { type FormFailure, parseForm, typedValues } from "~/utils/forms";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";

// Public. The answer is the same whether or not the address is an admin's, so it tells nobody which are.
// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("Forgot password");

/** "Forgot password?" posts per address within LOGIN_WINDOW_MS: each may send a mail. */
const FORGOT_PASSWORDS_PER_IP = 5;
/** Reset mails per account within LOGIN_WINDOW_MS, so nobody can fill an admin's mailbox. */
const RESET_MAILS_PER_ACCOUNT = 3;

const byAddress = createRateLimit({ max: FORGOT_PASSWORDS_PER_IP, windowMs: LOGIN_WINDOW_MS });
const byAccount = createRateLimit({ max: RESET_MAILS_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS });

export async function action({ request, context }: ActionFunctionArgs) {
  const address = context.clientIp;
  if (!byAddress.hit(address)) {
    const retryAfter = byAddress.retryAfter(address);
    log("warn", "forgot password throttled", { address, retryAfter });
    return data(
      { sent: false as const, error: TEXTS.tooManyTries(Math.ceil(retryAfter / 60)) },
      { status: 429, headers: { ...ADMIN_HEADERS, "Retry-After": String(retryAfter) } },
    );
  }
  const form = await request.formData();
  const parsed = parseForm(emailSchema, form);
  if (!parsed.ok)
    return data({ ok: false, errors: parsed.errors, values: typedValues(form, ["email"]) } satisfies FormFailure, {
      status: 400,
      headers: ADMIN_HEADERS,
    });
  const account = accountKey(parsed.data.email);
  const user = await findAdminByEmail(account);
  // Past the per-account cap nothing more is mailed, and the answer stays the same.
  if (user && byAccount.hit(account)) await mailPasswordReset(user);
  log("info", "password reset asked", { address, account, known: Boolean(user) });
  return data({ sent: true as const }, { headers: ADMIN_HEADERS });
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(emailSchema, {
    id: "forgot",
    result: answer && "errors" in answer ? answer : null,
  });
  const pending = usePendingForm() !== null;
  return (
    <main className={styles.page}>
      <h1>Forgot password</h1>
      <section className={styles.section}>
        {answer && "sent" in answer && answer.sent ? (
          <p role="status">{TEXTS.forgotAnswer}</p>
        ) : (
          <Form method="post" {...getFormProps(form)} className={styles.form} aria-label="Forgot password">
            <p>Type your admin email address. We mail you a link to set a new password.</p>
            <EmailField meta={fields.email} autoComplete="username" />
            {answer && "error" in answer ? (
              <p role="alert" className={styles.error}>
                {answer.error}
              </p>
            ) : null}
            <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
              {pending ? "Sending…" : "Send me a link"}
            </button>
          </Form>
        )}
        <p>
          <Link to="/admin/login">{TEXTS.backToLogin}</Link>
        </p>
      </section>
    </main>
  );
}
