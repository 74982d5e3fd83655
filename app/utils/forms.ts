// One way to validate a submitted form, the same in the browser and in the action.
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form fields against a schema; the first message per field, keyed by field name. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData | Record<string, unknown>): Parsed<z.output<S>> {
  const values = form instanceof FormData ? Object.fromEntries([...form.keys()].map((k) => [k, form.get(k)])) : form;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
