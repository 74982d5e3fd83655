// Which text a translation was made from (docs/decisions/061-checks-before-going-live.md): each translation
// row keeps a hash of its default-language text as it was when the translation was written. When that text
// changes, the translation is out of date until it is written again: the admin marks it beside the field,
// and the checks before going live list it.
import { createHash } from "node:crypto";

import { sql, type Transaction } from "kysely";

import type { Database, TranslationSubject } from "#db/tables";
import { type DB, db as appDb } from "~/.server/db/db";

type Handle = DB | Transaction<Database>;

/** The table whose columns hold each subject's default-language texts. */
const SOURCE_TABLES = {
  home: "homepage",
  studio: "studio",
  career: "career",
  contact: "contact",
  project: "projects",
  asset: "assets",
  press: "press_items",
} as const satisfies Record<TranslationSubject, keyof Database>;

/** A text as compared: a browser posts a text area's line breaks as CRLF, whatever was stored. */
export const normalText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** The hash a translation keeps of its source text (the same in migration 0027). */
export const sourceHash = (text: string) => createHash("sha256").update(normalText(text)).digest("hex").slice(0, 16);

/** The default language's text of one field of a subject now, in the caller's transaction. */
export async function sourceTextOf(
  db: Handle,
  subject: TranslationSubject,
  id: number,
  field: string,
): Promise<string> {
  const row = await db
    .selectFrom(SOURCE_TABLES[subject])
    .select(sql<string>`${sql.ref(field)}`.as("text"))
    .where("id", "=", id)
    .executeTakeFirst();
  return String(row?.text ?? "");
}

/** A translation as stored, with the hash of the text it was made from (null: made before hashes were kept). */
export interface StoredTranslation {
  subject: TranslationSubject;
  id: number;
  lang: string;
  field: string;
  value: string;
  sourceHash: string | null;
}

/** The stored translations of these subjects, with their source hashes. */
export async function storedTranslations(
  subject: TranslationSubject,
  ids: readonly number[],
  db: Handle = appDb,
): Promise<StoredTranslation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("translations")
    .select(["subject_id", "lang", "field", "value", "source_hash"])
    .where("subject", "=", subject)
    .where("subject_id", "in", [...new Set(ids)])
    .execute();
  return rows.map((row) => ({
    subject,
    id: row.subject_id,
    lang: row.lang,
    field: row.field,
    value: row.value,
    sourceHash: row.source_hash,
  }));
}

/** Whether a stored translation was made from another text than `source`. */
export const isOutdated = (stored: Pick<StoredTranslation, "sourceHash">, source: string) =>
  stored.sourceHash !== null && stored.sourceHash !== sourceHash(source);

/** Per subject id, per language: the fields whose translation is out of date (the admin's "out of date" marks). */
export type OutdatedById = Map<number, Record<string, string[]>>;

/** The out-of-date translations of these subjects, against their default texts now. */
export async function outdatedTranslations(subject: TranslationSubject, ids: readonly number[]): Promise<OutdatedById> {
  const found: OutdatedById = new Map(ids.map((id) => [id, {}]));
  for (const row of await storedTranslations(subject, ids)) {
    if (!row.value.trim() || !isOutdated(row, await sourceTextOf(appDb, subject, row.id, row.field))) continue;
    (found.get(row.id)![row.lang] ??= []).push(row.field);
  }
  return found;
}

/**
 * Takes every translation without a source hash as made from the default text beside it now (the demo's, which
 * it writes in one insert): from here on, a change to that text marks it out of date.
 */
export async function stampUnknownSources(db: Handle): Promise<void> {
  const rows = await db
    .selectFrom("translations")
    .select(["subject", "subject_id", "lang", "field"])
    .where("source_hash", "is", null)
    .execute();
  for (const row of rows)
    await db
      .updateTable("translations")
      .set({ source_hash: sourceHash(await sourceTextOf(db, row.subject, row.subject_id, row.field)) })
      .where("subject", "=", row.subject)
      .where("subject_id", "=", row.subject_id)
      .where("lang", "=", row.lang)
      .where("field", "=", row.field)
      .execute();
}
