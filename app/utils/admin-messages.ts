// The admin's messages, verbatim: its toasts, project list and drop zones, history and inbox. The
// visitors' messages, the server's refusals, the account pages' texts and those both sides show are in
// messages.ts.
import type { WorkTypeLabel } from "./messages";

/** docs/product.md's admin toasts. */
export const TOASTS = {
  projectUpdated: "Project updated successfully!",
  projectAdded: "Project added successfully!",
  projectSaveFailed: "Failed to save project!",
  // the product's "Project and associated files deleted successfully!" is no longer what happens: the project waits in the trash.
  projectDeleted:
    "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
  projectDeleteFailed: "Failed to delete project!",
  // Beyond the old site: the trash.
  projectRestored: "Project restored. It is back on the site.",
  projectRestoredAsDraft: "Project restored as a draft. Visitors will see it once it is published.",
  projectRestoreFailed: "Failed to restore the project. It may no longer be in the trash.",
  projectDeletedForever: "Project and its files deleted forever.",
  projectDeleteForeverFailed: "Failed to delete the project forever. It may no longer be in the trash.",
  imageAdded: "Image added successfully!",
  imageAddFailed: "Failed to add image.",
  imageRemoved: "Image removed successfully!",
  imageRemoveFailed: "Failed to remove image.",
  logoAdded: "Logo added successfully!",
  logoAddFailed: "Failed to add logo.",
  logoRemoved: "Logo removed successfully!",
  logoRemoveFailed: "Failed to remove logo.",
  workTypeUpdated: (type: WorkTypeLabel) => `${type} image updated successfully!`,
  workTypeFailed: (type: WorkTypeLabel) => `Failed to update ${type} image.`,
  homeDescriptionUpdated: "Home description updated successfully!",
  homeDescriptionFailed: "Failed to update home description.",
  careerHeaderUpdated: "Career header updated successfully!",
  careerHeaderFailed: "Failed to update career header",
  careerEmailUpdated: "Career email updated successfully!",
  careerEmailFailed: "Failed to update career email",
  contactUpdated: (field: ContactFieldLabel) => `Contact ${field} updated successfully!`,
  contactFailed: (field: ContactFieldLabel) => `Failed to update contact ${field}`,
  studioDetailUpdated: "Studio detail updated successfully!",
  studioDetailFailed: "Failed to update studio detail.",
  // Beyond the old site: the studio image, alt text and ordering, which the old admin lacked.
  studioImageUpdated: "Studio image updated successfully!",
  studioImageFailed: "Failed to update studio image.",
  altUpdated: "Alt text updated successfully!",
  altFailed: "Failed to update alt text.",
  focalUpdated: "Focal point updated successfully!",
  focalFailed: "Failed to update focal point.",
  drawingUpdated: "Drawing updated successfully!",
  drawingFailed: "Failed to update drawing.",
  orderUpdated: "Order updated successfully!",
  orderFailed: "Failed to update order.",
  videoRemoved: "Video removed successfully!",
  videoRemoveFailed: "Failed to remove video.",
  // Beyond the old site: drafts and preview links.
  projectSavedAsDraft: "Project saved as a draft. Visitors cannot see it.",
  projectPublished: "Project published. Visitors can see it now.",
  projectUnpublished: "Project unpublished. It is a draft again, hidden from visitors.",
  statusFailed: "Failed to change the project's state.",
  previewLinksRevoked: "Preview links revoked. Links shared before no longer work.",
  previewRevokeFailed: "Failed to revoke preview links.",
  // Beyond the old site: the project order. A move's toast is also its screen-reader announcement.
  projectOrderSaved: (custom: boolean) =>
    custom
      ? "Saved. Visitors now see projects in your custom order."
      : "Saved. Visitors now see the newest projects first.",
  projectOrderFailed: "Failed to save the order settings.",
  projectMoved: (name: string, position: number, count: number) =>
    `“${name}” moved to position ${position} of ${count}.`,
  projectMoveFailed: "Failed to move the project. It may have been deleted meanwhile: the list below is up to date.",
} as const;

export type ContactFieldLabel = "header" | "location" | "telephone" | "email" | "description";

/** The admin's project list and upload drop zones. */
export const COMFORT_TEXTS = {
  filterLabel: "Filter by name",
  filterButton: "Filter",
  allTypes: "All",
  /** A project's views over the last 30 days, in the admin's project list (counted as Statistics counts them). */
  projectViews: (views: number) =>
    views === 1 ? "1 view in 30 days" : `${views.toLocaleString("en")} views in 30 days`,
  projectCount: (shown: number, total: number) =>
    shown === total ? `${total} project${total === 1 ? "" : "s"}` : `${shown} of ${total} projects shown`,
  noMatch: "No project matches this filter.",
  dropHint: (multiple: boolean) => (multiple ? "Drop files here, or choose them" : "Drop a file here, or choose one"),
  chosenCount: (count: number, size: string) => `${count} file${count === 1 ? "" : "s"} chosen, ${size}`,
  notSent: "Not sent",
  tooLarge: (size: string, max: string) => `${size} is more than the ${max} a file may have.`,
  tooMany: (max: number) => `More than the ${max} files one save takes: save the rest next.`,
  oneFileOnly: "This field takes one file: only the first was kept.",
  remove: (name: string) => `Remove ${name} from the selection`,
  selectionKept:
    "Nothing from this form was saved. Your chosen files are still selected: fix or remove the one the message names, then save again.",
  sent: "Sent",
  saved: "Saved",
  oneFilePerPost: "Send one file per post.",
  stagedGone: "Some files sent earlier for this save are no longer on the server: save again to send them once more.",
  batchFailed: (failed: number, total: number) =>
    `${failed} of ${total} file${total === 1 ? " was" : "s were"} not sent; each says why. Nothing was saved yet: the others are sent and wait. Retry the failed ones, or remove them and save.`,
  retryFailed: "Retry failed",
  batchProgress: (sent: number, total: number) => `${sent} of ${total} file${total === 1 ? "" : "s"} sent`,
  notSaved: "Not saved",
  mediaNow: (images: number, videos: number, size: string) =>
    `The project has ${images} detail image${images === 1 ? "" : "s"} and ${videos} video${videos === 1 ? "" : "s"}, ${size} in all.`,
  mediaAdding: (header: boolean, images: number, videos: number, size: string) =>
    `This save adds ${header ? "a new header image, " : ""}${images} detail image${images === 1 ? "" : "s"} and ${videos} video${videos === 1 ? "" : "s"}, ${size} in all.`,
  mediaLimits: (files: number, image: string, video: string, total: string) =>
    `Limits per save: ${files} detail images and videos, ${image} per image, ${video} per video, ${total} in all.`,
  overTotal: (size: string, max: string) =>
    `These files add up to ${size}, more than the ${max} one save takes: save some of them in a second save.`,
} as const;

/** History and undo: revision summaries, the history screen and its toasts. */
export const REVISION_TEXTS = {
  fieldLabels: {
    description: "description",
    architectural_image: "architectural image",
    interior_image: "interior image",
    product_image: "product image",
    detail: "detail",
    image: "image",
    career_header: "career header",
    email: "email",
    contact_header: "header",
    location: "location",
    telephone: "telephone",
    name: "name",
    year: "year",
    area: "area",
    type: "type",
    photographer: "photographer",
    latitude: "latitude",
    longitude: "longitude",
    description_part_1: "description part 1",
    description_part_2: "description part 2",
    description_part_3: "description part 3",
    image_header: "header image",
    kind: "kind",
    date: "date",
    title: "title",
    organisation: "organisation",
    scan: "scan",
    link: "link",
  } as Record<string, string>,
  listItems: {
    carousel: ["image", "images"],
    logos: ["logo", "logos"],
    images: ["image", "images"],
    videos: ["video", "videos"],
  },
  added: "added",
  removed: "removed",
  reordered: "reordered",
  altText: "alt text",
  focalPoint: "focal point",
  credits: "credits",
  pressProjects: "projects named",
  created: "Created",
  createdAsDraft: "Created as a draft",
  published: "published",
  unpublished: "unpublished (draft)",
  movedToTrash: "moved to the trash",
  restoredFromTrash: "restored from the trash",
  noVisibleChange: "Saved without visible change",
  baseline: "As it was before the history began",
  restored: (changed: string) => `Restored an earlier version (${changed.charAt(0).toLowerCase()}${changed.slice(1)})`,
  undid: (summary: string) => `Undid: ${summary}`,
  /** Who saved a revision; the first one has no author. */
  who: (email: string) => email || "Before the history began",
  undo: "Undo",
  undoLabel: (message: string) => `Undo: ${message}`,
  trashLink: "Restore it from the trash",
  historyLink: "History",
  pageTitle: (subject: string) => `History of ${subject}`,
  intro: (kept: number) =>
    `The last ${kept} saves, newest first. Restoring a version replaces what the page shows now; the restore is saved too, so it can be undone. Replaced and removed images are kept while a version here uses them.`,
  empty: "No saves yet. Each save from now on is listed here.",
  current: "Shown now",
  restore: "Restore",
  confirmTitle: "Restore this version?",
  confirmText: (summary: string, when: string, who: string) =>
    `The content will be as it was after “${summary}” (${when}, ${who}). What is shown now stays in the history.`,
  confirmButton: "Restore this version",
  cancel: "Cancel",
  restoredToast: "Version restored. The site shows it now.",
  restoredHiddenToast: "Version restored. Visitors do not see it: the project is a draft or in the trash.",
  restoreFailed: "Failed to restore that version. It may have been pruned from the history.",
  undoneToast: "Change undone.",
  undoFailed: "Failed to undo the change.",
  undoConflict: "Not undone: this was changed again since. Choose a version in its History.",
  backToEdit: "Back to the edit page",
} as const;

/** Who did what in the inbox. */
export const INBOX_AUDIT_TEXTS = {
  openedBy: (who: string, ago: string) => `Opened by ${who}, ${ago}`,
  releasedBy: (who: string, ago: string) => `Marked not spam by ${who}, ${ago}`,
  /** Opened before who opened was recorded. */
  unknownAdmin: "an admin",
} as const;

/** The project's place on the map of the work (decision 063). */
export const PLACE_TEXTS = {
  legend: "Place on the map (optional)",
  latitude: "Latitude",
  longitude: "Longitude",
  hint: "Degrees, as a map app gives them (38.7139, -9.1394 is Lisbon). Empty leaves the project off the map.",
  pickerHint: "Or click the map; zoom in to place it closer, then check the numbers.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  clear: "Clear place",
  needsBoth: "Give both the latitude and the longitude, or neither.",
  picker: "Map: click to set the place",
};

/** The checks before going live (docs/decisions/061-checks-before-going-live.md). */
export const CHECK_TEXTS = {
  title: "Check before going live",
  intro: (count: number) =>
    count === 1
      ? "1 problem was found. Fix it where the link leads, or publish anyway."
      : `${count} problems were found. Fix each where its link leads, or publish anyway.`,
  blockedToast: "Not published: the checks found problems.",
  publishAnyway: "Publish anyway",
  scheduleAnyway: "Schedule anyway",
  publishingAnyway: "Publishing…",
  altMissing: (image: string, language: string) => `${image} has no alt text in ${language}.`,
  altFileName: (image: string, language: string, alt: string) =>
    `${image} has a file name as its alt text in ${language} (“${alt}”).`,
  textEmpty: (field: string, language: string) => `${field} is empty in ${language}.`,
  outdated: (field: string, language: string, source: string) =>
    `${field} in ${language} is out of date: the ${source} text changed after it was translated.`,
  noHeader: "The project has no header image.",
  noDetailImage: "The project has no detail image.",
  imageLabels: {
    image_header: "The header image",
    architectural_image: "The architecture image",
    interior_image: "The interior image",
    product_image: "The object image",
    image: "The studio image",
    carousel: (n: number) => `Carousel image ${n}`,
    logos: (n: number) => `Logo ${n}`,
    images: (n: number) => `Detail image ${n}`,
  },
  /** What the history records of a publish despite problems. */
  overridden: (problems: string[]) =>
    `went live despite ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} (“publish anyway”): ${problems.join(" ")}`,
  /** A revision's summary with what it went live despite. */
  withOverride: (summary: string, overridden: string | null) => (overridden ? `${summary}; ${overridden}` : summary),
  outdatedMark: "Out of date",
  outdatedHint: (source: string) => `The ${source} text changed after this was translated.`,
  homeCount: (count: number) =>
    count === 0
      ? "No live page has an open problem."
      : count === 1
        ? "1 live page has open problems."
        : `${count} live pages have open problems.`,
  listLink: "See the problems",
  pageTitle: "Checks",
  pageIntro:
    "The problems of what visitors see now: images without alt text, texts missing in a language, translations older than their text, projects without their images. Each link leads to where it is fixed.",
  none: "No live page has a problem.",
} as const;
