// A labelled field of an admin form that conform does not drive (the selection's and its share link's):
// label, input or textarea, and the error the server returned, which the control points at.
import * as styles from "./admin-form.css";

interface Props {
  id: string;
  name: string;
  label: string;
  error?: string;
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

export function PlainField({ id, label, error, multiline, className, ...control }: Props) {
  const errorId = `${id}-error`;
  const described = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className={className ?? styles.textarea} {...control} {...described} />
      ) : (
        <input id={id} className={className ?? styles.input} {...control} {...described} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
