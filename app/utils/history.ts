// Where a page's, a project's or a press item's history lives (/admin/history/<kind>/<id>) and where its edit
// page is. A page is its single row (id 1); a project and a press item are their ids.
const HISTORY_KINDS = ["home", "studio", "career", "contact", "project", "press"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const isHistoryKind = (value: unknown): value is HistoryKind => HISTORY_KINDS.includes(value as HistoryKind);

export const historyPath = (kind: HistoryKind, id = 1) => `/admin/history/${kind}/${id}`;

const EDIT_PAGES = {
  home: "/admin/pages/home",
  studio: "/admin/pages/studio",
  career: "/admin/pages/career",
  contact: "/admin/pages/contact",
} as const;

export const editPathOf = (kind: HistoryKind, id: number) =>
  kind === "project" ? `/admin/projects?edit=${id}` : kind === "press" ? `/admin/press?edit=${id}` : EDIT_PAGES[kind];

/** The page's name as the admin knows it; a project is named by its own name. */
export const PAGE_NAMES = {
  home: "the home page",
  studio: "the studio page",
  career: "the career page",
  contact: "the contact page",
} as const;
