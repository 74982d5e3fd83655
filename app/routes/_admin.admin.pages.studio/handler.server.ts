// The Edit Studio page's changes: the detail text, the image, its alt text and focal point.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { textUpdate } from "~/.server/admin/text-values";
import { altsFor, altUpdate, focalUpdate, imageRefusal } from "~/.server/admin/uploads";
import { replaceStudioImage } from "~/.server/content/pages/writes";
import { ADMIN_IMAGE_MAX_BYTES } from "~/utils/constants";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { TOASTS } from "~/utils/texts/admin/toasts";

/** The largest file each upload field takes, checked while the body streams. */
export const limits = { image: ADMIN_IMAGE_MAX_BYTES };
const PAGE = "/admin/pages/studio";

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, ["detail", "image", "alt", "focal"] as const);
  if (intent === "alt") return altUpdate(upload, PAGE);
  if (intent === "focal") return focalUpdate(upload, PAGE);
  if (intent === "detail") {
    const [updated, failed] = [TOASTS.studioDetailUpdated, TOASTS.studioDetailFailed];
    return textUpdate(upload, { page: "studio", field: "detail", kind: "long", path: PAGE, updated, failed });
  }
  const [file] = upload.files("image");
  if (!file) return failure(upload, intent, { image: MEDIA_TEXTS.noFileForUpdate }, MEDIA_TEXTS.noFileForUpdate);
  const refusal = await imageRefusal(file);
  if (refusal) return failure(upload, intent, { image: refusal }, TOASTS.studioImageFailed);
  const { alt, translations } = altsFor(upload.form, "image", 1)[0];
  return attempt(upload, intent, TOASTS.studioImageFailed, async () => {
    await replaceStudioImage(file, alt, translations);
    return success(PAGE, TOASTS.studioImageUpdated);
  });
};
