// One off-site backup (snapshot, upload, retention) and one repository check, each recorded as a backup_runs
// row that says how it ended, with restic's error (redacted) when it failed. Neither throws.
import fsp from "node:fs/promises";

import { db } from "~/.server/db/db";
import { log } from "~/.server/log";

import { createBackup } from "./backup";
import type { JobOptions, Phase, Progress, Trigger } from "./offsite";
import {
  applyRetention,
  backupFolder,
  checkRepository,
  ensureRepository,
  listSnapshots,
  redact,
  type ResticTarget,
} from "./restic";

const errorText = (error: unknown, target: ResticTarget) =>
  redact(error instanceof Error ? error.message : String(error), target).slice(0, 1000);

/** Runs one backup: snapshot, upload, retention; the row says how it ended. Throws nothing. */
export async function backupOnce(
  options: JobOptions,
  trigger: Trigger,
  setProgress: (p: Progress | null) => void,
): Promise<void> {
  const startedAt = new Date().toISOString();
  const show = (phase: Phase, fraction: number | null) => setProgress({ kind: "backup", phase, fraction, startedAt });
  // Shown before the first await, so the page loaded right after "Back up now" already shows it.
  show("snapshot", null);
  const { id } = await db
    .insertInto("backup_runs")
    .values({ kind: "backup", trigger, status: "running", started_at: startedAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    await fsp.rm(options.stagingDir, { recursive: true, force: true });
    const folder = await createBackup({
      databasePath: options.databasePath,
      uploadsDir: options.uploadsDir,
      into: options.stagingDir,
      linkUploads: true,
    });
    show("upload", 0);
    await ensureRepository(options.target);
    const summary = await backupFolder(options.target, folder, (fraction) => show("upload", fraction));
    show("retention", null);
    await applyRetention(options.target);
    const kept = (await listSnapshots(options.target)).length;
    await db
      .updateTable("backup_runs")
      .set({
        status: "ok",
        finished_at: new Date().toISOString(),
        snapshot_id: summary.snapshotId,
        bytes: summary.bytes,
        files: summary.files,
        snapshots_kept: kept,
      })
      .where("id", "=", id)
      .execute();
    log("info", "backup sent", { snapshot: summary.snapshotId.slice(0, 8), bytes: summary.bytes, kept });
  } catch (error) {
    const message = errorText(error, options.target);
    await markFailed(id, message);
    log("error", "backup failed", { error: message });
  } finally {
    await fsp.rm(options.stagingDir, { recursive: true, force: true }).catch(() => {});
    setProgress(null);
  }
}

/** Ends a run's row as failed, with what went wrong. */
async function markFailed(id: number, message: string): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ status: "failed", finished_at: new Date().toISOString(), error: message })
    .where("id", "=", id)
    .execute();
}

export async function checkOnce(options: JobOptions, setProgress: (p: Progress | null) => void): Promise<void> {
  const startedAt = new Date().toISOString();
  const { id } = await db
    .insertInto("backup_runs")
    .values({ kind: "check", trigger: "schedule", status: "running", started_at: startedAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  setProgress({ kind: "check", phase: "check", fraction: null, startedAt });
  try {
    await checkRepository(options.target);
    await db
      .updateTable("backup_runs")
      .set({ status: "ok", finished_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    const message = errorText(error, options.target);
    await markFailed(id, message);
    log("error", "backup repository check failed", { error: message });
  } finally {
    setProgress(null);
  }
}
