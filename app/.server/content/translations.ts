// Content in the site's other languages (docs/decisions/030-languages-data-model.md): the default
// language's text is in the subjects' own columns, every other language's is a row of `translations`.
// Read side: a subject's texts in the visitor's language, falling back field by field to the default
// language's text, which is then marked with its own language (docs/decisions/033-…).
import type { TranslationSubject } from "#db/types";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import type { ImageData } from "~/utils/media";

/** The columns of each subject that have a text per language; `translations.field` names one of these. */
export const TRANSLATED_FIELDS = {
  home: ["description"],
  studio: ["detail"],
  career: ["career_header"],
  contact: ["contact_header", "location", "description"],
  project: ["name", "location", "description_part_1", "description_part_2", "description_part_3"],
  asset: ["alt"],
} as const satisfies Record<TranslationSubject, readonly string[]>;

/** A subject's texts in one language: field → value. */
export type FieldTexts = ReadonlyMap<string, string>;

/**
 * The fields a visitor reads in another language than the page's, each with the language its text is
 * in (the default one): the page marks them with `lang`. Empty when everything is in the page's language.
 */
export type FallbackLangs = Partial<Record<string, string>>;

const isDefault = (lang: string | undefined) => lang === undefined || lang === env().languages[0];

/**
 * Every non-empty translation of the subjects `ids` into `lang`, in one query on the table's primary key:
 * subject id → its fields' texts. Nothing (and no query) for the default language.
 */
export async function readTranslations(
  subject: TranslationSubject,
  ids: readonly number[],
  lang: string | undefined,
): Promise<Map<number, FieldTexts>> {
  const found = new Map<number, Map<string, string>>();
  if (isDefault(lang) || ids.length === 0) return found;
  const rows = await db
    .selectFrom("translations")
    .select(["subject_id", "field", "value"])
    .where("subject", "=", subject)
    .where("subject_id", "in", [...new Set(ids)])
    .where("lang", "=", lang as string)
    .where("value", "!=", "")
    .execute();
  for (const row of rows) {
    const fields = found.get(row.subject_id) ?? new Map<string, string>();
    fields.set(row.field, row.value);
    found.set(row.subject_id, fields);
  }
  return found;
}

/**
 * `row` as a visitor of `lang` reads it: each of `fields` in `lang` where translated, else the default
 * language's text, listed in `fallbackLang` (an empty default text is nothing to mark).
 */
export function inLanguage<T extends object>(
  row: T,
  fields: readonly string[],
  texts: FieldTexts | undefined,
  lang: string | undefined,
): T & { fallbackLang: FallbackLangs } {
  const fallbackLang: FallbackLangs = {};
  if (isDefault(lang)) return { ...row, fallbackLang };
  const translated: Record<string, string> = {};
  for (const field of fields) {
    const value = texts?.get(field);
    if (value) translated[field] = value;
    else if ((row as Record<string, unknown>)[field]) fallbackLang[field] = env().languages[0];
  }
  return { ...row, ...translated, fallbackLang };
}

/** One of the single-row pages (home, studio, career, contact) in `lang`. */
export async function pageInLanguage<T extends object>(
  subject: "home" | "studio" | "career" | "contact",
  row: T,
  lang: string | undefined,
): Promise<T & { fallbackLang: FallbackLangs }> {
  const texts = await readTranslations(subject, [1], lang);
  return inLanguage(row, TRANSLATED_FIELDS[subject], texts.get(1), lang);
}

/** An image with its alt text in `lang`, or the default language's marked with `altLang`. */
export function imageInLanguage(image: ImageData, texts: Map<number, FieldTexts>, lang: string | undefined): ImageData {
  if (isDefault(lang)) return image;
  const alt = texts.get(image.id)?.get("alt");
  if (alt) return { ...image, alt };
  return image.alt ? { ...image, altLang: env().languages[0] } : image;
}
