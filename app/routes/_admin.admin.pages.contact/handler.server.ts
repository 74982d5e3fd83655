// The Edit Contact page's changes: each contact value from its own form, a text with its other languages.
import { type AdminHandler, intentOf } from "~/.server/admin/action";
import { textUpdate } from "~/.server/admin/text-values";
import { CONTACT_FIELDS } from "~/utils/admin-schemas";
import { TOASTS } from "~/utils/texts/admin/toasts";

import { CONTACT_FORMS } from "./schema";

/** Text only: no upload field. */
export const limits = {};

export const handler: AdminHandler = async (upload) => {
  const field = intentOf(upload, CONTACT_FIELDS);
  const { kind, label } = CONTACT_FORMS[field];
  const [updated, failed] = [TOASTS.contactUpdated(label), TOASTS.contactFailed(label)];
  return textUpdate(upload, { page: "contact", field, kind, path: "/admin/pages/contact", updated, failed });
};
