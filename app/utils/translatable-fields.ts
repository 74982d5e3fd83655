import type { TranslationSubject } from "#db/tables";

import { languageName as nameOfLanguage } from "./languages";
import { FORM_TEXTS } from "./texts/admin/forms";

/**
 * The columns of each subject that have a text per language (docs/decisions/030-languages-data-model.md):
 * `translations.field` names them. Numbers, links, addresses and phone numbers are the same in every language.
 */
export const TRANSLATABLE_FIELDS = {
  home: ["description"],
  studio: ["detail"],
  career: ["career_header"],
  contact: ["contact_header", "location", "description"],
  // Not the photographer: a name is the same in every language (its credit, decision 053).
  project: ["name", "location", "description_part_1", "description_part_2", "description_part_3"],
  asset: ["alt"],
  // An award's or an exhibition's name; its organisation is a proper name, as typed (decision 057).
  press: ["title"],
} as const satisfies Record<TranslationSubject, readonly string[]>;

export type TranslatableField<S extends TranslationSubject> = (typeof TRANSLATABLE_FIELDS)[S][number];

/** A language's name as the admin (in English) labels it: "Portuguese" (the names: ./languages.ts). */
export const languageName = (lang: string) => nameOfLanguage(lang, "en");

/** A translation's input in an admin form: one per language and field, beside the default language's. */
export const translationInputName = (lang: string, field: string) => `translation-${lang}-${field}`;

/** Whether an input is an alt text of a file field's images, in any language: `imageAlt`, `translation-pt-imageAlt`. */
export const isAltInput = (name: string, field: string) =>
  name === `${field}Alt` || new RegExp(`^${translationInputName("[a-z]+", `${field}Alt`)}$`).test(name);

/** The texts in each language and the errors by input name; per language, the same limit as the default field's. */
export interface CheckedTranslations {
  values: Record<string, Record<string, string>>;
  errors: Record<string, string>;
}

/**
 * Reads the translation inputs a form posted (the browser's check and the action's alike). Only the inputs
 * present are read: a field a form did not post keeps its stored translation, so no save blanks another
 * language. An empty value is a missing translation.
 */
export function checkTranslations(
  form: Record<string, unknown>,
  limits: Record<string, number>,
  languages: readonly string[],
): CheckedTranslations {
  const result: CheckedTranslations = { values: {}, errors: {} };
  for (const lang of languages) {
    for (const [field, max] of Object.entries(limits)) {
      const name = translationInputName(lang, field);
      const raw = form[name];
      if (typeof raw !== "string") continue;
      const value = raw.trim();
      if (value.length > max) result.errors[name] = FORM_TEXTS.tooLong(max);
      else (result.values[lang] ??= {})[field] = value;
    }
  }
  return result;
}

/** Whether a subject's column has a text per language (TRANSLATABLE_FIELDS). */
export const isTranslatable = (subject: TranslationSubject, field: string) =>
  (TRANSLATABLE_FIELDS[subject] as readonly string[]).includes(field);
