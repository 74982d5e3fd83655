// The Edit Career page's changes: the career header and the career email, each its own form.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { updateCareerField } from "~/.server/content/admin-writes";
import { TOASTS } from "~/utils/admin-messages";
import { CAREER_FIELDS, valueSchema } from "~/utils/admin-schemas";
import { parseForm } from "~/utils/forms";

/** Text only: no upload field. */
export const limits = {};

const FIELDS = {
  career_header: { kind: "long", updated: TOASTS.careerHeaderUpdated, failed: TOASTS.careerHeaderFailed },
  email: { kind: "email", updated: TOASTS.careerEmailUpdated, failed: TOASTS.careerEmailFailed },
} as const;

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, CAREER_FIELDS);
  const field = FIELDS[intent];
  const parsed = parseForm(valueSchema(field.kind), upload.form);
  if (!parsed.ok) return failure(upload, intent, parsed.errors, field.failed);
  return attempt(upload, intent, field.failed, async () => {
    await updateCareerField(intent, parsed.data.value);
    return success("/editCareer", field.updated);
  });
};
