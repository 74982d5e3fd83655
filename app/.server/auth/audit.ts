// The audit log (Admin → Security): who signed in, with which factor, and every change to who may
// sign in or what leaves the site (exports, share links, backups, imports). Each entry's hash covers
// the previous entry's hash and its own fields, so an entry edited or deleted in the database breaks
// the chain from there on; the newest hash is also kept in app_state, so a deleted last entry shows too.
// Secrets (passwords, codes, tokens) are never written here: callers pass what happened, not with what.
import crypto from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";

/** Entries are kept this long (two years), then pruned from the oldest; the first kept entry anchors the chain. */
export const AUDIT_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Pruning runs at start and this often. */
const AUDIT_PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
const HEAD_KEY = "audit_log_head";
const GENESIS = "0".repeat(64);

/** What can be logged; the Security page and the CSV show these names. */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in failed",
  "second step failed",
  "confirmed again",
  "password changed",
  "password reset",
  "authenticator app added",
  "authenticator app removed",
  "recovery codes made",
  "recovery code used",
  "passkey added",
  "passkey removed",
  "passkey not added",
  "passkey-only turned on",
  "passkey-only turned off",
  "second factor rule turned on",
  "second factor rule turned off",
  "admin invited",
  "invite revoked",
  "admin joined",
  "admin removed",
  "share link made",
  "share link revoked",
  "share comment answered",
  "export",
  "backup settings changed",
  "import",
  "audit log pruned",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditInput {
  action: AuditAction;
  /** Who did it: an admin's email (null: a stranger, or the system). */
  actor?: string | null;
  /** Who or what it was done to: an admin's email, a share link's selection, an export's name. */
  subject?: string | null;
  /** Short facts, never a secret: the factor used, a reason, a count. */
  detail?: Record<string, string | number | boolean | null>;
  address?: string | null;
}

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  subject: string | null;
  detail: string;
  address: string | null;
  prev_hash: string;
  hash: string;
}

type Writer = Kysely<Database> | Transaction<Database>;

const entryHash = (prev: string, e: Omit<AuditRow, "id" | "hash" | "prev_hash">) =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify([prev, e.at, e.action, e.actor, e.subject, e.detail, e.address]))
    .digest("hex");

const detailText = (detail: AuditInput["detail"]) =>
  detail
    ? Object.entries(detail)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join("; ")
    : "";

async function append(trx: Writer, input: AuditInput, now: number): Promise<void> {
  const head = await trx.selectFrom("app_state").select("value").where("key", "=", HEAD_KEY).executeTakeFirst();
  const prev = head?.value ?? GENESIS;
  const fields = {
    at: new Date(now).toISOString(),
    action: input.action,
    actor: input.actor ?? null,
    subject: input.subject ?? null,
    detail: detailText(input.detail),
    address: input.address ?? null,
  };
  const hash = entryHash(prev, fields);
  await trx
    .insertInto("audit_log")
    .values({ ...fields, prev_hash: prev, hash })
    .execute();
  await trx
    .insertInto("app_state")
    .values({ key: HEAD_KEY, value: hash })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: hash }))
    .execute();
}

/**
 * Adds an entry. Inside the caller's transaction when one is given (the entry then commits or rolls
 * back with the change it records); otherwise in its own.
 */
export async function recordAudit(input: AuditInput, trx?: Transaction<Database>, now = Date.now()): Promise<void> {
  if (trx) return append(trx, input, now);
  await db.transaction().execute((t) => append(t, input, now));
}

/** The entries, newest first. */
export async function listAudit({ limit, offset = 0 }: { limit: number; offset?: number }): Promise<AuditRow[]> {
  return db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(limit).offset(offset).execute();
}

export async function countAudit(): Promise<number> {
  const { count } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Every entry, oldest first, for the CSV; read in pages so two years of entries never sit in memory at once. */
export async function* allAudit(pageSize = 1000): AsyncGenerator<AuditRow> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(pageSize)
      .execute();
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1].id;
  }
}

export interface ChainCheck {
  /** Ids of entries whose hash does not match their fields, or whose link to the previous entry is cut. */
  broken: number[];
  /** The newest entry (or more) was deleted: the kept head is not the last entry's hash. */
  headMissing: boolean;
}

/** Walks the chain from the oldest kept entry (its prev_hash anchors it: older entries are pruned). */
export async function checkAuditChain(): Promise<ChainCheck> {
  const broken: number[] = [];
  let prev: string | null = null;
  for await (const row of allAudit()) {
    const linked = prev === null || row.prev_hash === prev;
    if (!linked || entryHash(row.prev_hash, row) !== row.hash) broken.push(row.id);
    prev = row.hash;
  }
  const head = await db.selectFrom("app_state").select("value").where("key", "=", HEAD_KEY).executeTakeFirst();
  return { broken, headMissing: (head?.value ?? null) !== (prev ?? head?.value ?? null) };
}

/** Deletes entries older than AUDIT_RETENTION_MS, and says so in the log. */
export async function pruneAudit(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - AUDIT_RETENTION_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
    const pruned = Number(result.numDeletedRows);
    if (pruned > 0) await append(trx, { action: "audit log pruned", detail: { entries: pruned } }, now);
    return pruned;
  });
}

export function startAuditPruner(): StopJob {
  return startPeriodic("audit log prune", AUDIT_PRUNE_EVERY_MS, () => pruneAudit());
}
