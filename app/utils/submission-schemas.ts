// The career and contact forms' fields, validated the same way in the browser and in the action.
import { z } from "zod";

import { PORTFOLIO_MAX_BYTES, SUBMISSION_LIMITS } from "./constants";
import { MESSAGES } from "./messages";

// conform hands an empty field to the schema as missing (undefined): a required field says so
// through its type error, an optional one becomes "".
const optionalText = (max: number, check: (s: z.ZodString) => z.ZodString = (s) => s) =>
  check(
    z
      .string()
      .trim()
      .max(max, { error: MESSAGES.tooLong(max) }),
  )
    .optional()
    .transform((v) => v ?? "");
const requiredText = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: MESSAGES.tooLong(max) });

const name = requiredText(SUBMISSION_LIMITS.name, MESSAGES.nameRequired);
const tel = optionalText(SUBMISSION_LIMITS.tel, (s) => s.regex(/^[0-9+()\-./ ]*$/, { error: MESSAGES.telInvalid }));
const email = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(SUBMISSION_LIMITS.email, { error: MESSAGES.tooLong(SUBMISSION_LIMITS.email) })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const contactSchema = z.object({
  name,
  tel,
  email,
  message: requiredText(SUBMISSION_LIMITS.message, MESSAGES.messageRequired),
});
export type ContactFields = z.output<typeof contactSchema>;

export const careerSchema = z.object({
  name,
  tel,
  email,
  tellUs: optionalText(SUBMISSION_LIMITS.message),
});
export type CareerFields = z.output<typeof careerSchema>;

/**
 * The career form as the browser checks it: the text fields and a chosen portfolio within the size
 * limit. The action checks the same text fields with careerSchema and the file's bytes as they stream.
 */
export const careerFormSchema = careerSchema.extend({
  portfolio: z
    .custom<File>((file) => typeof File !== "undefined" && file instanceof File && file.size > 0, {
      error: MESSAGES.portfolioRequired,
    })
    .refine((file) => file.size <= PORTFOLIO_MAX_BYTES, { error: MESSAGES.portfolioTooLarge }),
});
