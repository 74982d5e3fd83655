// The admin's password fields: masked, capped at the longest password taken, named for password
// managers. The new password is typed twice wherever one is set (account, invite, reset).
import type { FieldMetadata } from "@conform-to/react";

import { Field } from "~/components/field";
import { PASSWORD_MAX_LENGTH } from "~/utils/constants";

import { ADMIN_LOOK } from "./admin-field-look";
import { PasswordMeter } from "./password-meter";

interface PasswordFieldProps {
  meta: FieldMetadata<unknown>;
  label: string;
  autoComplete: "current-password" | "new-password";
}

export function PasswordField({ meta, label, autoComplete }: PasswordFieldProps) {
  return (
    <Field
      meta={meta}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      look={ADMIN_LOOK}
    />
  );
}

export function NewPasswordFields({
  fields,
  email,
}: {
  fields: { password: FieldMetadata<unknown>; confirm: FieldMetadata<unknown> };
  /** The account's address: a password close to it is refused, and the meter says so. */
  email?: string | null;
}) {
  return (
    <>
      <PasswordField meta={fields.password} label="New password" autoComplete="new-password" />
      <PasswordMeter inputId={fields.password.id} userInputs={email ? [email] : []} />
      <PasswordField meta={fields.confirm} label="New password again" autoComplete="new-password" />
    </>
  );
}
