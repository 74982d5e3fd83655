// The names a shared cache in front (Varnish, a CDN) keeps each anonymous page and public file under, and the
// names a committed change purges: a page names what it shows, a change names what it touched, so a save
// purges exactly the pages showing it and the others stay cached (docs/decisions/052-edge-cache-and-purge.md).
import { db } from "~/.server/db/db";
import type { LiveChange } from "~/.server/live/bus";

export const TAGS = {
  /** Every page and public file: what a purge of everything names. */
  site: "site",
  lang: (lang: string) => `lang-${lang}`,
  /** The home page's own texts and pictures. */
  home: "home",
  studio: "studio",
  /** The contact page's address and contacts, which the home and studio pages' structured data name too. */
  contact: "contact",
  /** Every page listing projects: a project published or the order changed adds or moves an entry on each. */
  lists: "lists",
  /** The pages listing one type of project ("home": the home page's latest projects; "map": the map of the work). */
  list: (kind: string) => `list-${kind.toLowerCase()}`,
  /** Every page showing a project: its own page and each list or home page it appears on. */
  project: (id: number) => `p-${id}`,
  uploads: "uploads",
  /** Every page showing press items: the Press page and each project's page (its awards and publications). */
  press: "press",
} as const;

/** A page's tags: everything, its language, and what it shows. */
export function pageTags(lang: string, shows: readonly string[]): string[] {
  return [TAGS.site, TAGS.lang(lang), ...new Set(shows)];
}

/** A list page's tags: the lists, its own list, and each project it shows. */
export function listTags(lang: string, kind: string, projects: readonly { id: number }[]): string[] {
  return pageTags(lang, [TAGS.lists, TAGS.list(kind), ...projects.map((p) => TAGS.project(p.id))]);
}

/**
 * The tags a committed change purges. A project's change purges the pages that showed it, and the list of its
 * type and the home page, where an edit can bring it in (a new type, a place on home); a project published or
 * the order changed purges every list; one taken off the site purges the public files as well. The form pages (career, contact) and drafts are never in a shared cache; a contact change purges the pages naming the studio's contacts (their structured data).
 */
export async function tagsOfChange(change: LiveChange): Promise<string[]> {
  switch (change.table) {
    case "homepage":
      return [TAGS.home];
    case "studio":
      return [TAGS.studio];
    case "press":
      return [TAGS.press];
    case "contact":
      return [TAGS.contact];
    case "projects": {
      if (change.id === 0 || change.op === "insert") return [TAGS.lists, TAGS.project(change.id)];
      // Trashed or made private: its pictures must leave the edge too (uploads' names carry no project).
      if (change.op === "delete") return [TAGS.project(change.id), TAGS.uploads];
      const row = await db.selectFrom("projects").select("type").where("id", "=", change.id).executeTakeFirst();
      // The map lists by place: an edit may put a project on it.
      return [TAGS.project(change.id), TAGS.list("home"), TAGS.list("map"), ...(row ? [TAGS.list(row.type)] : [])];
    }
    case "redirects":
      // An old path may have been any page: redirects change seldom, so everything goes.
      return [TAGS.site];
    default:
      return [];
  }
}
