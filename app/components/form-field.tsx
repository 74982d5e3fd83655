import { FieldError } from "./field-error";
import * as styles from "./submission-form.css";

interface FormFieldProps {
  label: string;
  name: string;
  /** The form's id prefix, so two forms' fields never share an id. */
  form: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
}

/** A labelled input or textarea whose error sits beside it and is announced with it. */
export function FormField({ label, name, form, type = "text", multiline, required, maxLength, autoComplete, defaultValue, error }: FormFieldProps) {
  const id = `${form}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    maxLength,
    autoComplete,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea {...shared} className={styles.textarea} rows={5} /> : <input {...shared} type={type} className={styles.input} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
