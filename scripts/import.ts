// npm run import -- --from <postgresql://… | exports folder> [--files-from DIR | --files-from-url] [--dry-run]
// Moves the old site's content in (docs/product.md#moving-from-the-old-site). Safe to run again, and
// while the site serves: the running site shows the change at once and transcodes the videos.
// The connection string may also come from OLD_SITE_DATABASE_URL, which keeps it out of the process list.
import { parseArgs } from "node:util";

import { closeDatabase, db, migrateToLatest } from "~/.server/db/db";
import { relayed } from "~/.server/import/relay";
import { type ImportProgress, progressLine, reportText } from "~/.server/import/report";
import { ImportBusyError, runImport } from "~/.server/import/run";
import { ensureUploadDirs } from "~/.server/storage/folders";

const USAGE =
  "Usage: npm run import -- --from <postgresql://… | folder of exports> [--files-from DIR | --files-from-url] [--dry-run]";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    "files-from": { type: "string" },
    "files-from-url": { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
  },
  strict: true,
});
const from = values.from ?? process.env.OLD_SITE_DATABASE_URL;
if (!from || (values["files-from"] && values["files-from-url"])) {
  console.error(USAGE);
  process.exit(2);
}

// On a terminal the bar redraws in place; in a log, a line every few seconds.
const tty = process.stderr.isTTY;
let lastLine = 0;
const showProgress = (progress: ImportProgress) => {
  const now = Date.now();
  if (now - lastLine < (tty ? 100 : 5000)) return;
  lastLine = now;
  process.stderr.write(tty ? `\r${progressLine(progress)}\x1b[K` : `${progressLine(progress)}\n`);
};

await migrateToLatest(db);
await ensureUploadDirs();
let code = 0;
try {
  const report = await runImport({
    from,
    filesFrom: values["files-from"],
    dryRun: values["dry-run"],
    effects: relayed,
    onProgress: showProgress,
  });
  if (tty) process.stderr.write("\n");
  console.log(reportText(report));
  code = report.status === "done" ? 0 : 1;
} catch (error) {
  if (!(error instanceof ImportBusyError)) throw error;
  console.error(error.message);
  code = 3;
}
await closeDatabase();
process.exit(code);
