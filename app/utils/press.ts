// Awards, publications and exhibitions as pages show them (decision 057). The admin form's checks and texts are in
// press-admin.ts, so that the public pages that list press items (Press, a project's page) load no zod.
import { PRESS_KINDS, type PressKind } from "#db/tables";

import type { ImageData } from "./media";

export interface PressItem {
  id: number;
  kind: PressKind;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  /** The title's language when it is shown in the default language for want of a translation. */
  titleLang?: string;
  organisation: string;
  link: string | null;
  scan: { image: ImageData } | { pdf: string } | null;
  /** The visible projects it names. */
  projects: { id: number; link: string; name: string }[];
  updatedAt: string;
}

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
