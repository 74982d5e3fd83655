import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";

import { PROJECT_TYPES, type ProjectStatus, type ProjectType } from "#db/tables";
import * as admin from "~/components/admin/admin-form.css";
import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageData } from "~/utils/media";
import { countsByType, filterProjects, filterSearch, readProjectFilter } from "~/utils/project-filter";
import { IMPORT_TEXTS } from "~/utils/texts/admin/import";
import { COMFORT_TEXTS } from "~/utils/texts/admin/media";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";
import { SHARE_TEXTS } from "~/utils/texts/admin/sharing";
import { languageName } from "~/utils/translatable-fields";

import * as styles from "./project-list.css";

export interface ListedProject {
  id: number;
  name: string;
  year: number;
  type: ProjectType;
  status: ProjectStatus;
  /** 1: published for share links only. */
  private: number;
  thumbnail: ImageData | null;
  /** The languages in which a text of it has no translation yet. */
  missingLanguages: string[];
  /** Imported from the old site without a picture it had there. */
  missingPictures: boolean;
}

/** How long typing rests before the list and the URL follow: one update per pause, not per key. */
const FILTER_DEBOUNCE_MS = 200;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/**
 * The admin's projects with a thumbnail, type and draft mark, a name filter and type tabs. The filter
 * is a GET form and the tabs are links (?q=&type=), so both work without JavaScript; with it, the list
 * narrows as the admin types and the URL follows without a reload.
 */
export function AdminProjectList({
  projects,
  views,
}: {
  projects: ListedProject[];
  /** Views over the last 30 days, by project id. */ views: Record<number, number>;
}) {
  const [params, setParams] = useSearchParams();
  const fromUrl = readProjectFilter(params);
  const [typed, setTyped] = useState(fromUrl.q);
  const [q, setQ] = useState(fromUrl.q);
  // The URL changed by itself (a tab, Back, the Filter button): the field follows it.
  useEffect(() => {
    if (fromUrl.q !== q) {
      setTyped(fromUrl.q);
      setQ(fromUrl.q);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the URL's filter says so; q changing on its own is the admin typing
  }, [fromUrl.q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => {
      setQ(typed);
      setParams(filterSearch(params, { q: typed, type: fromUrl.type }), { replace: true, preventScrollReset: true });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, params, fromUrl.type, setParams]);

  const filter = { q, type: fromUrl.type };
  const shown = filterProjects(projects, filter);
  const counts = countsByType(projects, q);
  /** A link of the list that keeps the filter: Edit and Delete. */
  const withFilter = (extra: Record<string, string>) =>
    `/admin/projects${filterSearch(new URLSearchParams(extra), filter)}`;
  const edit = params.get("edit");

  return (
    <>
      <div className={styles.controls}>
        <Form method="get" role="search" aria-label="Filter projects" className={styles.filter} preventScrollReset>
          <label className={`${admin.field} ${styles.filterField}`}>
            {COMFORT_TEXTS.filterLabel}
            <input
              type="search"
              name="q"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className={admin.input}
              autoComplete="off"
            />
          </label>
          {fromUrl.type ? <input type="hidden" name="type" value={fromUrl.type} /> : null}
          {edit ? <input type="hidden" name="edit" value={edit} /> : null}
          <button type="submit" className={`${admin.secondary} ${admin.small}`}>
            {COMFORT_TEXTS.filterButton}
          </button>
        </Form>
        <p className={styles.count} role="status">
          {COMFORT_TEXTS.projectCount(shown.length, projects.length)}
        </p>
      </div>
      <nav aria-label="Project types">
        <ul className={styles.tabs}>
          {(["All", ...PROJECT_TYPES] as const).map((type) => {
            const value = type === "All" ? null : type;
            return (
              <li key={type}>
                <Link
                  to={`/admin/projects${filterSearch(params, { q, type: value })}`}
                  replace
                  preventScrollReset
                  className={styles.tab}
                  aria-current={fromUrl.type === value ? "page" : undefined}
                >
                  {type === "All" ? COMFORT_TEXTS.allTypes : type} ({counts[type]})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {shown.length === 0 ? <p className={admin.hint}>{COMFORT_TEXTS.noMatch}</p> : null}
      <ul className={admin.scrollList} aria-label="Projects" tabIndex={0}>
        {shown.map((p) => (
          <li key={p.id} className={admin.projectRow}>
            <span className={styles.row}>
              {p.thumbnail ? (
                <ResponsiveImage image={p.thumbnail} sizes="64px" alt="" className={styles.thumb} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initialsOf(p.name)}
                </span>
              )}
              <span className={styles.name}>
                {p.name}, {p.year} · {p.type}
                {p.status === "draft" || p.private ? (
                  <>
                    {" · "}
                    <span className={styles.draft}>
                      {p.status === "draft" ? PROJECT_TEXTS.draftState : SHARE_TEXTS.privateState}
                    </span>
                  </>
                ) : null}
                {p.missingLanguages.length ? (
                  <>
                    {" · "}
                    <span className={styles.draft}>{`${p.missingLanguages.map(languageName).join(", ")} missing`}</span>
                  </>
                ) : null}
                {p.missingPictures ? (
                  <>
                    {" · "}
                    <span className={styles.draft}>{IMPORT_TEXTS.missingPicture}</span>
                  </>
                ) : null}
                {" · "}
                <span className={admin.hint}>{COMFORT_TEXTS.projectViews(views[p.id] ?? 0)}</span>
              </span>
            </span>
            <span className={admin.buttonRow}>
              <Link
                to={withFilter({ edit: String(p.id) })}
                className={`${admin.secondary} ${admin.small}`}
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </Link>
              <Link
                to={withFilter({ ...(edit ? { edit } : {}), delete: String(p.id) })}
                preventScrollReset
                className={`${admin.danger} ${admin.small}`}
                aria-label={`Delete ${p.name}`}
              >
                Delete
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
