import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/.server/auth/users";
import { ADMIN_LOOK } from "~/components/admin/admin-field-look";
import * as styles from "~/components/admin/admin-form.css";
import { AdminPage } from "~/components/admin/admin-page";
import { Field } from "~/components/field";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { usePendingForm } from "~/hooks/use-pending-form";
import { changePasswordSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { PASSWORD_MAX_LENGTH } from "~/utils/constants";

import { changePassword } from "./handler.server";

// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("My account");

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
    <AdminPage title="My account">
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          Change my password
        </h2>
        <p className={styles.hint}>Signed in as {email}. Changing the password signs you out everywhere else.</p>
        <Form method="post" {...getFormProps(form)} className={styles.form} aria-labelledby="password-title">
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <Field
            meta={fields.current}
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            look={ADMIN_LOOK}
          />
          <Field
            meta={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            look={ADMIN_LOOK}
          />
          <Field
            meta={fields.confirm}
            label="New password again"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            look={ADMIN_LOOK}
          />
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
