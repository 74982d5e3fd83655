// What several admin pages' handlers share: checks of uploaded files by their bytes, before anything
// is stored (so each form can say which of its files is wrong), their alt texts, and the alt text
// and focal point forms every image on the admin pages has.
import { updateAltText, updateDrawing, updateFocalPoint } from "~/.server/content/pages/writes";
import { otherLanguages, type TextsByLanguage } from "~/.server/content/translations";
import { inspect } from "~/.server/storage/inspect";
import type { ParsedUpload } from "~/.server/storage/multipart";
import { type UploadedFile, UploadError } from "~/.server/storage/upload";
import type { AdminOutcome } from "~/utils/admin-action";
import { altSchema, drawingSchema, focalSchema, type SubmittedFile } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { IMAGE_MIMES } from "~/utils/file-types";
import { parseForm } from "~/utils/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { TOASTS } from "~/utils/texts/admin/toasts";
import { checkTranslations, translationInputName } from "~/utils/translatable-fields";

import { attempt, failure, success } from "./action";

/**
 * An uploaded image as the form checks see it (checkProject): its type when it passes the full check of its
 * bytes (see inspect), else none, and whether it failed as damaged rather than as another type.
 */
export async function checkedImage(file: UploadedFile): Promise<SubmittedFile> {
  try {
    return { type: (await inspect(file, IMAGE_MIMES)).mime };
  } catch (error) {
    return { type: "", damaged: error instanceof UploadError && error.code === "damaged" };
  }
}

/** Why an uploaded image is refused by its bytes (another type, or damaged), or null when it is taken. */
export async function imageRefusal(file: UploadedFile): Promise<string | null> {
  const checked = await checkedImage(file);
  if (checked.damaged) return MEDIA_TEXTS.fileDamaged;
  return checked.type ? null : MEDIA_TEXTS.invalidImage;
}

/** A new image's alt text, and its other languages' (lang → { alt }, the translations of the asset). */
export interface NewAlt {
  alt: string;
  translations: TextsByLanguage;
}

/**
 * The alt texts posted beside a field's files, one per file in order (missing ones empty), each with its other
 * languages' posted beside it (`translation-<lang>-<field>Alt`, in the same order; an empty one is none).
 * The inputs carry maxLength, so only a hand-made post is cut to the limit.
 */
export function altsFor(form: FormData, field: string, count: number): NewAlt[] {
  const texts = (name: string) =>
    form.getAll(name).map((v) => (typeof v === "string" ? v.trim().slice(0, TEXT_MAX.alt) : ""));
  const alts = texts(`${field}Alt`);
  const languages = otherLanguages().map((lang) => [lang, texts(translationInputName(lang, `${field}Alt`))] as const);
  return Array.from({ length: count }, (_, i) => ({
    alt: alts[i] ?? "",
    translations: Object.fromEntries(
      languages.flatMap(([lang, values]) => (values[i] ? [[lang, { alt: values[i] }]] : [])),
    ),
  }));
}

/**
 * Alt text of any image on the site, from whichever admin page shows it, with its other languages beside it
 * (each with the same limit; one not posted keeps its text); `page` is where to go back to.
 */
export async function altUpdate(upload: ParsedUpload, page: string): Promise<AdminOutcome> {
  const parsed = parseForm(altSchema, upload.form);
  const translations = checkTranslations(Object.fromEntries(upload.form), { alt: TEXT_MAX.alt }, otherLanguages());
  if (!parsed.ok || Object.keys(translations.errors).length > 0)
    return failure(upload, "alt", { ...(parsed.ok ? {} : parsed.errors), ...translations.errors }, TOASTS.altFailed);
  return attempt(upload, "alt", TOASTS.altFailed, async () => {
    if (!(await updateAltText(parsed.data.assetId, parsed.data.alt, translations.values)))
      throw new Error("No such image");
    return success(page, TOASTS.altUpdated);
  });
}

/** The focal point of any image on the site: the form's percent become the stored fractions (0..1). */
export async function focalUpdate(upload: ParsedUpload, page: string): Promise<AdminOutcome> {
  const parsed = parseForm(focalSchema, upload.form);
  if (!parsed.ok) return failure(upload, "focal", parsed.errors, TOASTS.focalFailed);
  const { assetId, focalX, focalY } = parsed.data;
  return attempt(upload, "focal", TOASTS.focalFailed, async () => {
    if (!(await updateFocalPoint(assetId, { x: focalX / 100, y: focalY / 100 }))) throw new Error("No such image");
    return success(page, TOASTS.focalUpdated);
  });
}

/** Marks a project's image as a drawing (plan, section, detail), or as a picture again. */
export async function drawingUpdate(upload: ParsedUpload, page: string): Promise<AdminOutcome> {
  const parsed = parseForm(drawingSchema, upload.form);
  if (!parsed.ok) return failure(upload, "drawing", parsed.errors, TOASTS.drawingFailed);
  return attempt(upload, "drawing", TOASTS.drawingFailed, async () => {
    if (!(await updateDrawing(parsed.data.assetId, parsed.data.drawing))) throw new Error("No such image");
    return success(page, TOASTS.drawingUpdated);
  });
}
