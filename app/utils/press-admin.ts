// The admin's press form: its checks (decision 057). Apart from press.ts, which the public pages import.
import "./zod-config";

import { z } from "zod";

import { PRESS_KINDS } from "#db/tables";

import { requiredText } from "./admin-schemas";
import { TEXT_MAX } from "./constants";
import { FORM_TEXTS } from "./texts/admin/forms";

export const PRESS_LINK_MAX = 500;

const webAddress = z
  .string()
  .trim()
  .max(PRESS_LINK_MAX, FORM_TEXTS.tooLong(PRESS_LINK_MAX))
  .refine((text) => text === "" || /^https?:\/\/[^\s]+$/i.test(text), FORM_TEXTS.badLink)
  .optional()
  .transform((text) => text || null);

export const pressSchema = z.object({
  kind: z.enum(PRESS_KINDS, { error: FORM_TEXTS.fieldRequired }),
  date: z
    .string({ error: FORM_TEXTS.fieldRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, FORM_TEXTS.badDate)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), FORM_TEXTS.badDate),
  title: requiredText(TEXT_MAX.short),
  organisation: requiredText(TEXT_MAX.short),
  link: webAddress,
});
