import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as styles from "~/components/admin-form.css";
import { ADMIN_LOOK } from "~/components/admin-field-look";
import { AdminPage } from "~/components/admin-page";
import { Field } from "~/components/field";
import { useSchemaForm } from "~/components/use-schema-form";
import { passwordHashOf, setPassword } from "~/.server/auth/admins";
import { HashBusyError, hashPassword, verifyPassword } from "~/.server/auth/password";
import { reserveLoginTry } from "~/.server/auth/login-throttle";
import { currentSessionHash, requireUser } from "~/.server/auth/users";
import { redirectWithToast } from "~/.server/http/toast";
import { log } from "~/.server/log";
import { changePasswordSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { LOGIN_BUSY_RETRY_AFTER_S, PASSWORD_MAX_LENGTH } from "~/utils/constants";
import { type FieldErrors, type FormFailure, parseForm } from "~/utils/forms";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/messages";
import { toast } from "~/utils/toast";

// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("My account");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data({ email: user.email }, { headers: ADMIN_HEADERS });
}

// Passwords are never sent back into the form.
const refuse = (errors: FieldErrors, status = 400, extra: Record<string, string> = {}) =>
  data({ ok: false, errors, values: {} } satisfies FormFailure, { status, headers: { ...ADMIN_HEADERS, ...extra } });

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = parseForm(changePasswordSchema, await request.formData());
  if (!parsed.ok) return refuse(parsed.errors);
  // The current password is guessed no faster here than at the login: the same counters
  // (docs/decisions/006), as a browser signed in to this account (no account-wide slow-down).
  const reservation = reserveLoginTry(context.clientIp, user.email, true);
  if ("reason" in reservation) {
    log("warn", "password change throttled", { address: context.clientIp, userId: user.id, reason: reservation.reason, retryAfter: reservation.retryAfter });
    return refuse({ form: TEXTS.tooManyTries(Math.ceil(reservation.retryAfter / 60)) }, 429, { "Retry-After": String(reservation.retryAfter) });
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
  return redirectWithToast(request, "/admin/account", toast("success", TEXTS.passwordChanged), { headers: ADMIN_HEADERS });
}

export default function Account() {
  const { email } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: "change-password", result: failure });
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formError = form.errors?.[0];
  return (
    <AdminPage title="My account">
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          Change my password
        </h2>
        <p className={styles.hint}>Signed in as {email}. Changing the password signs you out everywhere else.</p>
        <Form method="post" {...getFormProps(form)} className={styles.form} aria-labelledby="password-title">
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <Field meta={fields.current} label="Current password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} look={ADMIN_LOOK} />
          <Field meta={fields.password} label="New password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} look={ADMIN_LOOK} />
          <Field meta={fields.confirm} label="New password again" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} look={ADMIN_LOOK} />
          {formError ? (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
            {pending ? "Changing…" : "Change password"}
          </button>
        </Form>
      </section>
    </AdminPage>
  );
}
