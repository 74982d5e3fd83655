import type { WorkTypeLabel } from "./media";

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
