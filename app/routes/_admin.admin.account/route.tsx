import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { NewPasswordFields, PasswordField } from "~/components/admin/password-fields";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { changePasswordSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS, adminHeaders, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { SIGN_IN_PATHS } from "~/utils/sign-in";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import { changePassword } from "./handler.server";

// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const handle = { title: PAGE_TITLES.account } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data({ email: user.email }, { headers: ADMIN_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  return changePassword(args);
}

export default function Account() {
  const { email } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: "change-password", result: failure });
  const pending = usePendingForm() !== null;
  const formError = form.errors?.[0];
  return (
    <>
      <AdminSection id="password-title" title="Change my password">
        <p className={styles.hint}>Signed in as {email}. Changing the password signs you out everywhere else.</p>
        <Form method="post" {...getFormProps(form)} className={styles.form} aria-labelledby="password-title">
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <PasswordField meta={fields.current} label="Current password" autoComplete="current-password" />
          <NewPasswordFields fields={fields} email={email} />
          {formError ? (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
            {pending ? "Changing…" : "Change password"}
          </button>
        </Form>
      </AdminSection>
      <AdminSection id="factors-link-title" title={TEXTS.factorsTitle}>
        <p className={styles.hint}>{TEXTS.passkeysIntro}</p>
        <Link to={SIGN_IN_PATHS.factors}>Authenticator app, recovery codes and passkeys</Link>
      </AdminSection>
    </>
  );
}
