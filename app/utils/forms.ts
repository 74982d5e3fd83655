// One form stack for every form, public and admin: conform with zod, one schema per form checked in
// the browser as the visitor types and again in the action. Actions answer one result shape,
// FormResult (see docs/decisions/010-forms.md for why it is not conform's reply on the wire).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** The first message per field, keyed by field name; `form` is the message for the whole form. */
export type FieldErrors = Record<string, string>;

/** What an action answers for a form: success, or the errors with what was typed so nothing is lost. */
export type FormResult = { ok: true } | FormFailure;
export type FormFailure = { ok: false; errors: FieldErrors; values: Record<string, string> };

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The key conform keeps a form-wide error under. */
const FORM_ERROR_KEY = "";

/** Validates form fields against a schema as conform does in the browser (empty text counts as missing). */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData | Record<string, unknown>,
): Parsed<z.output<S>> {
  const submission = parseWithZod(form instanceof FormData ? form : toFormData(form), { schema });
  if (submission.status === "success") return { ok: true, data: submission.value as z.output<S> };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.[0]) errors[name === FORM_ERROR_KEY ? "form" : name] ??= messages[0];
  }
  return { ok: false, errors };
}

function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") form.append(name, value);
  return form;
}

/** The text fields of a post, to hand back with a failure. */
export function typedValues(
  entries: Iterable<[string, FormDataEntryValue]>,
  names?: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries)
    if (typeof value === "string" && (!names || names.includes(name))) values[name] = value;
  return values;
}

/**
 * An action's result as conform's last result: errors shown (as if each field had been checked),
 * what was typed as the fields' values, and a success resets the form.
 */
export function toLastResult(result: FormResult | null | undefined): SubmissionResult<string[]> | undefined {
  if (!result) return undefined;
  if (result.ok) return { status: "success", initialValue: null };
  const error = toConformErrors(result.errors);
  const validated: Record<string, boolean> = {};
  for (const name of [...Object.keys(error), ...Object.keys(result.values)]) validated[name] = true;
  return { status: "error", initialValue: result.values, error, state: { validated } };
}

/** Our errors as conform keeps them: a list per field, the form-wide one under conform's key. */
export function toConformErrors(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name === "form" ? FORM_ERROR_KEY : name, [message]]),
  );
}
