// The Redirects page's words (browser and server share them), and its limits.

/** A CSV of redirects: a few thousand lines of old paths fit with room. */
export const REDIRECTS_CSV_MAX_BYTES = 256 * 1024;
export const REDIRECTS_CSV_MAX_ROWS = 2000;
/** The 404 log shows the paths of this many days, this many of them at most. */
export const NOT_FOUND_DAYS = 7;
export const NOT_FOUND_SHOWN = 100;
export const REDIRECTS_CSV_COLUMNS = ["old_path", "status", "new_page"] as const;

export const REDIRECT_TEXTS = {
  intro:
    "An old address of the site can lead on to one of its pages (301, moved for good) or say that the page is gone (410). Each works in every language: /old-page also moves /pt/old-page to the page in Portuguese. A redirect to an old path that itself redirects goes straight to the end.",
  listTitle: "Redirects",
  none: "No redirects yet.",
  renamedTitle: "From renamed projects",
  renamedIntro: "A renamed project's old address leads to its new one by itself.",
  addTitle: "Add a redirect",
  oldPath: "Old path",
  oldPathHint: "The part of the old address after the site's name, such as /old-page.",
  answer: "Answer",
  moved: "301: moved to a page",
  gone: "410: gone for good",
  newPage: "New page",
  newPageHint: "A page of this site, such as /studio or /projects/detail/a-house.",
  add: "Save redirect",
  adding: "Saving…",
  importTitle: "Import and export",
  importIntro: `A CSV file with the columns ${REDIRECTS_CSV_COLUMNS.join(", ")}: status 301 with a new page, or 410 with none. Redirects with the same old path are replaced; if any line is wrong, nothing is saved.`,
  file: "CSV file",
  import: "Import",
  importing: "Importing…",
  export: "Export CSV",
  notFoundTitle: "Not found (404)",
  notFoundIntro: `Addresses visitors asked for in the last ${NOT_FOUND_DAYS} days that are no page of the site, the most asked first. Bots are counted apart; past a few hundred different addresses a day the rest is counted as (other).`,
  notFoundNone: "No missing pages asked for.",
  redirectThis: "Redirect this",
  needNewPage: "Give the page it moves to.",
  needFile: "Choose a CSV file.",
  tooManyRows: `At most ${REDIRECTS_CSV_MAX_ROWS} redirects in one file.`,
  badStatus: "The status is 301 or 410.",
  goneHasNoPage: "A 410 has no new page.",
  saved: "Redirect saved.",
  deleted: "Redirect deleted.",
  imported: (count: number) => `${count} ${count === 1 ? "redirect" : "redirects"} imported.`,
  failed: "The redirect could not be saved.",
  importFailed: "The redirects could not be imported. Nothing was saved.",
  lineError: (line: number, error: string) => `Line ${line}: ${error}`,
} as const;
