import type { TranslationSubject } from "#db/types";

/**
 * The columns of each subject that have a text per language (docs/decisions/030-languages-data-model.md):
 * `translations.field` names them. Numbers, links, addresses and phone numbers are the same in every language.
 */
export const TRANSLATABLE_FIELDS = {
  home: ["description"],
  studio: ["detail"],
  career: ["career_header"],
  contact: ["contact_header", "location", "description"],
  project: ["name", "location", "photographer", "description_part_1", "description_part_2", "description_part_3"],
  asset: ["alt"],
} as const satisfies Record<TranslationSubject, readonly string[]>;

export type TranslatableField<S extends TranslationSubject> = (typeof TRANSLATABLE_FIELDS)[S][number];

/** A language's English name and its own, for the admin's labels ("Portuguese"). */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  pt: "Portuguese",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  nl: "Dutch",
  ca: "Catalan",
  gl: "Galician",
};

export const languageName = (lang: string) => LANGUAGE_NAMES[lang] ?? lang.toUpperCase();
