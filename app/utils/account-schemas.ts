// The admins' account forms: invite, set a password (invite, reset), change one's own, forgot.
import "./zod-config";

import { z } from "zod";

import { emailText } from "./admin-schemas";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "./texts/admin/account";
import { FORM_TEXTS } from "./texts/admin/forms";

const newPassword = z
  .string({ error: FORM_TEXTS.fieldRequired })
  .min(PASSWORD_MIN_LENGTH, TEXTS.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, TEXTS.passwordTooLong(PASSWORD_MAX_LENGTH));

const twice = { password: newPassword, confirm: z.string({ error: FORM_TEXTS.fieldRequired }) };
const same = (value: { password: string; confirm: string }) => value.password === value.confirm;
const differ = { message: TEXTS.passwordsDiffer, path: ["confirm"] };

/** A new password typed twice (accepting an invite, a reset link). */
export const setPasswordSchema = z.object(twice).refine(same, differ);

/** Changing one's own password: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({ current: z.string({ error: FORM_TEXTS.fieldRequired }).max(PASSWORD_MAX_LENGTH), ...twice })
  .refine(same, differ);

/** One email address (inviting someone, asking for a reset link). */
export const emailSchema = z.object({ email: emailText });
