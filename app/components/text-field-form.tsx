import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import type { AdminFailure } from "~/utils/admin-action";
import { useHydrated } from "~/hooks/use-hydrated";
import * as styles from "./admin-form.css";

interface Props {
  /** Names the change to the action. */
  intent: string;
  label: string;
  defaultValue: string;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  maxLength: number;
  failure: AdminFailure | null | undefined;
}

/** One value and its Update button, which stays disabled while the value is empty. */
export function TextFieldForm({ intent, label, defaultValue, multiline = false, type = "text", maxLength, failure }: Props) {
  const id = useId();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const failed = failure?.intent === intent ? failure : null;
  const initial = failed?.values.value ?? defaultValue;
  const [value, setValue] = useState(initial);
  // A saved or live-updated value replaces what the field shows.
  useEffect(() => setValue(initial), [initial]);
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const error = failed?.errors.value;
  const inputProps = {
    id,
    name: "value",
    value,
    required: true,
    maxLength,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <Form method="post" className={styles.form} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className={styles.field}>
        {label}
      </label>
      {multiline ? <textarea {...inputProps} className={styles.textarea} /> : <input {...inputProps} type={type} className={styles.input} />}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={(hydrated && !value.trim()) || pending} aria-busy={pending}>
        {pending ? "Updating…" : "Update"}
      </button>
    </Form>
  );
}
