// The admin's project list filter: a name filter and type tabs, read from the URL (?q=&type=) so the
// list narrows without JavaScript, and applied in the browser while the admin types.
import { PROJECT_TYPES, type ProjectType } from "#db/tables";

export interface ProjectFilter {
  /** Part of a name, as typed; empty matches every project. */
  q: string;
  /** One type's tab, or null for "All". */
  type: ProjectType | null;
}

/** The longest name filter read from the URL: a name is at most TEXT_MAX.short characters. */
const FILTER_MAX_LENGTH = 200;

export function readProjectFilter(params: URLSearchParams): ProjectFilter {
  const type = params.get("type");
  return {
    q: (params.get("q") ?? "").slice(0, FILTER_MAX_LENGTH),
    type: (PROJECT_TYPES as readonly string[]).includes(type ?? "") ? (type as ProjectType) : null,
  };
}

/** Lower case without accents, so "cafe" finds "Café". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

function matchesName(name: string, q: string): boolean {
  return folded(name).includes(folded(q));
}

export function filterProjects<T extends { name: string; type: ProjectType }>(
  projects: T[],
  filter: ProjectFilter,
): T[] {
  return projects.filter((p) => matchesName(p.name, filter.q) && (filter.type === null || p.type === filter.type));
}

/** How many projects each tab would show with the name filter as it is: "All" and every type. */
export function countsByType(
  projects: { name: string; type: ProjectType }[],
  q: string,
): Record<"All" | ProjectType, number> {
  const named = projects.filter((p) => matchesName(p.name, q));
  const counts = { All: named.length } as Record<"All" | ProjectType, number>;
  for (const type of PROJECT_TYPES) counts[type] = named.filter((p) => p.type === type).length;
  return counts;
}

/**
 * The query string for a filter, keeping the page's other parameters (edit, delete), so the list stays
 * filtered while a project is edited and the filter does not close what is open.
 */
export function filterSearch(current: URLSearchParams, filter: ProjectFilter): string {
  const params = new URLSearchParams(current);
  params.delete("q");
  params.delete("type");
  if (filter.q.trim()) params.set("q", filter.q);
  if (filter.type) params.set("type", filter.type);
  const search = params.toString();
  return search ? `?${search}` : "";
}
