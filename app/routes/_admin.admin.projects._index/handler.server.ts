// The Edit Project page's changes: save (add or edit, with uploads), delete, and the current
// detail images and videos (order, removal, alt text).
import type { Asset } from "#db/tables";
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { checkBeforeLive } from "~/.server/admin/checks";
import { scheduleStatusChange } from "~/.server/admin/schedule";
import { altsFor, altUpdate, checkedImage, drawingUpdate, focalUpdate, imageRefusal } from "~/.server/admin/uploads";
import { listAssetIds, projectList } from "~/.server/content/media-lists";
import { stagedAssets, stageFile } from "~/.server/content/projects/staged-uploads";
import { trashProject } from "~/.server/content/projects/trash";
import {
  createProject,
  LastImageError,
  moveProjectImage,
  removeProjectImage,
  removeProjectVideo,
  revokePreviewLinks,
  setProjectStatus,
  updateProject,
} from "~/.server/content/projects/writes";
import { otherLanguages } from "~/.server/content/translations";
import { checkVideo } from "~/.server/images/video";
import type { ParsedUpload } from "~/.server/storage/multipart";
import type { AdminOutcome } from "~/utils/admin-action";
import { checkProject } from "~/utils/admin-schemas";
import { ADMIN_IMAGE_MAX_BYTES, ADMIN_VIDEO_MAX_BYTES, TEXT_MAX } from "~/utils/constants";
import { withCredits } from "~/utils/credit-form";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";
import { SHARE_TEXTS } from "~/utils/texts/admin/sharing";
import { TOASTS } from "~/utils/texts/admin/toasts";
import { toast } from "~/utils/toast";
import { checkTranslations, TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

/** The largest file each upload field takes, checked while the body streams. */
export const limits = { header: ADMIN_IMAGE_MAX_BYTES, images: ADMIN_IMAGE_MAX_BYTES, videos: ADMIN_VIDEO_MAX_BYTES };
const PAGE = "/admin/projects";
const INTENTS = [
  "save",
  "stage",
  "delete",
  "image-move",
  "image-remove",
  "video-remove",
  "alt",
  "focal",
  "drawing",
  "publish",
  "unpublish",
  "make-private",
  "revoke-preview",
  "schedule-publish",
  "schedule-unpublish",
] as const;

/** Each translatable text's limit: its default field's. */
const TRANSLATION_LIMITS = Object.fromEntries(
  TRANSLATABLE_FIELDS.project.map((field) => [field, field.startsWith("description") ? TEXT_MAX.long : TEXT_MAX.short]),
);

const editPage = (id: number) => `${PAGE}?edit=${id}`;
const editIdOf = (request: Request) => Number(new URL(request.url).searchParams.get("edit")) || null;
const assetIdOf = (upload: ParsedUpload) => Number(upload.form.get("assetId"));

const MEDIA_FIELDS = ["header", "images", "videos"] as const;

/**
 * One file of a batch (decision 035), sent before the save that uses it: checked by its content like
 * a save's files and stored with every variant; the answer names its asset, or why it was refused.
 */
async function stage(upload: ParsedUpload): Promise<AdminOutcome> {
  const intent = "stage";
  const sent = MEDIA_FIELDS.flatMap((field) => upload.files(field).map((file) => ({ field, file })));
  if (sent.length !== 1) return failure(upload, intent, { form: COMFORT_TEXTS.oneFilePerPost }, null);
  const [{ field, file }] = sent;
  const kind = field === "videos" ? "video" : "image";
  // One file: refused by its type in the words a single file's refusal has.
  if (kind === "image") {
    const refusal = await imageRefusal(file);
    if (refusal) return failure(upload, intent, { [field]: refusal }, null);
  } else {
    const check = await checkVideo(file);
    if (!check.ok)
      return failure(
        upload,
        intent,
        { [field]: check.message === MEDIA_TEXTS.invalidVideos ? MEDIA_TEXTS.invalidVideo : check.message },
        null,
      );
  }
  return attempt(upload, intent, MEDIA_TEXTS.uploadFailed, async () => {
    const asset = await stageFile(file, kind);
    return { ok: true, redirectTo: PAGE, toast: toast("success", COMFORT_TEXTS.sent), staged: asset.id };
  });
}

/** The files of a batch the save names (`<field>Staged`, asset ids in order); null when one is gone or not free. */
async function stagedOf(upload: ParsedUpload): Promise<Record<(typeof MEDIA_FIELDS)[number], Asset[]> | null> {
  const ids = (field: string) => upload.form.getAll(`${field}Staged`).map(Number);
  const header = ids("header");
  const [headers, images, videos] = await Promise.all([
    header.length > 1 ? null : stagedAssets(header, "image"),
    stagedAssets(ids("images"), "image"),
    stagedAssets(ids("videos"), "video"),
  ]);
  return headers && images && videos ? { header: headers, images, videos } : null;
}

async function save(upload: ParsedUpload, editId: number | null): Promise<AdminOutcome> {
  const intent = "save";
  const header = upload.files("header")[0];
  const images = upload.files("images");
  const videos = upload.files("videos");
  const staged = await stagedOf(upload);
  if (!staged) return failure(upload, intent, { form: COMFORT_TEXTS.stagedGone }, TOASTS.projectSaveFailed);
  const stagedHeader = staged.header[0];
  const existingImages = editId ? (await listAssetIds(projectList("images", editId))).length : 0;
  // Each file's type by a full check of its content (see inspect); one that fails it has none.
  // A video is also read (its streams and a frame): one that does not decode is named.
  const videoChecks = await Promise.all(videos.map((file) => checkVideo(file)));
  const videoTyped = videoChecks.map((check) => ({ type: check.ok ? check.video.mime : "" }));
  // Files sent before the save were checked when they came: their stored type counts.
  const storedType = (asset: Asset) => ({ type: asset.mime });
  // The credits (decision 053) name the photographer the project's own column keeps.
  const credited = withCredits(Object.fromEntries(upload.form));
  const parsed = checkProject(
    credited.values,
    {
      header: header ? await checkedImage(header) : stagedHeader ? storedType(stagedHeader) : undefined,
      images: [...staged.images.map(storedType), ...(await Promise.all(images.map(checkedImage)))],
      videos: [...staged.videos.map(storedType), ...videoTyped],
    },
    { editing: editId !== null, existingImages },
  );
  const videoRefusal = videoChecks.find((check) => !check.ok && check.message !== MEDIA_TEXTS.invalidVideos);
  // The other languages' texts, each with its default field's limit (docs/decisions/034-search-and-language-forms.md).
  const translations = checkTranslations(Object.fromEntries(upload.form), TRANSLATION_LIMITS, otherLanguages());
  if (!parsed.ok || Object.keys({ ...translations.errors, ...credited.errors }).length > 0) {
    const errors = { ...credited.errors, ...(parsed.ok ? {} : parsed.errors), ...translations.errors };
    if (videoRefusal && !videoRefusal.ok) errors.videos = videoRefusal.message;
    return failure(upload, intent, errors, TOASTS.projectSaveFailed);
  }

  const { headerAlt, ...fields } = parsed.data;
  // The alt texts post in the files' order (each with its other languages): those sent before the save come first.
  const imageFiles = [...staged.images.map((asset) => ({ staged: asset })), ...images];
  const imageAlts = altsFor(upload.form, "images", imageFiles.length);
  const headerFile = header ?? (stagedHeader ? { staged: stagedHeader } : undefined);
  const headerTranslations = altsFor(upload.form, "header", 1)[0].translations;
  const media = {
    header: headerFile ? { file: headerFile, alt: headerAlt, translations: headerTranslations } : undefined,
    images: imageFiles.map((file, i) => ({ file, ...imageAlts[i] })),
    videos: [...staged.videos.map((asset) => ({ staged: asset })), ...videos],
  };
  // The clicked button says which: "Save as draft" sends status=draft; the default save is live (docs/product.md).
  const status = upload.form.get("status") === "draft" ? "draft" : "published";
  return attempt(upload, intent, TOASTS.projectSaveFailed, async () => {
    if (!editId) {
      const created = await createProject(
        fields,
        { ...media, header: media.header! },
        status,
        translations.values,
        credited.credits,
      );
      // A new draft opens in the editor, where its preview link is.
      return status === "draft"
        ? success(editPage(created.id), TOASTS.projectSavedAsDraft)
        : success(PAGE, TOASTS.projectAdded);
    }
    const updated = await updateProject(editId, fields, media, status, translations.values, credited.credits);
    if (!updated) throw new Error(`No project found with ID ${editId} to update.`);
    return status === "draft"
      ? success(editPage(editId), TOASTS.projectSavedAsDraft)
      : success(PAGE, TOASTS.projectUpdated);
  });
}

export const handler: AdminHandler = async (upload, request) => {
  const intent = intentOf(upload, INTENTS);
  const editId = editIdOf(request);
  switch (intent) {
    case "save":
      return save(upload, editId);
    case "stage":
      return stage(upload);
    case "delete": {
      const id = Number(upload.form.get("projectId"));
      return attempt(upload, intent, TOASTS.projectDeleteFailed, async () => {
        // "Delete" moves the project to the trash (/admin/trash), and its toast says so.
        if (!(await trashProject(id))) throw new Error(`No project found with ID ${id} to delete.`);
        return success(PAGE, TOASTS.projectDeleted, {
          link: { href: "/admin/trash", label: REVISION_TEXTS.trashLink },
        });
      });
    }
    case "alt":
      return altUpdate(upload, editId ? editPage(editId) : PAGE);
    case "focal":
      return focalUpdate(upload, editId ? editPage(editId) : PAGE);
    case "drawing":
      return drawingUpdate(upload, editId ? editPage(editId) : PAGE);
  }
  if (!editId) throw new Response("No project chosen", { status: 400 });
  if (intent === "publish" || intent === "unpublish" || intent === "make-private") {
    const state = intent === "publish" ? "published" : intent === "unpublish" ? "draft" : "private";
    const toast = {
      published: TOASTS.projectPublished,
      draft: TOASTS.projectUnpublished,
      private: SHARE_TEXTS.projectMadePrivate,
    }[state];
    // Going live (from a draft, or a private project made public) is checked first (docs/decisions/061-…).
    const checked =
      state === "published" ? await checkBeforeLive(upload, intent, { kind: "project", id: editId }) : null;
    if (checked && "refused" in checked) return checked.refused;
    return attempt(upload, intent, TOASTS.statusFailed, async () => {
      if (!(await setProjectStatus(editId, state, checked?.overridden ?? null)))
        throw new Error(`No project found with ID ${editId}.`);
      return success(editPage(editId), toast);
    });
  }
  if (intent === "schedule-publish" || intent === "schedule-unpublish")
    return scheduleStatusChange(
      upload,
      editId,
      intent === "schedule-publish" ? "publish" : "unpublish",
      editPage(editId),
    );
  if (intent === "revoke-preview") {
    return attempt(upload, intent, TOASTS.previewRevokeFailed, async () => {
      if (!(await revokePreviewLinks(editId))) throw new Error(`No project found with ID ${editId}.`);
      return success(editPage(editId), TOASTS.previewLinksRevoked);
    });
  }
  if (intent === "image-move") {
    const direction = upload.form.get("direction") === "up" ? "up" : "down";
    return attempt(upload, intent, TOASTS.orderFailed, async () => {
      if (!(await moveProjectImage(editId, assetIdOf(upload), direction)))
        throw new Error("Not an image of this project");
      return success(editPage(editId), TOASTS.orderUpdated);
    });
  }
  if (intent === "image-remove") {
    const assetId = assetIdOf(upload);
    return attempt(upload, intent, TOASTS.imageRemoveFailed, async () => {
      try {
        if (!(await removeProjectImage(editId, assetId))) throw new Error("Not an image of this project");
      } catch (error) {
        // The model keeps the rule that a project keeps one detail image; here the admin is told.
        if (error instanceof LastImageError)
          return failure(upload, intent, { form: PROJECT_TEXTS.lastDetailImage }, TOASTS.imageRemoveFailed);
        throw error;
      }
      return success(editPage(editId), TOASTS.imageRemoved);
    });
  }
  return attempt(upload, intent, TOASTS.videoRemoveFailed, async () => {
    if (!(await removeProjectVideo(editId, assetIdOf(upload)))) throw new Error("Not a video of this project");
    return success(editPage(editId), TOASTS.videoRemoved);
  });
};
