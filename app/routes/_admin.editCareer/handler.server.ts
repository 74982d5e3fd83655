// The Edit Career page's changes: the career header (with its other languages) and the career email, each its own form.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { parseTextValue } from "~/.server/admin/text-values";
import { updateCareerField } from "~/.server/content/admin-writes";
import { TOASTS } from "~/utils/admin-messages";
import { CAREER_FIELDS } from "~/utils/admin-schemas";

/** Text only: no upload field. */
export const limits = {};

const FIELDS = {
  career_header: { kind: "long", updated: TOASTS.careerHeaderUpdated, failed: TOASTS.careerHeaderFailed },
  email: { kind: "email", updated: TOASTS.careerEmailUpdated, failed: TOASTS.careerEmailFailed },
} as const;

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, CAREER_FIELDS);
  const field = FIELDS[intent];
  const parsed = parseTextValue(upload.form, field.kind, "career", intent);
  if (!parsed.ok) return failure(upload, intent, parsed.errors, field.failed);
  return attempt(upload, intent, field.failed, async () => {
    await updateCareerField(intent, parsed.data.value, parsed.data.translations);
    return success("/editCareer", field.updated);
  });
};
