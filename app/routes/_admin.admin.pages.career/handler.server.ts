// The Edit Career page's changes: the career header (with its other languages) and the career email, each its own form.
import { type AdminHandler, intentOf } from "~/.server/admin/action";
import { textUpdate } from "~/.server/admin/text-values";
import { CAREER_FIELDS } from "~/utils/admin-schemas";
import { TOASTS } from "~/utils/texts/admin/toasts";

/** Text only: no upload field. */
export const limits = {};

const FIELDS = {
  career_header: { kind: "long", updated: TOASTS.careerHeaderUpdated, failed: TOASTS.careerHeaderFailed },
  email: { kind: "email", updated: TOASTS.careerEmailUpdated, failed: TOASTS.careerEmailFailed },
} as const;

export const handler: AdminHandler = async (upload) => {
  const field = intentOf(upload, CAREER_FIELDS);
  return textUpdate(upload, { page: "career", field, path: "/admin/pages/career", ...FIELDS[field] });
};
