// The career and contact forms' fields, validated the same way in the browser and in the action, with
// their messages in the page's language (docs/decisions/037-visitor-languages.md).
import "./zod-config";

import { z } from "zod";

import { PORTFOLIO_MAX_BYTES, SUBMISSION_LIMITS } from "./constants";
import { textsFor, type UiTexts } from "./texts";

function schemasIn(errors: UiTexts["formErrors"]) {
  // conform hands an empty field to the schema as missing (undefined): a required field says so
  // through its type error, an optional one becomes "".
  const optionalText = (max: number, check: (s: z.ZodString) => z.ZodString = (s) => s) =>
    check(
      z
        .string()
        .trim()
        .max(max, { error: errors.tooLong(max) }),
    )
      .optional()
      .transform((v) => v ?? "");
  const requiredText = (max: number, missing: string) =>
    z
      .string({ error: missing })
      .trim()
      .min(1, { error: missing })
      .max(max, { error: errors.tooLong(max) });

  const name = requiredText(SUBMISSION_LIMITS.name, errors.nameRequired);
  const tel = optionalText(SUBMISSION_LIMITS.tel, (s) => s.regex(/^[0-9+()\-./ ]*$/, { error: errors.telInvalid }));
  const email = z
    .string({ error: errors.emailInvalid })
    .trim()
    .max(SUBMISSION_LIMITS.email, { error: errors.tooLong(SUBMISSION_LIMITS.email) })
    .pipe(z.email({ error: errors.emailInvalid }));

  const contact = z.object({
    name,
    tel,
    email,
    message: requiredText(SUBMISSION_LIMITS.message, errors.messageRequired),
  });
  const career = z.object({
    name,
    tel,
    email,
    tellUs: optionalText(SUBMISSION_LIMITS.message),
  });
  /**
   * The career form as the browser checks it: the text fields and a chosen portfolio within the size
   * limit. The action checks the same text fields with `career` and the file's bytes as they stream.
   */
  const careerForm = career.extend({
    portfolio: z
      .custom<File>((file) => typeof File !== "undefined" && file instanceof File && file.size > 0, {
        error: errors.portfolioRequired,
      })
      .refine((file) => file.size <= PORTFOLIO_MAX_BYTES, { error: errors.portfolioTooLarge }),
  });
  return { contact, career, careerForm };
}

export type SubmissionSchemas = ReturnType<typeof schemasIn>;
export type ContactFields = z.output<SubmissionSchemas["contact"]>;
export type CareerFields = z.output<SubmissionSchemas["career"]>;

const byLanguage = new Map<string, SubmissionSchemas>();

/** The forms' schemas speaking `lang`, the page's language (made once per language). */
export function submissionSchemas(lang: string): SubmissionSchemas {
  let schemas = byLanguage.get(lang);
  if (!schemas) byLanguage.set(lang, (schemas = schemasIn(textsFor(lang).formErrors)));
  return schemas;
}
