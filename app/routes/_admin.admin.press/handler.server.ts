// The Press admin page's posts: save (add or edit, with a scan checked by its content), trash, restore, delete.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { deletePressForever, savePress, setPressInTrash } from "~/.server/content/press/writes";
import { otherLanguages } from "~/.server/content/translations";
import { inspect } from "~/.server/storage/inspect";
import { type UploadedFile, UploadError } from "~/.server/storage/upload";
import { ADMIN_IMAGE_MAX_BYTES, TEXT_MAX } from "~/utils/constants";
import { IMAGE_MIMES } from "~/utils/file-types";
import { parseForm } from "~/utils/forms";
import { pressSchema } from "~/utils/press-admin";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { PRESS_TEXTS as TEXTS } from "~/utils/texts/admin/press";
import { checkTranslations } from "~/utils/translatable-fields";

/** The scan: a PDF or an image, at most an image's size. */
export const limits = { scan: ADMIN_IMAGE_MAX_BYTES };
const PAGE = "/admin/press";
const SCAN_MIMES = ["application/pdf", ...IMAGE_MIMES] as const;
/** The translated fields and their limits: the title's, as in the default language. */
const TRANSLATION_LIMITS = { title: TEXT_MAX.short };

/** A scan's type by its bytes, or why it is refused (another type, or damaged). */
async function checkScan(file: UploadedFile): Promise<{ mime: string } | { refusal: string }> {
  try {
    return { mime: (await inspect(file, SCAN_MIMES)).mime };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { refusal: error.code === "damaged" ? MEDIA_TEXTS.fileDamaged : TEXTS.badScan };
  }
}

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, ["save", "trash", "restore", "delete"] as const);
  const id = Number(upload.form.get("id")) || null;
  if (intent === "save") {
    const parsed = parseForm(pressSchema, upload.form);
    const [file] = upload.files("scan");
    const checked = file ? await checkScan(file) : null;
    const mime = checked && "mime" in checked ? checked.mime : null;
    const errors = parsed.ok ? {} : { ...parsed.errors };
    if (checked && "refusal" in checked) errors.scan = checked.refusal;
    // The title in the other languages (an empty one is a missing translation: visitors read the original).
    const translations = checkTranslations(Object.fromEntries(upload.form), TRANSLATION_LIMITS, otherLanguages());
    Object.assign(errors, translations.errors);
    if (!parsed.ok || Object.keys(errors).length > 0) return failure(upload, intent, errors, TEXTS.saveFailed);
    const projectIds = [...upload.form.keys()]
      .filter((key) => /^project-\d+$/.test(key))
      .map((key) => Number(key.slice("project-".length)));
    const status = upload.form.get("status") === "draft" ? "draft" : "published";
    const scan = file && mime ? { file, mime } : upload.form.get("removeScan") ? null : undefined;
    return attempt(upload, intent, TEXTS.saveFailed, async () => {
      const saved = await savePress(id, parsed.data, projectIds, status, scan, translations.values);
      if (saved === null) throw new Error(`No press item ${id} to update.`);
      return success(PAGE, status === "draft" ? TEXTS.savedAsDraft : TEXTS.saved);
    });
  }
  if (!id) throw new Response("No item chosen", { status: 400 });
  return attempt(upload, intent, TEXTS.failed, async () => {
    const done = intent === "delete" ? await deletePressForever(id) : await setPressInTrash(id, intent === "trash");
    if (!done) throw new Error(`Press item ${id} is not where the ${intent} expects it.`);
    return success(PAGE, intent === "trash" ? TEXTS.trashed : intent === "restore" ? TEXTS.restored : TEXTS.deleted);
  });
};
