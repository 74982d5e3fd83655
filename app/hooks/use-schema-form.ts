// Every form's conform setup in one place: the form's schema checks every field on the first submit,
// then each field again as the visitor types; the action's last result shows the same way.
// Not on first blur: an error appearing then moves the submit button down between the press and the
// release of a click on it, and the click is lost (docs/decisions/010-forms.md).
import { parse, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useMemo } from "react";
import type { z } from "zod";

import { type FormResult, type Parsed, toConformErrors, toLastResult } from "~/utils/forms";

export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id: string;
    result?: FormResult | null;
    defaultValue?: Record<string, string>;
    /** Replaces the schema's check when the form also checks what a schema cannot see (such as chosen files). */
    check?: (formData: FormData) => Parsed<unknown>;
    /** Runs once the schema passes, instead of the plain post (such as an upload with progress). */
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
    /** Runs when a submit is refused by the check (its fields show why), for the page's own notice. */
    onRefused?: () => void;
  },
) {
  // conform reports each new last result once: the same result must stay the same object.
  const lastResult = useMemo(() => toLastResult(options.result), [options.result]);
  return useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) => {
      // A button marked formnovalidate skips the browser's check, as HTML says: the action still checks.
      if (submitter?.formNoValidate)
        return parse<z.output<S>, string[]>(formData, { resolve: () => ({ value: {} as z.output<S> }) });
      const check = options.check;
      const submission = check
        ? parse<z.output<S>, string[]>(formData, {
            resolve: () => {
              const checked = check(formData);
              return checked.ok ? { value: checked.data as z.output<S> } : { error: toConformErrors(checked.errors) };
            },
          })
        : parseWithZod(formData, { schema });
      // A submitter is set on a submit only (a check as the admin types has none).
      if (submitter && submission.status === "error") options.onRefused?.();
      return submission;
    },
    onSubmit: options.onSubmit,
  });
}
