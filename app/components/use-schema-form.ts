// Every form's conform setup in one place: the form's schema checks every field on the first submit,
// then each field again as the visitor types; the action's last result shows the same way.
// Not on first blur: an error appearing then moves the submit button down between the press and the
// release of a click on it, and the click is lost (docs/decisions/010-forms.md).
import { type FormEvent, useMemo } from "react";
import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type FormResult, toLastResult } from "~/utils/forms";

export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id: string;
    result?: FormResult | null;
    defaultValue?: Record<string, string>;
    /** Runs once the schema passes, instead of the plain post (such as an upload with progress). */
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: options.onSubmit,
  });
}
