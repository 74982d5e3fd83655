// The one labelled field of every form: label, input or textarea, and its error, which the input
// points at (aria-describedby) and is marked invalid by (aria-invalid), all from conform's metadata.
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import * as adminStyles from "./admin-form.css";
import * as publicStyles from "./submission-form.css";

interface FieldProps {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "tel" | "number";
  multiline?: boolean;
  autoComplete?: string;
  /** The schema's limit, so the browser stops typing there (conform's zod v4 constraint does not carry it). */
  maxLength?: number;
  /** The public pages' underlined look, or the admin's boxed one. */
  look?: "public" | "admin";
  /** Spans the admin grid's full width. */
  wide?: boolean;
}

export function Field({ meta, label, type = "text", multiline, autoComplete, maxLength, look = "public", wide }: FieldProps) {
  const error = meta.errors?.[0];
  // React takes the key apart from the props: it changes when the form is reset, to redraw the control.
  const { key, ...control } = multiline
    ? getTextareaProps(meta, { ariaAttributes: true })
    : { ...getInputProps(meta, { type, ariaAttributes: true }), step: type === "number" ? "any" : undefined };
  if (maxLength !== undefined) control.maxLength = maxLength;
  if (look === "admin") {
    return (
      <div className={`${adminStyles.field} ${wide ? adminStyles.wide : ""}`}>
        <label htmlFor={meta.id}>{label}</label>
        {multiline ? <textarea {...control} key={key} className={adminStyles.textarea} /> : <input {...control} key={key} autoComplete={autoComplete} className={adminStyles.input} />}
        {error ? (
          <p id={meta.errorId} className={adminStyles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={publicStyles.field}>
      <label htmlFor={meta.id} className={publicStyles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...control} key={key} className={publicStyles.textarea} rows={5} />
      ) : (
        <input {...control} key={key} autoComplete={autoComplete} className={publicStyles.input} />
      )}
      {error ? (
        <p id={meta.errorId} className={publicStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
