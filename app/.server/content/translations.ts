// Content in the site's other languages (docs/decisions/030-languages-data-model.md): the default
// language's text is in the subjects' own columns, every other language's is a row of `translations`.
// Read side: a subject's texts in the visitor's language, falling back field by field to the default
// language's text, which is then marked with its own language (docs/decisions/033-…).
import type { Transaction } from "kysely";

import type { Database, RevisionSubject, TranslationSubject } from "#db/tables";
import { type DB, db as appDb } from "~/.server/db/db";
import { env } from "~/.server/env";
import type { ImageData } from "~/utils/media";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import { normalText, outdatedTranslations, sourceHash, sourceTextOf } from "./translation-sources";

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
  const rows = await appDb
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
  return inLanguage(row, TRANSLATABLE_FIELDS[subject], texts.get(1), lang);
}

/** An image with its alt text in `lang`, or the default language's marked with `altLang`. */
export function imageInLanguage(image: ImageData, texts: Map<number, FieldTexts>, lang: string | undefined): ImageData {
  if (isDefault(lang)) return image;
  const alt = texts.get(image.id)?.get("alt");
  if (alt) return { ...image, alt };
  return image.alt ? { ...image, altLang: env().languages[0] } : image;
}

// ---------------------------------------------------------------------------------------------------
// The admin's side: every language of a subject at once, and the writes. An empty value is a missing
// translation: its row goes, and visitors read the default language's text.
// ---------------------------------------------------------------------------------------------------

type Handle = DB | Transaction<Database>;
/** Per subject id, per language, per field: the text. */
export type TranslationsById = Map<number, Record<string, Record<string, string>>>;

/** The languages a translation can be written in: every configured one but the default. */
export const otherLanguages = () => env().languages.slice(1);

export class TranslationFieldError extends Error {}

/**
 * Writes one language's texts of a subject's fields, in the caller's transaction when given: a value per
 * field named, an empty one removing the row (the translation is missing again). Fields not named are left
 * as they are, so a save in one language never blanks another.
 */
export async function writeTranslations(
  subject: TranslationSubject,
  subjectId: number,
  lang: string,
  values: Record<string, string>,
  db: Handle = appDb,
): Promise<void> {
  if (!otherLanguages().includes(lang))
    throw new TranslationFieldError(`${lang} is not a language translations are kept in`);
  const allowed: readonly string[] = TRANSLATABLE_FIELDS[subject];
  for (const [field, raw] of Object.entries(values)) {
    if (!allowed.includes(field)) throw new TranslationFieldError(`${subject}.${field} has no translations`);
    // The same text posted with CRLF line breaks is the same text: it stays as it is (and as current as it was).
    const value = normalText(raw);
    const row = db
      .deleteFrom("translations")
      .where("subject", "=", subject)
      .where("subject_id", "=", subjectId)
      .where("lang", "=", lang)
      .where("field", "=", field);
    if (!value) {
      await row.execute();
      continue;
    }
    await upsertTranslation(db, { subject, subject_id: subjectId, lang, field, value }, true);
  }
}

/**
 * Writes one translation unless it holds that text already. A written text is made from the default text of
 * now (the caller wrote that first, in the same transaction): its source hash says so (./translation-sources.ts).
 */
async function upsertTranslation(
  db: Handle,
  row: { subject: TranslationSubject; subject_id: number; lang: string; field: string; value: string },
  touch: boolean,
): Promise<void> {
  const source_hash = sourceHash(await sourceTextOf(db, row.subject, row.subject_id, row.field));
  const changed = { value: row.value, source_hash, ...(touch ? { updated_at: new Date().toISOString() } : {}) };
  await db
    .insertInto("translations")
    .values({ ...row, source_hash })
    .onConflict((oc) =>
      oc
        .columns(["subject", "subject_id", "lang", "field"])
        .doUpdateSet(changed)
        .where("translations.value", "!=", row.value),
    )
    .execute();
}

/** Per other language, the texts of the fields a form posted: lang → field → text. */
export type TextsByLanguage = Record<string, Record<string, string>>;

/** Writes every language a form posted (writeTranslations: the fields it did not post keep their texts). */
export async function writeLanguages(
  subject: TranslationSubject,
  subjectId: number,
  texts: TextsByLanguage,
  db: Handle = appDb,
): Promise<void> {
  for (const [lang, values] of Object.entries(texts)) await writeTranslations(subject, subjectId, lang, values, db);
}

/** Every configured language's translations of these subjects (the admin's editors and their snapshots). */
export async function translationsOf(
  subject: TranslationSubject,
  ids: number[],
  db: Handle = appDb,
): Promise<TranslationsById> {
  const result: TranslationsById = new Map(ids.map((id) => [id, {}]));
  const languages = otherLanguages();
  if (ids.length === 0 || languages.length === 0) return result;
  const rows = await db
    .selectFrom("translations")
    .select(["subject_id", "lang", "field", "value"])
    .where("subject", "=", subject)
    .where("subject_id", "in", ids)
    .where("lang", "in", languages)
    .execute();
  for (const row of rows) {
    const byLang = result.get(row.subject_id)!;
    (byLang[row.lang] ??= {})[row.field] = row.value;
  }
  return result;
}

/** A single-row page's stored translations in every other language, for its editor. */
export async function pageTranslations(subject: "home" | "studio" | "career" | "contact"): Promise<TextsByLanguage> {
  return (await translationsOf(subject, [1])).get(1) ?? {};
}

/** Items (images, for their alt texts) with their stored translations in every other language, for the admin's forms. */
export async function withTranslations<T extends { id: number }>(
  subject: TranslationSubject,
  items: T[],
): Promise<(T & { translations: TextsByLanguage; outdated: Record<string, string[]> })[]> {
  const ids = items.map((item) => item.id);
  const [found, outdated] = await Promise.all([translationsOf(subject, ids), outdatedTranslations(subject, ids)]);
  return items.map((item) => ({
    ...item,
    translations: found.get(item.id) ?? {},
    outdated: outdated.get(item.id) ?? {},
  }));
}

/** A single-row page's translations and which of them are out of date, for its editor. */
export async function pageTexts(subject: "home" | "studio" | "career" | "contact") {
  const [translations, outdated] = await Promise.all([pageTranslations(subject), outdatedTranslations(subject, [1])]);
  return { translations, outdated: outdated.get(1) ?? {} };
}

/**
 * The languages in which a subject lacks the translation of a field whose default text is not empty:
 * what the admin marks as missing.
 */
export function missingLanguages(
  defaults: Record<string, unknown>,
  fields: readonly string[],
  translations: Record<string, Record<string, string>>,
): string[] {
  return otherLanguages().filter((lang) =>
    fields.some((field) => String(defaults[field] ?? "").trim() && !translations[lang]?.[field]?.trim()),
  );
}

/**
 * A revision's copy of subjects' translations (revision-snapshots.ts), every language kept: per id,
 * "lang:field" → text, in a stable order (a snapshot is compared as JSON).
 */
export async function snapshotTranslations(
  db: Handle,
  subject: TranslationSubject,
  ids: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  const found = new Map<number, Record<string, string>>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom("translations")
    .select(["subject_id", "lang", "field", "value"])
    .where("subject", "=", subject)
    .where("subject_id", "in", [...ids])
    .orderBy("subject_id")
    .orderBy("lang")
    .orderBy("field")
    .execute();
  for (const row of rows) found.get(row.subject_id)![`${row.lang}:${row.field}`] = row.value;
  return found;
}

/** One page's or project's translations as a revision keeps them. */
export async function readSubjectTranslations(
  db: Handle,
  subject: RevisionSubject,
  id: number,
): Promise<Record<string, string>> {
  return (await snapshotTranslations(db, subject, [id])).get(id)!;
}

/** Puts a revision's translations back: exactly those texts, in every language, for this page, project or image. */
export async function replaceSubjectTranslations(
  db: Handle,
  subject: TranslationSubject,
  id: number,
  texts: Record<string, string>,
): Promise<void> {
  const wanted = new Map(Object.entries(texts));
  const rows = await db
    .selectFrom("translations")
    .select(["lang", "field"])
    .where("subject", "=", subject)
    .where("subject_id", "=", id)
    .execute();
  for (const row of rows) {
    if (wanted.has(`${row.lang}:${row.field}`)) continue;
    await db
      .deleteFrom("translations")
      .where("subject", "=", subject)
      .where("subject_id", "=", id)
      .where("lang", "=", row.lang)
      .where("field", "=", row.field)
      .execute();
  }
  for (const [key, value] of wanted) {
    const [lang, field] = key.split(":");
    await upsertTranslation(db, { subject, subject_id: id, lang, field, value }, false);
  }
}
