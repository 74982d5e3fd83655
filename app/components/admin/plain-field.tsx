// A labelled field of an admin form that conform does not drive (the selection's and its share link's):
// label, input or textarea, and the error the server returned, which the control points at.
import * as styles from "./admin-form.css";

/** The form a field belongs to: its fields' id prefix, the errors of a refused post and what was posted (or stored). */
export interface PlainForm {
  idPrefix: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

interface Props {
  form: PlainForm;
  name: string;
  label: string;
  /** Instead of the form's value, such as a default for an empty one. */
  defaultValue?: string | number;
  multiline?: boolean;
  type?: "text" | "email" | "number";
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** In place of the admin's boxed input. */
  className?: string;
}

export function PlainField({ form, label, defaultValue, multiline, className, ...control }: Props) {
  const id = `${form.idPrefix}-${control.name}`;
  const error = form.errors[control.name];
  const errorId = `${id}-error`;
  const shared = {
    id,
    defaultValue: defaultValue ?? form.values[control.name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea className={className ?? styles.textarea} {...control} {...shared} />
      ) : (
        <input className={className ?? styles.input} {...control} {...shared} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
