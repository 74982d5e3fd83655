// The page behind an invite or reset link: a new password typed twice, or why the link no longer
// works, always with a way on (the login page).
import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";

import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { setPasswordSchema } from "~/utils/account-schemas";
import type { FormFailure } from "~/utils/forms";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";

import * as styles from "./admin-form.css";
import { NewPasswordFields } from "./password-fields";

export type LinkView =
  | { state: "valid"; email: string | null }
  | { state: "invalid"; failure: FormFailure }
  | { state: "used" | "expired" | "unknown" }
  | { state: "throttled"; message: string }
  | { state: "done" };

const PROBLEMS = { used: TEXTS.linkUsed, expired: TEXTS.linkExpired, unknown: TEXTS.linkUnknown } as const;

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  /** What the page says once the password is set (a reset; an accepted invite signs in instead). */
  doneMessage?: string;
  loaded: LinkView;
  posted: LinkView | undefined;
}

export function OneTimeLinkPage({ title, intro, submitLabel, doneMessage, loaded, posted }: Props) {
  const view = posted && posted.state !== "invalid" ? posted : loaded;
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {view.state === "valid" ? (
        <PasswordForm
          intro={intro}
          email={view.email}
          submitLabel={submitLabel}
          failure={posted?.state === "invalid" ? posted.failure : null}
        />
      ) : (
        <section className={styles.section}>
          <p role={view.state === "done" ? "status" : "alert"}>
            {view.state === "done"
              ? doneMessage
              : view.state === "throttled"
                ? view.message
                : view.state === "invalid"
                  ? null
                  : PROBLEMS[view.state]}
          </p>
          {view.state === "used" || view.state === "expired" || view.state === "unknown" ? (
            <p>{TEXTS.linkNextStep}</p>
          ) : null}
          <p>
            <Link to="/admin/login">Go to the admin login</Link>
          </p>
        </section>
      )}
    </main>
  );
}

function PasswordForm({
  intro,
  email,
  submitLabel,
  failure,
}: {
  intro: string;
  email: string | null;
  submitLabel: string;
  failure: FormFailure | null;
}) {
  const [form, fields] = useSchemaForm(setPasswordSchema, { id: "set-password", result: failure });
  const pending = usePendingForm() !== null;
  return (
    <section className={styles.section}>
      <p>{intro}</p>
      {email ? <p className={styles.hint}>Account: {email}</p> : null}
      <Form method="post" {...getFormProps(form)} className={styles.form} aria-label={submitLabel}>
        {/* The account's name for password managers. */}
        {email ? <input type="hidden" name="username" autoComplete="username" value={email} /> : null}
        <NewPasswordFields fields={fields} email={email} />
        <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}
