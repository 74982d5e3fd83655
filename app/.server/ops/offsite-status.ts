// What the Backups page, the admin home, the alerts and /metrics read of the off-site backups: the last good
// backup, the last run and check, failures in a row, the next run and whether the backups are too old.
import { db } from "~/.server/db/db";

import {
  BACKUP_FAILURES_TO_ALERT,
  backupIntervalMinutes,
  configuredTarget,
  MINUTE_MS,
  type Progress,
  runningJobs,
  shownRepository,
} from "./offsite";

export interface BackupStatus {
  configured: boolean;
  repository: string | null;
  interval: { minutes: number; chosen: boolean; defaultMinutes: number };
  lastGood: { at: string; bytes: number | null; snapshotsKept: number | null; snapshotId: string | null } | null;
  lastRun: { at: string; status: string; error: string | null; trigger: string } | null;
  /** Failed backups since the last good one. */
  failuresInARow: number;
  lastCheck: { at: string; status: string; error: string | null } | null;
  nextRunAt: string | null;
  progress: Progress | null;
  /** The last good backup (or, with none, the first try) is older than twice the schedule. */
  tooOld: boolean;
}

/** The last good backup is older than twice the schedule (a run or two may fail without alarm). */
function backupTooOld(
  lastGoodAt: string | null,
  firstRunAt: string | null,
  intervalMinutes: number,
  now: number,
): boolean {
  const since = lastGoodAt ?? firstRunAt;
  return since !== null && now - Date.parse(since) > 2 * intervalMinutes * MINUTE_MS;
}

/** Everything the Backups page, the admin home, the alerts and /metrics read. */
export async function backupStatus(now = Date.now()): Promise<BackupStatus> {
  const target = configuredTarget();
  const interval = await backupIntervalMinutes();
  const lastGood = await db
    .selectFrom("backup_runs")
    .select(["finished_at", "bytes", "snapshots_kept", "snapshot_id"])
    .where("kind", "=", "backup")
    .where("status", "=", "ok")
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const recent = await db
    .selectFrom("backup_runs")
    .select(["started_at", "finished_at", "status", "error", "trigger"])
    .where("kind", "=", "backup")
    .where("status", "in", ["ok", "failed"])
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(BACKUP_FAILURES_TO_ALERT * 10)
    .execute();
  const failuresInARow = recent.findIndex((r) => r.status === "ok");
  const lastCheck = await db
    .selectFrom("backup_runs")
    .select(["started_at", "status", "error"])
    .where("kind", "=", "check")
    .where("status", "in", ["ok", "failed"])
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const last = recent[0];
  const first = await db
    .selectFrom("backup_runs")
    .select("started_at")
    .where("kind", "=", "backup")
    .orderBy("started_at")
    .limit(1)
    .executeTakeFirst();
  return {
    configured: target !== null,
    repository: target ? shownRepository(target) : null,
    interval,
    lastGood: lastGood
      ? {
          at: lastGood.finished_at!,
          bytes: lastGood.bytes,
          snapshotsKept: lastGood.snapshots_kept,
          snapshotId: lastGood.snapshot_id,
        }
      : null,
    lastRun: last
      ? { at: last.finished_at ?? last.started_at, status: last.status, error: last.error, trigger: last.trigger }
      : null,
    failuresInARow: failuresInARow === -1 ? recent.length : failuresInARow,
    lastCheck: lastCheck ? { at: lastCheck.started_at, status: lastCheck.status, error: lastCheck.error } : null,
    nextRunAt: runningJobs()?.nextRunAt()?.toISOString() ?? null,
    progress: runningJobs()?.progress() ?? null,
    tooOld:
      target !== null && backupTooOld(lastGood?.finished_at ?? null, first?.started_at ?? null, interval.minutes, now),
  };
}
