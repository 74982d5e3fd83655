// The career and contact forms' fields, validated the same way in the browser and in the action.
import { z } from "zod";
import { SUBMISSION_LIMITS } from "./constants";
import { MESSAGES } from "./messages";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) });

const name = text(SUBMISSION_LIMITS.name).min(1, { error: MESSAGES.nameRequired });
const tel = text(SUBMISSION_LIMITS.tel).regex(/^[0-9+()\-./ ]*$/, { error: MESSAGES.telInvalid });
const email = z
  .string()
  .trim()
  .max(SUBMISSION_LIMITS.email, { error: MESSAGES.tooLong(SUBMISSION_LIMITS.email) })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

// A missing field arrives as null from FormData: it is treated as empty.
const field = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

export const contactSchema = z.object({
  name: field(name),
  tel: field(tel),
  email: field(email),
  message: field(text(SUBMISSION_LIMITS.message).min(1, { error: MESSAGES.messageRequired })),
});
export type ContactFields = z.output<typeof contactSchema>;

export const careerSchema = z.object({
  name: field(name),
  tel: field(tel),
  email: field(email),
  tellUs: field(text(SUBMISSION_LIMITS.message)),
});
export type CareerFields = z.output<typeof careerSchema>;

/** What an action (or the upload route) answers: field errors, the outcome, and the fields to keep on error. */
export type SubmissionResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };
