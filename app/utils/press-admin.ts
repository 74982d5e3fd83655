// The admin's press form: its checks and texts (decision 057). Apart from press.ts, which the public pages import.
import "./zod-config";

import { z } from "zod";

import { PRESS_KINDS, type PressKind } from "#db/tables";

import { requiredText } from "./admin-schemas";
import { TEXT_MAX } from "./constants";
import { MESSAGES } from "./messages";

export const PRESS_LINK_MAX = 500;

const webAddress = z
  .string()
  .trim()
  .max(PRESS_LINK_MAX, MESSAGES.tooLong(PRESS_LINK_MAX))
  .refine(
    (text) => text === "" || /^https?:\/\/[^\s]+$/i.test(text),
    "A web address starting with https:// or http://.",
  )
  .optional()
  .transform((text) => text || null);

export const pressSchema = z.object({
  kind: z.enum(PRESS_KINDS, { error: MESSAGES.fieldRequired }),
  date: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD.")
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "A date as YYYY-MM-DD."),
  title: requiredText(TEXT_MAX.short),
  organisation: requiredText(TEXT_MAX.short),
  link: webAddress,
});

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
