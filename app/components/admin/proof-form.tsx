// The form that proves a factor: the app's code (or a recovery code), or the password where the admin
// has no second factor. The second step of a sign-in and the confirmation before what matters share it.
import { Form } from "@remix-run/react";

import * as styles from "~/components/admin/admin-form.css";
import { usePendingForm } from "~/hooks/use-pending-form";
import { PASSWORD_MAX_LENGTH } from "~/utils/constants";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

interface ProofFormProps {
  /** "code": the app's or a recovery code; "password": the admin has no second factor. */
  ask: "code" | "password";
  email: string;
  error: string | undefined;
  submitLabel: string;
  action?: string;
}

export function ProofForm({ ask, email, error, submitLabel, action }: ProofFormProps) {
  const pending = usePendingForm() !== null;
  return (
    <Form method="post" replace action={action} className={styles.form} aria-label={TEXTS.confirmTitle}>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <label className={styles.field}>
        <span>{ask === "code" ? TEXTS.codeLabel : TEXTS.confirmPasswordLabel}</span>
        {ask === "code" ? (
          <input
            name="code"
            className={styles.input}
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "proof-error" : undefined}
          />
        ) : (
          <input
            name="password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "proof-error" : undefined}
          />
        )}
      </label>
      {error ? (
        <p role="alert" id="proof-error" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? "Checking…" : submitLabel}
      </button>
    </Form>
  );
}
