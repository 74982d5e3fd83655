// The retention policy (24 hourly, 14 daily, 8 weekly, 12 monthly) over a simulated year of the
// default hourly schedule, applied by the real restic through `applyRetention` (forget --prune):
// exactly the snapshots the policy's definition keeps are left.
//
// Why this proves the default policy over a year, cheaply: a year of hourly runs is 8,760
// snapshots, and every restic command spends about half a second deriving the repository key
// (scrypt), so 8,760 `restic backup --time …` calls would take over an hour. A snapshot is only a
// small encrypted JSON file (time, tree, tags) named by its hash, and retention reads nothing else.
// So one real `restic backup` makes the newest snapshot (and the tree every snapshot points to);
// the year before it is written as restic writes snapshots (repository format v2: AES-256-CTR and
// Poly1305-AES with the master key restic itself prints, `restic cat masterkey`). restic checks
// each file's hash and MAC when it loads it, so a file it would not have written fails the test.
// Then the real `forget --prune` with the real default options decides, and prune reads every
// kept snapshot's tree. The expected set is computed here from the policy's definition ("for the
// last n hours/days/weeks/months that have snapshots, keep the most recent one of each"), bucket
// by bucket, not by replaying restic's loop. The year has what a real one has: runs a few minutes
// past the hour, "Back up now" runs between them, a three-day outage, a turn of the year.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { poly1305 } from "@noble/ciphers/_poly1305";
import { expect, it } from "vitest";

import { env } from "~/.server/env";

import { BACKUP_RETENTION } from "./restic";
import { applyRetention, listSnapshots, type ResticTarget, retentionArgs, SNAPSHOT_TAG } from "./restic";

const work = path.join(path.dirname(env().databasePath), "retention");
const target: ResticTarget = {
  repository: path.join(work, "repository"),
  cacheDir: path.join(work, "cache"),
  environment: { PATH: process.env.PATH, HOME: process.env.HOME, RESTIC_PASSWORD: "throwaway-retention-password-41c2" },
};
const HOUR_MS = 3_600_000;
const NEWEST = Date.parse("2026-11-25T10:07:00Z");

function restic(args: string[], cwd = work): Promise<string> {
  const environment = { ...process.env, ...target.environment, RESTIC_REPOSITORY: target.repository, TZ: "UTC" };
  return new Promise((resolve, reject) =>
    execFile(
      "restic",
      ["--cache-dir", target.cacheDir!, ...args],
      { cwd, env: environment },
      (error, stdout, stderr) => (error ? reject(new Error(`restic ${args[0]}: ${stderr}`)) : resolve(stdout)),
    ),
  );
}

/** The year before the newest snapshot, as the hourly scheduler (and an admin) would have made it. */
function simulatedYear(): number[] {
  const times: number[] = [];
  const outage = { from: NEWEST - 40 * 24 * HOUR_MS, to: NEWEST - 37 * 24 * HOUR_MS };
  for (let hour = 1; hour <= 365 * 24; hour++) {
    const time = NEWEST - hour * HOUR_MS + ((hour * 7919) % 240) * 1000; // a few minutes late, as runs are
    if (time >= outage.from && time < outage.to) continue;
    times.push(time);
    if (hour % 53 === 0) times.push(time + 23 * 60_000); // "Back up now", later in the same hour
  }
  return times;
}

type MasterKey = { encrypt: string; mac: { k: string; r: string } };

/** Writes snapshot files as restic does: nonce, AES-256-CTR ciphertext, Poly1305-AES of the ciphertext; named by SHA-256. */
function snapshotWriter(masterKey: MasterKey, folder: string) {
  const encryptionKey = Buffer.from(masterKey.encrypt, "base64");
  const macR = Buffer.from(masterKey.mac.r, "base64");
  const macAes = crypto
    .createCipheriv("aes-128-ecb", Buffer.from(masterKey.mac.k, "base64"), null)
    .setAutoPadding(false);
  return (snapshot: object) => {
    const nonce = crypto.randomBytes(16);
    const cipher = crypto.createCipheriv("aes-256-ctr", encryptionKey, nonce);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(snapshot)), cipher.final()]);
    const bytes = Buffer.concat([nonce, ciphertext, poly1305(ciphertext, Buffer.concat([macR, macAes.update(nonce)]))]);
    return fs.promises.writeFile(path.join(folder, crypto.createHash("sha256").update(bytes).digest("hex")), bytes);
  };
}

const UTC = (time: number) => new Date(time).toISOString();
const buckets: Record<keyof typeof BACKUP_RETENTION, (time: number) => string> = {
  hourly: (time) => UTC(time).slice(0, 13),
  daily: (time) => UTC(time).slice(0, 10),
  // A week runs from Monday (ISO 8601, as restic counts weeks): the bucket is its Monday.
  weekly: (time) => UTC(time - ((new Date(time).getUTCDay() + 6) % 7) * 24 * HOUR_MS).slice(0, 10),
  monthly: (time) => UTC(time).slice(0, 7),
};

/** For each rule, the last n buckets that have snapshots, and the most recent snapshot of each. */
function keptByPolicy(times: number[]): Set<number> {
  const kept = new Set<number>();
  for (const [rule, count] of Object.entries(BACKUP_RETENTION) as [keyof typeof BACKUP_RETENTION, number][]) {
    const newestOfBucket = new Map<string, number>();
    for (const time of times) {
      const bucket = buckets[rule](time);
      newestOfBucket.set(bucket, Math.max(time, newestOfBucket.get(bucket) ?? -Infinity));
    }
    const lastBuckets = [...newestOfBucket.keys()].sort().slice(-count);
    for (const bucket of lastBuckets) kept.add(newestOfBucket.get(bucket)!);
  }
  return kept;
}

it("keeps exactly the default policy's snapshots of a year of hourly backups", async () => {
  expect(retentionArgs()).toEqual([
    "--tag",
    SNAPSHOT_TAG,
    "--group-by",
    "tags",
    "--keep-hourly",
    "24",
    "--keep-daily",
    "14",
    "--keep-weekly",
    "8",
    "--keep-monthly",
    "12",
  ]);
  fs.mkdirSync(path.join(work, "site"), { recursive: true });
  fs.writeFileSync(path.join(work, "site", "data.sqlite"), "a site's snapshot");
  await restic(["init"]);
  await restic(
    ["backup", ".", "--tag", SNAPSHOT_TAG, "--time", UTC(NEWEST).replace("T", " ").slice(0, 19)],
    path.join(work, "site"),
  );
  const [newest] = await listSnapshots(target);
  expect(Date.parse(newest.time)).toBe(NEWEST); // restic reads --time in its local zone: TZ=UTC here
  const template = JSON.parse(await restic(["cat", "snapshot", newest.id]));
  const snapshots = path.join(target.repository, "snapshots");
  const write = snapshotWriter(JSON.parse(await restic(["cat", "masterkey"])), snapshots);
  const year = simulatedYear();
  await Promise.all(year.map((time) => write({ ...template, time: UTC(time) })));
  expect(fs.readdirSync(snapshots).length).toBe(year.length + 1);

  await applyRetention(target);

  const left = (await listSnapshots(target)).map((snapshot) => UTC(Date.parse(snapshot.time)));
  const expected = [...keptByPolicy([NEWEST, ...year])].sort((a, b) => a - b).map(UTC);
  expect(left).toEqual(expected);
  // A file restic could not read would have been neither listed nor forgotten.
  expect(fs.readdirSync(snapshots).length).toBe(left.length);
  // What the policy means for the studio: the last day hour by hour, then a year back.
  expect(left.slice(-24).map((time) => time.slice(0, 13))).toEqual(
    Array.from({ length: 24 }, (_, i) => UTC(NEWEST - (23 - i) * HOUR_MS).slice(0, 13)),
  );
  expect(left[0].slice(0, 7)).toBe("2025-12");
}, 60_000);
