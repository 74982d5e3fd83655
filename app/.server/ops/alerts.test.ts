// The alerts against a real SQLite file: each condition mails every admin once when it turns
// bad, not again while it stays bad, and again after it recovered and went wrong anew. Backups
// and mail are read from their real tables; the disk and the AVIF queue are given as measured.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { currentConditions, evaluateAlerts, type Measures } from "./alerts";

// A repository is configured (nothing runs against it here: only the runs recorded below count).
process.env.BACKUP_REPOSITORY = "/nonexistent/restic-repo";
const ADMINS = ["ada@studio.test", "bo@studio.test"];
const MINUTE = 60_000;
const HEALTHY: Measures = { diskFree: 0.5, avif: { waiting: 0, movedAt: Date.now() } };

const alertMails = async (subjectPart: string) =>
  (await db.selectFrom("mail_outbox").select(["to_address", "subject", "text"]).execute()).filter((m) =>
    m.subject.includes(subjectPart),
  );

async function backupRun(status: "ok" | "failed", minutesAgo: number, error: string | null = null) {
  const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  await db
    .insertInto("backup_runs")
    .values({ kind: "backup", trigger: "schedule", status, started_at: at, finished_at: at, error })
    .execute();
}

beforeAll(async () => {
  await migrateToLatest(db);
  for (const email of ADMINS)
    await db.insertInto("users").values({ email, password_hash: "not-a-real-hash" }).execute();
});
beforeEach(async () => {
  await db.deleteFrom("mail_outbox").execute();
  await db.deleteFrom("backup_runs").execute();
  await db.deleteFrom("alert_states").execute();
  // A fresh site with a good backup: nothing is wrong.
  await backupRun("ok", 5);
  expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
});

describe("backup alert", () => {
  it("mails every admin once after two failures in a row, not while it stays bad, and again after recovery and new failures", async () => {
    await backupRun("failed", 4, "The backup server could not be reached.");
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
    await backupRun("failed", 3, "The backup server could not be reached.");
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual(["backup"]);
    const mails = await alertMails("backups are failing");
    expect(mails.map((m) => m.to_address).sort()).toEqual(ADMINS);
    expect(mails[0].text).toContain("the last 2 backups failed: The backup server could not be reached.");

    // Still failing: no second mail.
    await backupRun("failed", 2, "The backup server could not be reached.");
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
    expect(await alertMails("backups are failing")).toHaveLength(2);

    // Recovered, then failing again: mailed again.
    await backupRun("ok", 1);
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
    expect((await currentConditions(Date.now(), HEALTHY)).find((c) => c.key === "backup")!.bad).toBe(false);
    await backupRun("failed", 0.5, "The backup destination is full.");
    await backupRun("failed", 0.2, "The backup destination is full.");
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual(["backup"]);
    expect(await alertMails("backups are failing")).toHaveLength(4);
  });

  it("mails when the last good backup is older than twice the schedule (hourly by default)", async () => {
    await db.deleteFrom("backup_runs").execute();
    await backupRun("ok", 119);
    expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
    expect(await evaluateAlerts(Date.now() + 2 * MINUTE, HEALTHY)).toEqual(["backup"]);
    expect((await alertMails("too old"))[0].text).toMatch(
      /the last good backup is 2 h old, more than twice the schedule/,
    );
    expect(await evaluateAlerts(Date.now() + 30 * MINUTE, HEALTHY)).toEqual([]);
  });
});

it("mail alert: a mail waiting undelivered for over an hour mails once, and again after the outbox recovered and stuck anew", async () => {
  const old = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
  const stuck = await db
    .insertInto("mail_outbox")
    .values({
      to_address: "studio@studio.test",
      reply_to: null,
      subject: "New contact message",
      text: "…",
      attachment: null,
      next_attempt_at: old(1),
      created_at: old(61),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual(["mail"]);
  expect((await alertMails("mail is not being delivered"))[0].text).toContain("1 mail(s) undelivered for over an hour");
  expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: old(0) })
    .where("id", "=", stuck.id)
    .execute();
  expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual([]);
  await db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", stuck.id).execute();
  expect(await evaluateAlerts(Date.now(), HEALTHY)).toEqual(["mail"]);
  expect(await alertMails("mail is not being delivered")).toHaveLength(4);
});

it("disk alert: under 10% free mails once, not while it stays low, and again after space was freed and ran low anew", async () => {
  const disk = (diskFree: number) => ({ ...HEALTHY, diskFree });
  expect(await evaluateAlerts(Date.now(), disk(0.11))).toEqual([]);
  expect(await evaluateAlerts(Date.now(), disk(0.09))).toEqual(["disk"]);
  expect((await alertMails("disk is almost full"))[0].text).toContain("9.0% of the data disk is free");
  expect(await evaluateAlerts(Date.now(), disk(0.05))).toEqual([]);
  expect(await evaluateAlerts(Date.now(), disk(0.3))).toEqual([]);
  expect(await evaluateAlerts(Date.now(), disk(0.08))).toEqual(["disk"]);
  expect(await alertMails("disk is almost full")).toHaveLength(4);
});

it("AVIF alert: images waiting with nothing finished for 30 minutes is stuck; a moving queue is not", async () => {
  const now = Date.now();
  const queue = (waiting: number, minutesSinceMoved: number) => ({
    ...HEALTHY,
    avif: { waiting, movedAt: now - minutesSinceMoved * MINUTE },
  });
  expect(await evaluateAlerts(now, queue(3, 29))).toEqual([]);
  // Nothing waiting is never stuck, however long ago the last image finished.
  expect(await evaluateAlerts(now, queue(0, 600))).toEqual([]);
  expect(await evaluateAlerts(now, queue(3, 31))).toEqual(["avif"]);
  expect(await evaluateAlerts(now, queue(3, 45))).toEqual([]);
  expect(await evaluateAlerts(now, queue(2, 0))).toEqual([]);
  expect(await evaluateAlerts(now, queue(2, 31))).toEqual(["avif"]);
  expect(await alertMails("image processing is stuck")).toHaveLength(4);
});
