// Texts in languages other than the default (docs/decisions/030-languages-data-model.md): the default
// language's text stays in the subject's own column, every other language's is a row of `translations`.

// ---------------------------------------------------------------------------------------------------
// The admin's side (issue 22, item 3): every language of a subject at once, and the writes.
// An empty value is a missing translation: its row goes, and visitors read the default language's text.
// ---------------------------------------------------------------------------------------------------
import type { Transaction } from "kysely";
import type { Database, RevisionSubject, TranslationSubject } from "#db/types";
import { db as appDb, type DB } from "~/.server/db/db";
import { env } from "~/.server/env";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

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
  if (!otherLanguages().includes(lang)) throw new TranslationFieldError(`${lang} is not a language translations are kept in`);
  const allowed: readonly string[] = TRANSLATABLE_FIELDS[subject];
  for (const [field, raw] of Object.entries(values)) {
    if (!allowed.includes(field)) throw new TranslationFieldError(`${subject}.${field} has no translations`);
    const value = raw.trim();
    const row = db.deleteFrom("translations").where("subject", "=", subject).where("subject_id", "=", subjectId).where("lang", "=", lang).where("field", "=", field);
    if (!value) {
      await row.execute();
      continue;
    }
    await db
      .insertInto("translations")
      .values({ subject, subject_id: subjectId, lang, field, value })
      .onConflict((oc) =>
        oc.columns(["subject", "subject_id", "lang", "field"]).doUpdateSet({ value, updated_at: new Date().toISOString() }).where("translations.value", "!=", value),
      )
      .execute();
  }
}

/** Every configured language's translations of these subjects (the admin's editors and their snapshots). */
export async function translationsOf(subject: TranslationSubject, ids: number[], db: Handle = appDb): Promise<TranslationsById> {
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

/**
 * The languages in which a subject lacks the translation of a field whose default text is not empty:
 * what the admin marks as missing.
 */
export function missingLanguages(defaults: Record<string, unknown>, fields: readonly string[], translations: Record<string, Record<string, string>>): string[] {
  return otherLanguages().filter((lang) => fields.some((field) => String(defaults[field] ?? "").trim() && !translations[lang]?.[field]?.trim()));
}

/** A revision's copy of a page's or project's translations (revision-snapshots.ts): "lang:field" → text. */
export async function readSubjectTranslations(db: Handle, subject: RevisionSubject, id: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("translations")
    .select(["lang", "field", "value"])
    .where("subject", "=", subject)
    .where("subject_id", "=", id)
    .orderBy("lang")
    .orderBy("field")
    .execute();
  return Object.fromEntries(rows.map((row) => [`${row.lang}:${row.field}`, row.value]));
}

/** Puts a revision's translations back: exactly those texts, in every language, for this page or project. */
export async function replaceSubjectTranslations(db: Handle, subject: RevisionSubject, id: number, texts: Record<string, string>): Promise<void> {
  const wanted = new Map(Object.entries(texts));
  const rows = await db.selectFrom("translations").select(["lang", "field"]).where("subject", "=", subject).where("subject_id", "=", id).execute();
  for (const row of rows) {
    if (wanted.has(`${row.lang}:${row.field}`)) continue;
    await db.deleteFrom("translations").where("subject", "=", subject).where("subject_id", "=", id).where("lang", "=", row.lang).where("field", "=", row.field).execute();
  }
  for (const [key, value] of wanted) {
    const [lang, field] = key.split(":");
    await db
      .insertInto("translations")
      .values({ subject, subject_id: id, lang, field, value })
      .onConflict((oc) => oc.columns(["subject", "subject_id", "lang", "field"]).doUpdateSet({ value }).where("translations.value", "!=", value))
      .execute();
  }
}
