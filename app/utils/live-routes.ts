// Which content tables each page shows, so a page refreshes only for changes it displays.
const PAGES: { match: (path: string) => boolean; tables: string[] }[] = [
  { match: (p) => p === "/", tables: ["homepage", "projects"] },
  { match: (p) => p === "/projects" || p.startsWith("/projects/"), tables: ["projects"] },
  { match: (p) => p === "/studio", tables: ["studio"] },
  { match: (p) => p === "/career", tables: ["career"] },
  { match: (p) => p === "/contact-us", tables: ["contact"] },
  { match: (p) => p === "/editHome", tables: ["homepage"] },
  { match: (p) => p === "/editStudio", tables: ["studio"] },
  { match: (p) => p === "/editProject", tables: ["projects"] },
  { match: (p) => p === "/editCareer", tables: ["career"] },
  { match: (p) => p === "/editContact", tables: ["contact"] },
];

export function pageShowsTable(pathname: string, table: string): boolean {
  return PAGES.some((page) => page.match(pathname) && page.tables.includes(table));
}
