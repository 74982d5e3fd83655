// Scheduled backups off the VM (docs/decisions/023-offsite-backups.md): on the admin's schedule
// (default hourly), the consistent snapshot of ./backup.ts goes to the restic repository named
// by BACKUP_REPOSITORY, then the retention policy is applied; once a day the repository is
// checked. One job at a time: a run that comes due while another is still going is skipped and
// recorded, never started beside it. Every run is a backup_runs row the admin page reads.
import path from "node:path";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { log } from "~/.server/log";

import { backupOnce, checkOnce } from "./offsite-runs";
import { redact, type ResticTarget, targetFrom } from "./restic";

/** How often the repository's integrity is checked (restic check). */
const BACKUP_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Backups that fail this many times in a row alert the admins. */
export const BACKUP_FAILURES_TO_ALERT = 2;

export type Trigger = "schedule" | "manual";
export type Phase = "snapshot" | "upload" | "retention";

export interface Progress {
  kind: "backup" | "check";
  phase: Phase | "check";
  /** 0..1 of the upload; null while a phase cannot tell. */
  fraction: number | null;
  startedAt: string;
}

/** Where backups go, from the environment; null when BACKUP_REPOSITORY is unset. */
export function configuredTarget(): ResticTarget | null {
  return targetFrom(process.env, env().databasePath);
}

/** The repository as the admin may see it: no password in a URL. */
export function shownRepository(target: ResticTarget): string {
  return redact(target.repository, { ...target, environment: {} });
}

export const MINUTE_MS = 60_000;

/** The schedule in minutes: the admin's choice, else BACKUP_SCHEDULE, else hourly. */
export async function backupIntervalMinutes(): Promise<{ minutes: number; chosen: boolean; defaultMinutes: number }> {
  const row = await db.selectFrom("backup_settings").select("interval_minutes").where("id", "=", 1).executeTakeFirst();
  const defaultMinutes = env().backupIntervalMinutes;
  return { minutes: row?.interval_minutes ?? defaultMinutes, chosen: Boolean(row?.interval_minutes), defaultMinutes };
}

/** The admin's schedule; null goes back to the default. The timer follows at once. */
export async function setBackupInterval(minutes: number | null): Promise<void> {
  await db
    .updateTable("backup_settings")
    .set({ interval_minutes: minutes, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
  await jobs?.reschedule();
}

export interface Jobs {
  backupNow(trigger: Trigger): Promise<"started" | "skipped">;
  progress(): Progress | null;
  nextRunAt(): Date | null;
  reschedule(): Promise<void>;
  /** Resolves when nothing runs. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  target: ResticTarget;
  databasePath: string;
  uploadsDir: string;
  /** Where the snapshot is assembled before restic reads it (emptied after each run). */
  stagingDir: string;
  /** The schedule; read again before each run and on reschedule(). */
  intervalMs: () => Promise<number>;
  checkIntervalMs?: number;
}

/** When the last backup (or check) started, or the last scheduled backup was skipped. */
async function lastStarted(kind: "backup" | "check", skipped = false): Promise<number | null> {
  const row = await db
    .selectFrom("backup_runs")
    .select("started_at")
    .where("kind", "=", kind)
    .where("status", skipped ? "=" : "!=", "skipped")
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.started_at) : null;
}

/** The backup and check timers and the one-job-at-a-time rule. */
export function createJobs(given: JobOptions): Jobs {
  // Aborted on stop: restic is interrupted (cleanly, with SIGINT) rather than waited for.
  const stopping = new AbortController();
  const options = { ...given, target: { ...given.target, signal: stopping.signal } };
  const checkEvery = options.checkIntervalMs ?? BACKUP_CHECK_INTERVAL_MS;
  let running: Promise<void> | null = null;
  let current: Progress | null = null;
  let timer: NodeJS.Timeout | undefined;
  let nextAt: number | null = null;
  let stopped = false;
  const setProgress = (p: Progress | null) => (current = p);
  const report = (error: unknown) => log("error", "backup schedule failed", { error: String(error) });

  function exclusive(work: () => Promise<void>): boolean {
    if (running) return false;
    running = work().finally(() => {
      running = null;
      void schedule().catch(report);
    });
    return true;
  }

  async function skipped(trigger: Trigger): Promise<void> {
    const now = new Date().toISOString();
    await db
      .insertInto("backup_runs")
      .values({
        kind: "backup",
        trigger,
        status: "skipped",
        started_at: now,
        finished_at: now,
        error: "Skipped: the previous backup was still running.",
      })
      .execute();
    log("warn", "backup skipped: the previous one is still running");
  }

  async function due(): Promise<void> {
    if (stopped) return;
    const now = Date.now();
    const interval = await options.intervalMs();
    const lastBackup = await lastStarted("backup");
    if (lastBackup === null || now - lastBackup >= interval) {
      // The period came round while a backup (or check) was still going: recorded, not doubled.
      if (!exclusive(() => backupOnce(options, "schedule", setProgress))) await skipped("schedule");
      // Armed during the run too, so a run slower than its period meets its next slot (and skips it).
      nextAt = now + interval;
      arm();
      return;
    }
    const lastCheck = await lastStarted("check");
    if ((lastCheck === null || now - lastCheck >= checkEvery) && exclusive(() => checkOnce(options, setProgress)))
      return;
    await schedule();
  }

  function arm(): void {
    clearTimeout(timer);
    if (stopped || nextAt === null) return;
    timer = setTimeout(() => void due().catch(report), Math.max(0, nextAt - Date.now()));
    timer.unref();
  }

  /** The next due time: the next backup, or the next check when that comes first. */
  async function schedule(): Promise<void> {
    if (stopped) return;
    const now = Date.now();
    const interval = await options.intervalMs();
    const lastBackup = await lastStarted("backup");
    const lastCheck = await lastStarted("check");
    const lastSkip = await lastStarted("backup", true);
    let nextBackup: number;
    if (lastBackup === null || running) nextBackup = lastBackup === null ? now : lastBackup + interval;
    else if (now - lastBackup < interval) nextBackup = lastBackup + interval;
    // A slot skipped during a slow run: the next slot after it, not a second run straight away.
    else if (lastSkip !== null && lastSkip > lastBackup) nextBackup = lastSkip + interval;
    // Overdue (the server was down): at once.
    else nextBackup = now;
    // The first check waits half a period after the first backup. A check due while a run goes on waits for
    // its end, which schedules again: armed for now, the timer would poll the database until then.
    const firstCheck = lastBackup === null ? Infinity : lastBackup + interval / 2;
    const nextCheck = running ? Infinity : lastCheck === null ? firstCheck : lastCheck + checkEvery;
    nextAt = Math.max(now, Math.min(nextBackup, nextCheck));
    arm();
  }

  void schedule().catch(report);

  return {
    async backupNow(trigger) {
      if (exclusive(() => backupOnce(options, trigger, setProgress))) return "started";
      await skipped(trigger);
      return "skipped";
    },
    progress: () => current,
    nextRunAt: () => (nextAt === null ? null : new Date(nextAt)),
    reschedule: schedule,
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A run under way is interrupted and recorded as such; restic leaves the repository as it was.
      stopping.abort();
      while (running) await running;
    },
  };
}

let jobs: Jobs | null = null;

/** The running schedule, once started (its next run and its progress): null before and after. */
export const runningJobs = (): Jobs | null => jobs;

/** From boot: runs a stop or crash cut short are closed as failed, and the schedule starts when a repository is configured. */
export async function startBackups(): Promise<void> {
  if (jobs) return;
  await db
    .updateTable("backup_runs")
    .set({
      status: "failed",
      finished_at: new Date().toISOString(),
      error: "Interrupted: the server stopped before this run finished.",
    })
    .where("status", "=", "running")
    .execute();
  const target = configuredTarget();
  if (!target) return;
  const config = env();
  jobs = createJobs({
    target,
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    stagingDir: path.join(path.dirname(config.databasePath), ".backup-staging"),
    intervalMs: async () => (await backupIntervalMinutes()).minutes * MINUTE_MS,
  });
}

export async function stopBackups(): Promise<void> {
  const stopping = jobs;
  jobs = null;
  await stopping?.stop();
}

/** "Back up now": started at once, or skipped (and recorded) while another run goes. */
export async function backupNow(): Promise<"started" | "skipped" | "not-configured"> {
  if (!jobs) return "not-configured";
  return jobs.backupNow("manual");
}
