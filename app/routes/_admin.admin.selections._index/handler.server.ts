// The selections page's post: a new selection.
import { type AdminHandler, intentOf } from "~/.server/admin/action";
import { saveSelection } from "~/.server/admin/save-selection";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};

export const handler: AdminHandler = async (upload) => {
  intentOf(upload, ["save"] as const);
  return saveSelection(upload, null);
};
