// The Edit Home page's changes: carousel images and logos (add, order, remove), the three
// work-type images, the description, and alt texts and focal points.
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { textUpdate } from "~/.server/admin/text-values";
import { altsFor, altUpdate, focalUpdate, imageRefusal } from "~/.server/admin/uploads";
import { WORK_TYPES } from "~/.server/content/pages/reads";
import type { HomeListKind, WorkTypeKey } from "~/.server/content/pages/writes";
import { addHomeImage, moveHomeImage, removeHomeImage, replaceWorkTypeImage } from "~/.server/content/pages/writes";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { ADMIN_IMAGE_MAX_BYTES } from "~/utils/constants";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { TOASTS } from "~/utils/texts/admin/toasts";

/** The largest file each upload field takes, checked while the body streams. */
export const limits = { image: ADMIN_IMAGE_MAX_BYTES };
const PAGE = "/admin/pages/home";
const INTENTS = [
  "description",
  "carousel-add",
  "carousel-move",
  "carousel-remove",
  "logo-add",
  "logo-move",
  "logo-remove",
  "worktype",
  "alt",
  "focal",
] as const;

const LISTS = {
  carousel: {
    missing: MEDIA_TEXTS.selectImage,
    added: TOASTS.imageAdded,
    addFailed: TOASTS.imageAddFailed,
    removed: TOASTS.imageRemoved,
    removeFailed: TOASTS.imageRemoveFailed,
  },
  logos: {
    missing: MEDIA_TEXTS.selectLogo,
    added: TOASTS.logoAdded,
    addFailed: TOASTS.logoAddFailed,
    removed: TOASTS.logoRemoved,
    removeFailed: TOASTS.logoRemoveFailed,
  },
} as const;

const assetIdOf = (upload: ParsedUpload) => Number(upload.form.get("assetId"));

/** The one image of a form: missing, or refused by its bytes, is said beside the field. */
async function imageOf(upload: ParsedUpload, intent: string, missing: string, failed: string) {
  const [file] = upload.files("image");
  if (!file) return { outcome: failure(upload, intent, { image: missing }, missing) };
  const refusal = await imageRefusal(file);
  if (refusal) return { outcome: failure(upload, intent, { image: refusal }, failed) };
  const { alt, translations } = altsFor(upload.form, "image", 1)[0];
  return { file, alt, translations };
}

async function addToList(upload: ParsedUpload, intent: string, kind: HomeListKind): Promise<AdminOutcome> {
  const texts = LISTS[kind];
  const image = await imageOf(upload, intent, texts.missing, texts.addFailed);
  if (!image.file) return image.outcome;
  return attempt(upload, intent, texts.addFailed, async () => {
    await addHomeImage(kind, image.file, image.alt, image.translations);
    return success(PAGE, texts.added);
  });
}

async function removeFromList(upload: ParsedUpload, intent: string, kind: HomeListKind): Promise<AdminOutcome> {
  const texts = LISTS[kind];
  return attempt(upload, intent, texts.removeFailed, async () => {
    if (!(await removeHomeImage(kind, assetIdOf(upload)))) throw new Error("Not in the list");
    return success(PAGE, texts.removed);
  });
}

async function moveInList(upload: ParsedUpload, intent: string, kind: HomeListKind): Promise<AdminOutcome> {
  const direction = upload.form.get("direction") === "up" ? "up" : "down";
  return attempt(upload, intent, TOASTS.orderFailed, async () => {
    if (!(await moveHomeImage(kind, assetIdOf(upload), direction))) throw new Error("Not in the list");
    return success(PAGE, TOASTS.orderUpdated);
  });
}

async function replaceWorkType(upload: ParsedUpload): Promise<AdminOutcome> {
  const workType = WORK_TYPES.find((w) => w.key === upload.form.get("key"));
  if (!workType) throw new Response("Unknown work type", { status: 400 });
  const intent = `worktype-${workType.key}`;
  const image = await imageOf(
    upload,
    intent,
    MEDIA_TEXTS.chooseWorkTypeImage(workType.label),
    TOASTS.workTypeFailed(workType.label),
  );
  if (!image.file) return image.outcome;
  return attempt(upload, intent, TOASTS.workTypeFailed(workType.label), async () => {
    await replaceWorkTypeImage(workType.key as WorkTypeKey, image.file, image.alt, image.translations);
    return success(PAGE, TOASTS.workTypeUpdated(workType.label));
  });
}

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, INTENTS);
  switch (intent) {
    case "description": {
      const [updated, failed] = [TOASTS.homeDescriptionUpdated, TOASTS.homeDescriptionFailed];
      return textUpdate(upload, { page: "home", field: "description", kind: "long", path: PAGE, updated, failed });
    }
    case "carousel-add":
      return addToList(upload, intent, "carousel");
    case "logo-add":
      return addToList(upload, intent, "logos");
    case "carousel-remove":
      return removeFromList(upload, intent, "carousel");
    case "logo-remove":
      return removeFromList(upload, intent, "logos");
    case "carousel-move":
      return moveInList(upload, intent, "carousel");
    case "logo-move":
      return moveInList(upload, intent, "logos");
    case "worktype":
      return replaceWorkType(upload);
    case "alt":
      return altUpdate(upload, PAGE);
    case "focal":
      return focalUpdate(upload, PAGE);
  }
};
