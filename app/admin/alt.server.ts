// Alt text of any image on the site, from whichever admin page shows it.
import { updateAltText } from "~/.server/content/admin-writes";
import type { AdminOutcome } from "~/utils/admin-action";
import { attempt, failure, success } from "~/utils/admin-action.server";
import { altSchema } from "~/utils/admin-schemas";
import { parseForm } from "~/utils/forms";
import { TOASTS } from "~/utils/messages";
import type { ParsedUpload } from "~/.server/storage/multipart";

export async function altUpdate(upload: ParsedUpload, page: string): Promise<AdminOutcome> {
  const parsed = parseForm(altSchema, upload.form);
  if (!parsed.ok) return failure(upload, "alt", parsed.errors, TOASTS.altFailed);
  return attempt(upload, "alt", TOASTS.altFailed, async () => {
    if (!(await updateAltText(parsed.data.assetId, parsed.data.alt))) throw new Error("No such image");
    return success(page, TOASTS.altUpdated);
  });
}
