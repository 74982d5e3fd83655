// What nobody would otherwise hear about on an unwatched VM: backups failing or too old, mail
// stuck in the outbox, a filling disk, a stuck AVIF queue. Each condition is looked at every
// minute; when one turns bad, every admin gets one mail through the outbox, and no other until
// it has recovered and turned bad again (alert_states keeps the state between runs and restarts).
// /healthz reports the same conditions, without mailing.
import fsp from "node:fs/promises";
import path from "node:path";

import { db } from "~/.server/db/db";
import { purgeQueueState } from "~/.server/edge/purge-queue";
import { env } from "~/.server/env";
import { avifQueueState } from "~/.server/images/avif-queue";
import { log } from "~/.server/log";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";

import { BACKUP_FAILURES_TO_ALERT } from "./offsite";
import { backupStatus } from "./offsite-status";

/** How often the alert conditions are looked at. */
const ALERT_CHECK_INTERVAL_MS = 60 * 1000;
/** A mail pending in the outbox longer than this alerts the admins. */
const MAIL_UNDELIVERED_ALERT_MS = 60 * 60 * 1000;
/** Free disk space (share of the data disk) under which the admins are alerted. */
const DISK_FREE_ALERT_RATIO = 0.1;
/** An AVIF queue with work waiting and no image finished for this long is stuck. */
const AVIF_STUCK_MS = 30 * 60 * 1000;

export type AlertKey = "backup" | "mail" | "disk" | "avif" | "purge";

export interface Condition {
  key: AlertKey;
  bad: boolean;
  /** In plain words: what is wrong (or fine). */
  detail: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function ageInWords(ms: number): string {
  if (ms < HOUR_MS) return `${Math.max(1, Math.round(ms / MINUTE_MS))} min`;
  if (ms < 48 * HOUR_MS) return `${Math.round(ms / HOUR_MS)} h`;
  return `${Math.round(ms / (24 * HOUR_MS))} days`;
}

async function backupCondition(now: number): Promise<Condition> {
  const status = await backupStatus(now);
  if (!status.configured) return { key: "backup", bad: false, detail: "not configured (BACKUP_REPOSITORY is unset)" };
  if (status.failuresInARow >= BACKUP_FAILURES_TO_ALERT) {
    return {
      key: "backup",
      bad: true,
      detail: `the last ${status.failuresInARow} backups failed: ${status.lastRun?.error ?? "no reason given"}`,
    };
  }
  if (status.tooOld) {
    const age = status.lastGood
      ? `the last good backup is ${ageInWords(now - Date.parse(status.lastGood.at))} old`
      : "no backup has succeeded yet";
    return {
      key: "backup",
      bad: true,
      detail: `${age}, more than twice the schedule (every ${ageInWords(status.interval.minutes * MINUTE_MS)})`,
    };
  }
  return {
    key: "backup",
    bad: false,
    detail: status.lastGood
      ? `last good backup ${ageInWords(now - Date.parse(status.lastGood.at))} ago`
      : "waiting for the first backup",
  };
}

async function mailCondition(now: number): Promise<Condition> {
  const oldest = await db
    .selectFrom("mail_outbox")
    .select((eb) => [eb.fn.min("created_at").as("at"), eb.fn.countAll<number>().as("count")])
    .where("status", "in", ["pending", "failed"])
    .where("created_at", "<", new Date(now - MAIL_UNDELIVERED_ALERT_MS).toISOString())
    .executeTakeFirst();
  if (!oldest?.at) return { key: "mail", bad: false, detail: "no mail has waited over an hour" };
  return {
    key: "mail",
    bad: true,
    detail: `${oldest.count} mail(s) undelivered for over an hour (the oldest for ${ageInWords(now - Date.parse(String(oldest.at)))})`,
  };
}

/** The share of the data disk still free. */
async function diskFreeRatio(): Promise<number> {
  const stats = await fsp.statfs(path.dirname(env().databasePath));
  return stats.blocks > 0 ? stats.bavail / stats.blocks : 1;
}

function diskCondition(free: number): Condition {
  const percent = `${(free * 100).toFixed(1)}% of the data disk is free`;
  return { key: "disk", bad: free < DISK_FREE_ALERT_RATIO, detail: percent };
}

function avifCondition({ waiting, movedAt }: { waiting: number; movedAt: number }, now: number): Condition {
  const stuck = waiting > 0 && now - movedAt > AVIF_STUCK_MS;
  return {
    key: "avif",
    bad: stuck,
    detail: stuck
      ? `${waiting} image(s) have waited ${ageInWords(now - movedAt)} with no AVIF encoding finished`
      : `${waiting} image(s) waiting`,
  };
}

/** What the disk and the AVIF queue measure; tests pass their own (a full disk cannot be made on demand). */
export interface Measures {
  diskFree: number;
  avif: { waiting: number; movedAt: number };
}

/** Every watched condition as it is now (nothing mailed). */
export async function currentConditions(now = Date.now(), measures: Partial<Measures> = {}): Promise<Condition[]> {
  return [
    await backupCondition(now),
    await mailCondition(now),
    diskCondition(measures.diskFree ?? (await diskFreeRatio())),
    avifCondition(measures.avif ?? avifQueueState(), now),
    await purgeCondition(),
  ];
}

/** The shared cache in front has refused or missed the last purges: visitors may see pages from before a change. */
async function purgeCondition(): Promise<Condition> {
  const state = await purgeQueueState();
  return {
    key: "purge",
    bad: state.failing,
    detail: state.failing
      ? `the shared cache in front could not be purged (${state.attempts} tries): ${state.lastError ?? "no reason given"}`
      : `${state.waiting} purge(s) waiting`,
  };
}

const SUBJECTS: Record<AlertKey, string> = {
  backup: "Studio site: backups are failing or too old",
  mail: "Studio site: mail is not being delivered",
  disk: "Studio site: the disk is almost full",
  avif: "Studio site: image processing is stuck",
  purge: "Studio site: the cache in front is not being purged",
};

const ADVICE: Record<AlertKey, string> = {
  backup: "Open Admin → Backups to see the last error, and check the backup repository and its password.",
  mail: "Check the mail settings (RESEND_API_KEY, MAIL_FROM) and Admin → Inbox for mail marked not sent.",
  disk: "Free space on the server's disk (old backups beside the data, logs), or give it a larger disk.",
  avif: "Restart the server; images still waiting are queued again on start.",
  purge:
    "Check the cache's settings (EDGE_PURGER and its address or API token); purges are retried until they go through.",
};

async function mailAdmins(condition: Condition): Promise<void> {
  const admins = await db.selectFrom("users").select("email").execute();
  const link = env().siteUrl ? `\n\n${env().siteUrl}/admin/backups` : "";
  const text = `${condition.detail}.\n\n${ADVICE[condition.key]}${condition.key === "backup" ? link : ""}\n\nYou will not get this mail again until this is fixed and goes wrong again.`;
  for (const { email } of admins) {
    await enqueueMail(db, {
      to_address: email,
      reply_to: null,
      subject: SUBJECTS[condition.key],
      text,
      attachment: null,
    });
  }
  wakeOutbox();
}

/**
 * Compares each condition with its kept state; one that turned bad mails every admin once.
 * Returns the conditions whose admins were mailed.
 */
export async function evaluateAlerts(now = Date.now(), measures: Partial<Measures> = {}): Promise<AlertKey[]> {
  const mailed: AlertKey[] = [];
  for (const condition of await currentConditions(now, measures)) {
    const at = new Date(now).toISOString();
    const kept = await db.selectFrom("alert_states").selectAll().where("key", "=", condition.key).executeTakeFirst();
    const wasBad = kept?.bad === 1;
    if (kept && wasBad === condition.bad) {
      await db.updateTable("alert_states").set({ detail: condition.detail }).where("key", "=", condition.key).execute();
      continue;
    }
    await db
      .insertInto("alert_states")
      .values({
        key: condition.key,
        bad: condition.bad ? 1 : 0,
        detail: condition.detail,
        changed_at: at,
        notified_at: condition.bad ? at : null,
      })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          bad: condition.bad ? 1 : 0,
          detail: condition.detail,
          changed_at: at,
          notified_at: condition.bad ? at : null,
        }),
      )
      .execute();
    if (condition.bad) {
      await mailAdmins(condition);
      mailed.push(condition.key);
      log("warn", "alert: admins mailed", { alert: condition.key, detail: condition.detail });
    } else if (kept) {
      log("info", "alert recovered", { alert: condition.key });
    }
  }
  return mailed;
}

/** Checks every ALERT_CHECK_INTERVAL_MS (the first check one interval after boot); returns the stop function. */
export function startAlerts(): StopJob {
  return startPeriodic("alert check", ALERT_CHECK_INTERVAL_MS, () => evaluateAlerts(), { runNow: false });
}
