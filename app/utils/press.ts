// Awards, publications and exhibitions as pages show them, and the admin form's checks (decision 057).
import "./zod-config";

import { z } from "zod";

import { PRESS_KINDS, type PressKind } from "#db/tables";

import { requiredText } from "./admin-schemas";
import { TEXT_MAX } from "./constants";
import type { ImageData } from "./media";
import { MESSAGES } from "./messages";

export interface PressItem {
  id: number;
  kind: PressKind;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  organisation: string;
  link: string | null;
  scan: { image: ImageData } | { pdf: string } | null;
  /** The visible projects it names. */
  projects: { id: number; link: string; name: string }[];
  updatedAt: string;
}

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

/** The year of an item's date: the Press page groups by it. */
export const yearOf = (date: string) => Number(date.slice(0, 4));

/** Items grouped by kind (in PRESS_KINDS' order), then by year, newest first; empty kinds left out. */
export function groupPress<T extends Pick<PressItem, "kind" | "date">>(items: readonly T[]) {
  return PRESS_KINDS.map((kind) => {
    const ofKind = items.filter((item) => item.kind === kind);
    const years = [...new Set(ofKind.map((item) => yearOf(item.date)))].sort((a, b) => b - a);
    return { kind, years: years.map((year) => ({ year, items: ofKind.filter((item) => yearOf(item.date) === year) })) };
  }).filter((group) => group.years.length > 0);
}

/** A date as the page's language writes it: "12 March 2024". */
export const formatPressDate = (date: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

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
