// The Atom feed's entries (docs/decisions/057-press.md): the projects and press items visitors may see, in the
// feed's language, the latest change first. What it lists follows the pages' own rules (isVisibleToVisitors,
// isPressPublic), so a draft, a private project, a scheduled one before its minute or the trash never shows.
import { db } from "~/.server/db/db";
import type { PressItem } from "~/utils/press";
import { textsFor } from "~/utils/texts";

import { listPublicPress } from "../press/reads";
import { isVisibleToVisitors } from "../projects/reads";
import { readTranslations } from "../translations";

/** At most this many entries, the latest changes: a reader polls for what is new. */
export const FEED_ENTRIES_MAX = 50;

export interface FeedEntry {
  /** Stable across renames: the kind of subject and its row id. */
  key: string;
  title: string;
  summary: string;
  /** RFC 3339. */
  updated: string;
  /** The entry's page: a path on the site, or a press item's own link. */
  link: { path: string } | { href: string };
  category: string;
  /** The project an entry is, for the edge's tags; null for a press item. */
  projectId: number | null;
}

/** A stored timestamp (ISO with Z, or SQLite's "YYYY-MM-DD HH:MM:SS" in UTC) as RFC 3339. */
const rfc3339 = (stored: string) =>
  new Date(stored.includes("T") ? stored : `${stored.replace(" ", "T")}Z`).toISOString();

async function projectEntries(lang: string): Promise<FeedEntry[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "link", "type", "description_part_1", "updated_at"])
    .where(isVisibleToVisitors)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(FEED_ENTRIES_MAX)
    .execute();
  const texts = await readTranslations(
    "project",
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => ({
    key: `project-${row.id}`,
    title: texts.get(row.id)?.get("name") ?? row.name,
    summary: texts.get(row.id)?.get("description_part_1") ?? row.description_part_1,
    updated: rfc3339(row.updated_at),
    link: { path: `/projects/detail/${row.link}` },
    category: row.type,
    projectId: row.id,
  }));
}

function pressEntry(item: PressItem, lang: string): FeedEntry {
  const texts = textsFor(lang).record;
  const named = item.projects.map((project) => project.name).join(", ");
  return {
    key: `press-${item.id}`,
    title: item.title,
    summary: [item.organisation, item.date, named].filter(Boolean).join(" · "),
    updated: rfc3339(item.updatedAt),
    link: item.link ? { href: item.link } : { path: "/press" },
    category: texts.kinds[item.kind],
    projectId: null,
  };
}

/** The feed's entries in `lang`, the latest change first. */
export async function feedEntries(lang: string): Promise<FeedEntry[]> {
  const [projects, press] = await Promise.all([projectEntries(lang), listPublicPress({ lang })]);
  return [...projects, ...press.map((item) => pressEntry(item, lang))]
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, FEED_ENTRIES_MAX);
}
