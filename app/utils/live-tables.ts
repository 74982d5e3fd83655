// Which content tables a page shows, so a page refreshes only for the changes it displays. Each route
// declares its own, beside its loader (`export const handle = { liveTables: ["studio"] }`): renaming or
// adding a route carries its declaration along. The live hook reads them from the matched routes.
// "drafts" carries changes to draft projects, "redirects" to the admin's redirects: only signed-in admins'
// streams get them (app/routes/live/route.ts).
export const LIVE_TABLES = [
  "career",
  "contact",
  "homepage",
  "studio",
  "projects",
  "drafts",
  "press",
  "redirects",
] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

export interface LiveHandle {
  liveTables: readonly LiveTable[];
}

/** The tables the matched routes show together, from their handles. */
export function liveTablesOf(handles: readonly unknown[]): ReadonlySet<string> {
  const tables = new Set<string>();
  for (const handle of handles) {
    const declared = (handle as Partial<LiveHandle> | undefined)?.liveTables;
    if (Array.isArray(declared)) for (const table of declared) tables.add(table);
  }
  return tables;
}
