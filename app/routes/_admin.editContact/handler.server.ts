// The Edit Contact page's changes: each contact value from its own form, a text with its other languages.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { parseTextValue } from "~/.server/admin/text-values";
import { updateContactField } from "~/.server/content/admin-writes";
import { TOASTS } from "~/utils/admin-messages";
import { CONTACT_FIELDS } from "~/utils/admin-schemas";

import { CONTACT_FORMS } from "./schema";

/** Text only: no upload field. */
export const limits = {};

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, CONTACT_FIELDS);
  const field = CONTACT_FORMS[intent];
  const parsed = parseTextValue(upload.form, field.kind, "contact", intent);
  if (!parsed.ok) return failure(upload, intent, parsed.errors, TOASTS.contactFailed(field.label));
  return attempt(upload, intent, TOASTS.contactFailed(field.label), async () => {
    await updateContactField(intent, parsed.data.value, parsed.data.translations);
    return success("/editContact", TOASTS.contactUpdated(field.label));
  });
};
