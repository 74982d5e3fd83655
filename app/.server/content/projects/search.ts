// Project search: SQLite FTS5 over every visitor-facing field of visible projects, in each language
// (docs/decisions/034-search-and-language-forms.md). Migration 0019 defines what is indexed (the view
// project_search_source) and keeps the index in step with triggers, so every write that changes a
// project or its translations updates it in its own transaction. This module fills the index's
// language list, rebuilds the index when it is missing or was built for other languages, and queries it.
import { sql } from "kysely";

import type { ProjectType } from "#db/tables";
import { type DB, db as appDb } from "~/.server/db/db";
import { env } from "~/.server/env";
import type { ProjectCard, TextPart } from "~/utils/project-types";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import { imagesById } from "../images";
import { inLanguage, readTranslations } from "../translations";

/** Bump when migration-defined indexing changes in a way an existing index must be rebuilt for. */
const INDEX_VERSION = 1;
/** What a query may hold: more words or longer ones add nothing a visitor needs, only work. */
export const SEARCH_MAX_WORDS = 8;
export const SEARCH_MAX_WORD_LENGTH = 40;
/** The best this many are shown: a word as short as "c" matches nearly everything, and ranking says which first. */
export const SEARCH_MAX_RESULTS = 48;
/** Words around the match in a result's passage. */
const PASSAGE_WORDS = 14;
// Control characters delimit the matches in what snippet() and highlight() return, and the page renders
// the runs between them as text: a stored text is never HTML, so at worst a stray one marks a wrong run.
const OPEN = "\u0002";
const CLOSE = "\u0003";
// The rank: bm25 with weights per column: lang (unindexed), name, type, year, location, photographer, description.
// Given as FTS5's `rank`, so FTS5 sorts itself and snippets are made only for the rows returned.
const RANK = "bm25(0.0, 10.0, 2.0, 2.0, 3.0, 3.0, 1.0)";

const ready = new WeakSet<DB>();

/**
 * Makes the index match today's languages: at boot, and before the first search of a process. Writes the
 * language list and rebuilds the index from nothing when the list or INDEX_VERSION changed, or when the
 * index does not hold one row per visible project and language (missing, or damaged by hand).
 */
export async function ensureSearchIndex(db: DB = appDb, languages = env().languages): Promise<"rebuilt" | "current"> {
  const signature = `${INDEX_VERSION}:${languages.join(",")}`;
  const outcome = await db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom("search_state").select("signature").where("id", "=", 1).executeTakeFirst();
    if (state?.signature === signature && (await indexIsComplete(trx))) return "current" as const;
    await trx.deleteFrom("search_languages").execute();
    await trx
      .insertInto("search_languages")
      .values(languages.map((lang, position) => ({ lang, position })))
      .execute();
    await rebuild(trx);
    await trx
      .insertInto("search_state")
      .values({ id: 1, signature })
      .onConflict((oc) => oc.column("id").doUpdateSet({ signature }))
      .execute();
    return "rebuilt" as const;
  });
  ready.add(db);
  return outcome;
}

async function indexIsComplete(db: DB): Promise<boolean> {
  const { rows } = await sql<{ indexed: number; source: number }>`
    SELECT (SELECT count(*) FROM project_search) AS indexed, (SELECT count(*) FROM project_search_source) AS source`.execute(
    db,
  );
  return rows[0].indexed === rows[0].source;
}

/** The whole index from nothing, from the projects' columns and their translations. */
export async function rebuildSearchIndex(db: DB = appDb): Promise<void> {
  await db.transaction().execute(rebuild);
}

async function rebuild(db: DB) {
  await sql`DELETE FROM project_search`.execute(db);
  await sql`INSERT INTO project_search (rowid, lang, name, type, year, location, photographer, description)
    SELECT search_rowid, lang, name, type, year, location, photographer, description FROM project_search_source`.execute(
    db,
  );
}

/**
 * The FTS5 query for what a visitor typed: every word must match, each as a prefix (results follow the
 * typing). Words are runs of letters and digits, so no FTS5 syntax gets through. null: no word to look for.
 */
export function searchQuery(q: string): string | null {
  const words = (q.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => word.slice(0, SEARCH_MAX_WORD_LENGTH));
  return words.length ? words.map((word) => `"${word}"*`).join(" ") : null;
}

/** What snippet()/highlight() returned, split into runs of text, the matched ones marked. */
function parts(marked: string): TextPart[] {
  const result: TextPart[] = [];
  for (const [i, piece] of marked.split(OPEN).entries()) {
    const [inside, after] = i === 0 ? [null, piece] : splitOnce(piece, CLOSE);
    if (inside) result.push({ text: inside, mark: true });
    if (after) result.push({ text: after, mark: false });
  }
  return result;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

const plain = (runs: TextPart[]) => runs.map((run) => run.text).join("");

const DESCRIPTION_PARTS = ["description_part_1", "description_part_2", "description_part_3"];

/**
 * The language of the default texts a snippet was cut from, when it was: the field whose text holds it
 * (without its ellipses), the description being its three parts as one (as the index holds them).
 */
function passageLanguage(
  passage: string,
  texts: Record<string, unknown>,
  fallbackLang: Partial<Record<string, string>>,
): string | undefined {
  const core = passage.replace(/^…|…$/g, "").trim();
  const text = (fields: string[]) =>
    fields
      .map((field) => String(texts[field] ?? ""))
      .join(" ")
      .replace(/\s+/g, " ");
  for (const field of ["name", "location", "photographer"])
    if (text([field]).includes(core)) return fallbackLang[field];
  const parts = DESCRIPTION_PARTS.filter((field) => String(texts[field] ?? "").trim());
  if (text(parts).includes(core) && parts.every((field) => fallbackLang[field])) return fallbackLang[parts[0]];
  return undefined;
}

/**
 * Visible projects matching `q` in language `lang` (the default language's text where a translation is
 * missing), the best SEARCH_MAX_RESULTS first (bm25, the name weighing most), optionally of one type. Each card carries its name
 * in that language with the matches marked, and the passage that matched when it is not the name itself.
 * null: `q` holds no word, so there is nothing to search for.
 */
export async function searchProjects(
  q: string,
  lang: string,
  type?: ProjectType,
  db: DB = appDb,
): Promise<ProjectCard[] | null> {
  const match = searchQuery(q);
  if (!match) return null;
  if (!ready.has(db)) await ensureSearchIndex(db);
  const languages = env().languages;
  const language = languages.includes(lang) ? lang : languages[0];
  const { rows } = await sql<{
    id: number;
    year: number;
    link: string;
    type: ProjectType;
    image_header: number;
    name: string;
    passage: string;
    rank: number;
    default_texts: string;
  }>`
    SELECT p.id, p.year, p.link, p.type, p.image_header, project_search.rank AS rank,
      json_object('name', p.name, 'location', p.location, 'photographer', p.photographer,
        'description_part_1', p.description_part_1, 'description_part_2', p.description_part_2,
        'description_part_3', p.description_part_3) AS default_texts,
      highlight(project_search, 1, ${OPEN}, ${CLOSE}) AS name,
      snippet(project_search, -1, ${OPEN}, ${CLOSE}, '…', ${PASSAGE_WORDS}) AS passage
    FROM project_search JOIN projects p ON p.id = project_search.rowid / 100
    WHERE project_search MATCH ${match} AND project_search.rank MATCH ${RANK} AND project_search.lang = ${language}
      AND p.status = 'published' AND p.private = 0 AND p.deleted_at IS NULL
      ${type ? sql`AND p.type = ${type}` : sql``}
    ORDER BY project_search.rank LIMIT ${SEARCH_MAX_RESULTS}`.execute(db);
  // Equal ranks: the newest first, as lists are (FTS5 sorts by rank alone).
  rows.sort((a, b) => a.rank - b.rank || b.id - a.id);
  const [images, translations] = await Promise.all([
    imagesById(
      rows.map((row) => row.image_header),
      "",
      language,
    ),
    readTranslations(
      "project",
      rows.map((row) => row.id),
      language,
    ),
  ]);
  return rows.map(({ image_header, name: markedName, passage: markedPassage, rank: _rank, default_texts, ...row }) => {
    const name = parts(markedName);
    const passage = parts(markedPassage.replace(/\s+/g, " "));
    const image = images.get(image_header);
    // Which texts are the default language's (untranslated): the caption and passage taken from them say so.
    const texts = inLanguage(
      JSON.parse(default_texts) as Record<string, string>,
      TRANSLATABLE_FIELDS.project,
      translations.get(row.id),
      language,
    );
    const { fallbackLang } = texts;
    return {
      ...row,
      name: plain(name),
      fallbackLang,
      // The alt text as the lists give it: the name when the image has none, in the name's language then.
      image: image ? (image.alt ? image : { ...image, alt: plain(name), altLang: fallbackLang.name }) : null,
      // The name matched most: the card's caption already shows it marked.
      match: {
        name,
        passage: plain(passage) === plain(name) ? null : passage,
        passageLang: passageLanguage(plain(passage), texts, fallbackLang),
      },
    };
  });
}
