// What an import tells the admin: its progress while it runs, and at the end counts per table, the
// files it brought, and every problem with its row, its URL and what the admin can do about it.
import type { OldTable } from "./old-rows";

export type RowOutcome = "created" | "updated" | "unchanged" | "kept" | "skipped";

export interface ImportProblem {
  table: OldTable;
  /** The old row's id. */
  row: string;
  url?: string;
  problem: string;
  action: string;
}

export interface ImportReport {
  dryRun: boolean;
  status: "done" | "failed";
  /** Why the whole run failed (the source could not be read, another import ran), else null. */
  failure: string | null;
  tables: Record<OldTable, Record<RowOutcome | "read", number>>;
  files: { fetched: number; reused: number; failed: number; bytes: number };
  /** Imported images whose alt text is still empty: each needs one written by the admin. */
  imagesWithoutAlt: number;
  problems: ImportProblem[];
  ms: number;
}

export interface ImportProgress {
  rows: { done: number; total: number };
  files: { done: number; total: number };
  bytes: number;
  startedAt: number;
  /** Milliseconds left, from the pace so far; null until there is a pace. */
  etaMs: number | null;
}

export const emptyReport = (dryRun: boolean, tables: readonly OldTable[]): ImportReport => ({
  dryRun,
  status: "done",
  failure: null,
  tables: Object.fromEntries(
    tables.map((t) => [t, { read: 0, created: 0, updated: 0, unchanged: 0, kept: 0, skipped: 0 }]),
  ) as ImportReport["tables"],
  files: { fetched: 0, reused: 0, failed: 0, bytes: 0 },
  imagesWithoutAlt: 0,
  problems: [],
  ms: 0,
});

/** Time left from the share of work done (files weigh most: they are where the time goes). */
export function estimate(progress: Omit<ImportProgress, "etaMs">, now: number): number | null {
  const { rows, files } = progress;
  const total = rows.total + files.total * 4;
  const done = rows.done + files.done * 4;
  if (done === 0 || total === 0) return null;
  return Math.round(((now - progress.startedAt) * (total - done)) / done);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** One line of the command's progress bar. */
export function progressLine(progress: ImportProgress, width = 24): string {
  const { rows, files } = progress;
  const share = (rows.done + files.done * 4) / Math.max(1, rows.total + files.total * 4);
  const filled = Math.round(Math.min(1, share) * width);
  const eta = progress.etaMs === null ? "--:--" : clock(progress.etaMs);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] rows ${rows.done}/${rows.total}  files ${files.done}/${files.total}  ${mb(progress.bytes)}  ${eta} left`;
}

/** The report as the command prints it. */
export function reportText(report: ImportReport): string {
  const lines = [report.dryRun ? "Dry run: nothing was written to the site." : "Import finished."];
  if (report.failure) lines.push(`The import stopped: ${report.failure}`);
  for (const [table, c] of Object.entries(report.tables)) {
    lines.push(
      `  ${table.padEnd(9)} read ${c.read}, new ${c.created}, updated ${c.updated}, unchanged ${c.unchanged}, kept as changed here ${c.kept}, skipped ${c.skipped}`,
    );
  }
  const f = report.files;
  lines.push(`  files     fetched ${f.fetched} (${mb(f.bytes)}), already here ${f.reused}, failed ${f.failed}`);
  if (report.imagesWithoutAlt > 0)
    lines.push(`  ${report.imagesWithoutAlt} imported images have no alt text yet: add one in each page's editor.`);
  if (report.problems.length) lines.push("", `Problems (${report.problems.length}):`);
  for (const p of report.problems) {
    lines.push(`  ${p.table} ${p.row}${p.url ? ` ${p.url}` : ""}: ${p.problem}. ${p.action}`);
  }
  lines.push(`Took ${clock(report.ms)}.`);
  return lines.join("\n");
}
