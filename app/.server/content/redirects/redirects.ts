// The admin's redirects: an old path answers 301 to a page of the site, or 410 Gone. They are held in memory
// too, since server.js asks for every request, and read again from the table after each committed change, before
// the change is published (the bus then purges a shared cache in front, and empties the page cache).
// Chains are collapsed as they are saved: a redirect's page is never another redirect's old path, so a
// visitor gets one hop, and a redirect that would come back to its own old path is refused.
import { db } from "~/.server/db/db";
import { singleton } from "~/.server/db/singleton";
import { env } from "~/.server/env";
import { publish } from "~/.server/live/bus";
import { splitLanguagePath } from "~/utils/languages";

import { currentLinkOf } from "../projects/reads";
import { inLanguage, pathKey } from "./paths";

export type RedirectStatus = 301 | 410;
export interface Redirect {
  from: string;
  status: RedirectStatus;
  /** The page it leads to; null for 410 Gone. */
  to: string | null;
}

const held = singleton("redirects", () => ({ byPath: new Map<string, Redirect>() }));

/** Reads the table into memory: at start, and after each change. */
export async function loadRedirects(): Promise<void> {
  const rows = await db.selectFrom("redirects").select(["from_path", "status", "to_path"]).execute();
  held.byPath = new Map(
    rows.map((r) => [r.from_path, { from: r.from_path, status: r.status as RedirectStatus, to: r.to_path }]),
  );
}

/**
 * What a request for `url` (path and query) is answered: a redirect of its own path, else the redirect of its
 * path without another language's prefix, leading to the page in that language. Null when none.
 */
export function redirectFor(url: string, languages: readonly string[] = env().languages): Redirect | null {
  if (held.byPath.size === 0) return null;
  const key = pathKey(url);
  if (key === null) return null;
  const own = held.byPath.get(key);
  const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  const withQuery = (r: Redirect): Redirect => (r.to && query && !r.to.includes("?") ? { ...r, to: r.to + query } : r);
  if (own) return withQuery(own);
  const { lang, path } = splitLanguagePath(key, languages);
  const shared = lang === languages[0] ? undefined : held.byPath.get(path);
  return shared ? withQuery({ ...shared, from: key, to: shared.to && inLanguage(lang, shared.to, languages) }) : null;
}

export async function listRedirects(): Promise<(Redirect & { createdAt: string })[]> {
  const rows = await db
    .selectFrom("redirects")
    .select(["from_path", "status", "to_path", "created_at"])
    .orderBy("from_path")
    .execute();
  return rows.map((r) => ({
    from: r.from_path,
    status: r.status as RedirectStatus,
    to: r.to_path,
    createdAt: r.created_at,
  }));
}

/** The old links of renamed projects, which their project's page redirects itself (read-only here). */
export async function listRenamedProjectLinks(): Promise<{ from: string; to: string }[]> {
  const rows = await db
    .selectFrom("project_link_redirects")
    .innerJoin("projects", "projects.id", "project_link_redirects.project_id")
    .select(["project_link_redirects.old_link", "projects.link"])
    .where("projects.deleted_at", "is", null)
    .orderBy("project_link_redirects.old_link")
    .execute();
  return rows.map((r) => ({ from: `/projects/detail/${r.old_link}`, to: `/projects/detail/${r.link}` }));
}

export class RedirectLoop extends Error {}

/** The current page of a renamed project's old address (`to`, in any language), or null. */
async function renamedProjectPage(to: string, languages: readonly string[]): Promise<string | null> {
  const { lang, path } = splitLanguagePath(pathKey(to) ?? to, languages);
  const renamed = /^\/projects\/detail\/([^/]+)$/.exec(path);
  const current = renamed ? await currentLinkOf(renamed[1]) : null;
  return current ? inLanguage(lang, `/projects/detail/${current}`, languages) : null;
}

/**
 * Saves redirects (new or replacing one with the same old path), each collapsed: its page followed to where it
 * finally leads, and the redirects that led to its old path now leading straight on. Throws RedirectLoop, saving
 * none, when one would lead back to its own old path. Returns how many were saved.
 */
export async function saveRedirects(
  redirects: readonly Redirect[],
  languages: readonly string[] = env().languages,
): Promise<number> {
  // Read before the transaction, which holds the one connection.
  const renamed = new Map<string, string | null>();
  for (const { to } of redirects) if (to && !renamed.has(to)) renamed.set(to, await renamedProjectPage(to, languages));
  await db
    .transaction()
    .execute(async (trx) => {
      for (const wanted of redirects) {
        let saved = wanted;
        // Where its page finally leads: through a redirect (at most one, chains being collapsed) or a renamed project.
        const next = wanted.to ? redirectFor(wanted.to, languages) : null;
        const current = wanted.to ? renamed.get(wanted.to) : null;
        if (next) saved = { from: wanted.from, status: next.status, to: next.to };
        else if (current) saved = { from: wanted.from, status: 301, to: current };
        if (saved.to !== null && pathKey(saved.to) === saved.from)
          throw new RedirectLoop(`${wanted.from} would lead back to itself through ${wanted.to}.`);
        await trx
          .insertInto("redirects")
          .values({ from_path: saved.from, status: saved.status, to_path: saved.to })
          .onConflict((oc) => oc.column("from_path").doUpdateSet({ status: saved.status, to_path: saved.to }))
          .execute();
        // What led here leads on (in memory too, for the rest of the batch).
        for (const row of [...held.byPath.values()]) {
          const key = row.to === null ? null : pathKey(row.to);
          const { lang, path } = splitLanguagePath(key ?? "", languages);
          if (key === null || (key !== saved.from && !(path === saved.from && lang !== languages[0]))) continue;
          const to = saved.to && (key === saved.from ? saved.to : inLanguage(lang, saved.to, languages));
          if (to !== null && pathKey(to) === row.from)
            throw new RedirectLoop(`${row.from} would lead back to itself through ${saved.from}.`);
          await trx
            .updateTable("redirects")
            .set({ status: saved.status, to_path: to })
            .where("from_path", "=", row.from)
            .execute();
          held.byPath.set(row.from, { from: row.from, status: saved.status, to });
        }
        // Later redirects of the same batch collapse through this one.
        held.byPath.set(saved.from, saved);
      }
    })
    .catch(async (error) => {
      await loadRedirects();
      throw error;
    });
  await changed();
  return redirects.length;
}

export async function deleteRedirect(from: string): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("from_path", "=", from).executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await changed();
  return true;
}

async function changed() {
  await loadRedirects();
  publish({ table: "redirects", op: "update", id: 0 });
}
