// The Edit Career page's changes: the career header (with its other languages) and the career email, each its own form.
import { type AdminHandler, intentOf } from "~/.server/admin/action";
import { textUpdate } from "~/.server/admin/text-values";
import { TOASTS } from "~/utils/admin-messages";
import { CAREER_FIELDS } from "~/utils/admin-schemas";

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
