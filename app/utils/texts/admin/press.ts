// The Press page's words (decision 057).
import type { PressKind } from "#db/tables";

export const PRESS_TEXTS = {
  title: "Press",
  intro:
    "Awards, publications and exhibitions: each with its date, the organisation or publication, an optional link and scan, and the projects it names. Published items show on the Press page, on those projects' pages and in the feed.",
  kinds: { award: "Award", publication: "Publication", exhibition: "Exhibition" } as Record<PressKind, string>,
  add: "Add an item",
  edit: (title: string) => `Edit: ${title}`,
  saved: "Press item saved.",
  savedAsDraft: "Press item saved as a draft.",
  saveFailed: "The press item could not be saved.",
  trashed: "Press item moved to the trash.",
  restored: "Press item restored.",
  deleted: "Press item deleted for good.",
  failed: "That did not work: the item may have changed meanwhile.",
  noItems: "No press items yet.",
  trash: "Trash",
  emptyTrash: "Nothing in the trash.",
  draft: "Draft",
  scanLabel: "Scan (optional: PDF, or an image)",
  scanKept: (name: string) => `Current scan: ${name}`,
  removeScan: "Remove the scan",
  badScan: "A scan must be a PDF or an image (PNG, JPG, WebP, AVIF, HEIC).",
  projects: "Projects it names",
} as const;
