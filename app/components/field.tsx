// The one labelled field of every form: label, input or textarea, and its error, which the input
// points at (aria-describedby) and is marked invalid by (aria-invalid), all from conform's metadata.
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";

import * as publicStyles from "./submission-form.css";

/** The class names a look gives each part; the admin's (admin-field-look.ts) stay out of public pages' styles. */
export interface FieldLook {
  field: string;
  label?: string;
  input: string;
  textarea: string;
  error: string;
  wide?: string;
  /** The error is announced as it appears (the admin's forms), not only through the field's description. */
  alert?: boolean;
}

const PUBLIC_LOOK: FieldLook = publicStyles;

interface FieldProps {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "tel" | "number" | "password";
  multiline?: boolean;
  autoComplete?: string;
  /** The schema's limit, so the browser stops typing there (conform's zod v4 constraint does not carry it). */
  maxLength?: number;
  /** The public pages' underlined look unless given another. */
  look?: FieldLook;
  /** Spans the admin grid's full width. */
  wide?: boolean;
}

export function Field({
  meta,
  label,
  type = "text",
  multiline,
  autoComplete,
  maxLength,
  look = PUBLIC_LOOK,
  wide,
}: FieldProps) {
  const error = meta.errors?.[0];
  // React takes the key apart from the props: it changes when the form is reset, to redraw the control.
  const { key, ...control } = multiline
    ? getTextareaProps(meta, { ariaAttributes: true })
    : { ...getInputProps(meta, { type, ariaAttributes: true }), step: type === "number" ? "any" : undefined };
  if (maxLength !== undefined) control.maxLength = maxLength;
  return (
    <div className={wide && look.wide ? `${look.field} ${look.wide}` : look.field}>
      <label htmlFor={meta.id} className={look.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...control} key={key} className={look.textarea} rows={look === PUBLIC_LOOK ? 5 : undefined} />
      ) : (
        <input {...control} key={key} autoComplete={autoComplete} className={look.input} />
      )}
      {error ? (
        <p id={meta.errorId} className={look.error} role={look.alert ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
