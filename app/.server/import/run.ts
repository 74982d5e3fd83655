// One import run, from the command line or the admin's Import page: one at a time per site, its
// progress and its report kept in import_runs (the page reads them there), nothing half-done.
import { recordAudit } from "~/.server/auth/audit";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { log } from "~/.server/log";
import { takeFileLock } from "~/.server/ops/data-lock";

import { fileImporter } from "./bring";
import { DEFAULT_FETCH, type FetchSettings, folderFiles, urlFiles } from "./files";
import { checkRow, OLD_TABLES, type OldProject, type OldTable, rawId, rowFiles } from "./old-rows";
import { importPage } from "./page-import";
import { importProject } from "./project-import";
import type { Effects } from "./relay";
import { emptyReport, estimate, type ImportProgress, type ImportReport } from "./report";
import { readTables, SourceError, sourceKind } from "./sources";
import type { WriteContext } from "./writes";

export interface ImportOptions {
  /** A PostgreSQL connection string or a folder of exports. Never stored, never logged. */
  from: string;
  /** A local copy of the buckets; without it files are fetched by their URLs. */
  filesFrom?: string;
  dryRun: boolean;
  effects: Effects;
  fetch?: Partial<FetchSettings>;
  onProgress?: (progress: ImportProgress) => void;
  /** Called with the run's id as soon as it is recorded. */
  onStart?: (runId: number) => void;
  /** Who started it, for the audit log: an admin's email from the Import page; none from the command line. */
  actor?: string;
}

export class ImportBusyError extends Error {
  constructor() {
    super("Another import is running on this site. Wait for it to finish.");
  }
}

/** Projects prepared (files fetched and encoded) at once; they are written one by one, oldest first. */
const PROJECTS_AT_ONCE = 3;
/** How often the progress is written for the Import page. */
const PROGRESS_EVERY_MS = 500;

const importLockPath = () => `${env().databasePath}-import-lock`;

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const release = takeFileLock(importLockPath(), () => new ImportBusyError());
  try {
    // Held by nobody else now: a run still "running" was killed.
    await db
      .updateTable("import_runs")
      .set({ status: "failed", finished_at: new Date().toISOString() })
      .where("status", "=", "running")
      .execute();
    const run = await db
      .insertInto("import_runs")
      .values({
        dry_run: options.dryRun ? 1 : 0,
        source_kind: sourceKind(options.from),
        files_from: options.filesFrom ? "folder" : "url",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    options.onStart?.(run.id);
    const report = await execute(run.id, options);
    // Audited before the report shows as finished: whoever reads the report finds the entry.
    await recordInAuditLog(run.id, report, options);
    await db
      .updateTable("import_runs")
      .set({ status: report.status, report: JSON.stringify(report), finished_at: new Date().toISOString() })
      .where("id", "=", run.id)
      .execute();
    return report;
  } finally {
    release();
  }
}

/**
 * For the Import page: starts a run in the background and answers its id once it is recorded (or
 * throws ImportBusyError at once). `finally` runs when it ends, however it ends.
 */
export function startImport(options: ImportOptions, cleanup: () => Promise<void>): Promise<number> {
  return new Promise((resolve, reject) => {
    runImport({ ...options, onStart: resolve })
      .catch((error: unknown) => {
        if (error instanceof ImportBusyError) reject(error);
        else log("error", "import failed", { error: String(error) });
      })
      .finally(() => void cleanup());
  });
}

/** An import's end, in the log and the audit log (never its source's address). */
async function recordInAuditLog(runId: number, report: ImportReport, options: ImportOptions): Promise<void> {
  const facts = { status: report.status, problems: report.problems.length, files: report.files.fetched };
  log("info", report.dryRun ? "import dry run finished" : "import finished", { runId, ...facts });
  await recordAudit({
    action: "import",
    actor: options.actor ?? null,
    subject: `${report.dryRun ? "dry run" : "run"} ${runId} from ${sourceKind(options.from)}`,
    detail: facts,
  });
}

async function execute(runId: number, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const report = emptyReport(options.dryRun, OLD_TABLES);
  const progress: Omit<ImportProgress, "etaMs"> = {
    rows: { done: 0, total: 0 },
    files: { done: 0, total: 0 },
    bytes: 0,
    startedAt: started,
  };
  let written = 0;
  const tell = (force = false) => {
    const now = Date.now();
    const current = { ...progress, etaMs: estimate(progress, now) };
    options.onProgress?.(current);
    if (!force && now - written < PROGRESS_EVERY_MS) return;
    written = now;
    void db
      .updateTable("import_runs")
      .set({ progress: JSON.stringify(current) })
      .where("id", "=", runId)
      .execute();
  };
  const settings: FetchSettings = {
    ...DEFAULT_FETCH,
    ...options.fetch,
    onBytes: (bytes) => {
      progress.bytes += bytes;
      report.files.bytes += bytes;
      tell();
    },
  };
  try {
    const raw = await readTables(options.from);
    const checked = OLD_TABLES.map((table) => {
      report.tables[table].read = raw[table].length;
      const rows = raw[table].flatMap((r) => {
        const result = checkRow(table, r);
        if (result.ok) return [result.row];
        report.tables[table].skipped++;
        report.problems.push({
          table,
          row: rawId(r),
          problem: `the row is malformed (${result.reason})`,
          action: "Fix it on the old site, then run the import again.",
        });
        return [];
      });
      // A single-row page is its row with id 1 (or the only one).
      const kept =
        table === "projects"
          ? rows.sort((a, b) => a.id - b.id)
          : rows.filter((r, _i, all) => r.id === 1 || all.length === 1).slice(0, 1);
      return { table, rows: kept };
    });
    progress.rows.total = checked.reduce((n, t) => n + t.rows.length, 0);
    progress.files.total = options.dryRun
      ? 0
      : checked.reduce((n, t) => n + t.rows.reduce((m, r) => m + rowFiles(t.table, r).length, 0), 0);
    tell(true);
    const files = fileImporter(options.filesFrom ? folderFiles(options.filesFrom, settings) : urlFiles(settings), {
      onFile: (fetched) => {
        progress.files.done++;
        if (fetched) report.files.fetched++;
        tell();
      },
    });
    const context = (table: OldTable, row: string): WriteContext => ({
      dryRun: options.dryRun,
      files,
      effects: options.effects,
      problem: (p) => {
        if (p.url) report.files.failed++;
        report.problems.push({ table, row, ...p });
      },
    });
    const count = (table: OldTable, outcome: keyof ImportReport["tables"][OldTable]) => {
      report.tables[table][outcome]++;
      progress.rows.done++;
      tell();
    };
    for (const { table, rows } of checked) {
      if (table === "projects") continue;
      for (const row of rows) count(table, await importPage(table, row as never, context(table, String(row.id))));
    }
    await importProjects(checked.find((t) => t.table === "projects")!.rows as OldProject[], context, count);
    report.files.reused = Math.max(0, progress.files.done - report.files.fetched - report.files.failed);
    report.imagesWithoutAlt = options.dryRun ? 0 : await imagesWithoutAlt();
  } catch (error) {
    report.status = "failed";
    report.failure = error instanceof SourceError ? error.message : `unexpected error: ${(error as Error).message}`;
    if (!(error instanceof SourceError)) log("error", "import failed", { runId, error: String(error) });
  }
  report.ms = Date.now() - started;
  tell(true);
  return report;
}

/** Prepared a few at a time, written strictly oldest first: the newest-first order stays the old one. */
async function importProjects(
  rows: OldProject[],
  context: (table: OldTable, row: string) => WriteContext,
  count: (table: OldTable, outcome: "created" | "updated" | "unchanged" | "kept" | "skipped") => void,
): Promise<void> {
  let previous: Promise<unknown> = Promise.resolve();
  const running = new Set<Promise<unknown>>();
  for (const row of rows) {
    const before = previous;
    const task = importProject(row, context("projects", String(row.id)), () => before.then(() => undefined)).then(
      (outcome) => count("projects", outcome),
    );
    // The next one's turn comes once this one is written (or has failed: its error is the run's).
    previous = task.catch(() => {});
    running.add(task);
    void task.finally(() => running.delete(task)).catch(() => {});
    if (running.size >= PROJECTS_AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
}

/** Images imported (named in import_files) with no alt text yet. */
async function imagesWithoutAlt(): Promise<number> {
  const row = await db
    .selectFrom("import_files")
    .innerJoin("assets", "assets.id", "import_files.asset_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("assets.kind", "=", "image")
    .where("assets.alt", "=", "")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The run the Import page shows: the one going on, else the last. */
export async function latestRun() {
  return db.selectFrom("import_runs").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
}
