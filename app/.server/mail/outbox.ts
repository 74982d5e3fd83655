// The mail outbox: a submission and its mail are committed together, and a worker in this
// process delivers pending mail, retrying with capped exponential back-off and recording
// every try. A mail is never dropped: without a sender it stays pending; after the last try
// it is marked failed and can be sent again from the admin inbox.
import fsp from "node:fs/promises";

import type { Kysely, Transaction } from "kysely";

import type { Database, MailOutbox } from "#db/tables";
import { db } from "~/.server/db/db";
import { log } from "~/.server/log";
import { createQueueWorker, type QueueWorker, retryDelay } from "~/.server/runtime/queue-worker";
import { privateFilePath } from "~/.server/storage/folders";
import { safeFileName } from "~/utils/file-name";

import { configuredSender, type MailSender, type OutgoingMail } from "./templates";

/** The first retry's wait; each further one doubles it. */
const MAIL_RETRY_BASE_MS = 1000;
/** docs/product.md: retries back off exponentially, capped at 30 s between tries. */
const MAIL_RETRY_MAX_MS = 30_000;
/** Tries before a mail is left as failed for the admin to see. */
const MAIL_MAX_ATTEMPTS = 10;
/** Mails sent at once by the worker. */
const MAIL_CONCURRENCY = 4;
/** The worker looks at the outbox at least this often, even when nothing woke it. */
const MAIL_POLL_MS = 5000;

export interface NewMail {
  career_application_id?: number | null;
  contact_message_id?: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  /** What the row keeps of the text once the mail is sent: a secret in the mail (a one-time link) goes. */
  text_after_send?: string | null;
  attachment: number | null;
}

/** Adds a mail to the outbox; pass the transaction that stores its submission. */
export async function enqueueMail(trx: Kysely<Database> | Transaction<Database>, mail: NewMail): Promise<number> {
  const row = await trx
    .insertInto("mail_outbox")
    .values({
      career_application_id: null,
      contact_message_id: null,
      ...mail,
      next_attempt_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A mail's own fields, as `NewMail` names them. */
const MAIL_FIELDS = [
  "career_application_id",
  "contact_message_id",
  "to_address",
  "reply_to",
  "subject",
  "text",
  "text_after_send",
  "attachment",
] as const satisfies readonly (keyof NewMail)[];

/** Sends a mail again as a new outbox row (a new idempotency key); the old row keeps its history. */
export async function requeueMail(outboxId: number): Promise<number | null> {
  // What the mail says and to whom, not its delivery: the new row starts its own tries.
  const old = await db.selectFrom("mail_outbox").select(MAIL_FIELDS).where("id", "=", outboxId).executeTakeFirst();
  if (!old) return null;
  const id = await enqueueMail(db, old);
  wakeOutbox();
  return id;
}

export interface OutboxTiming {
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  concurrency: number;
  pollMs: number;
}

const DEFAULT_TIMING: OutboxTiming = {
  retryBaseMs: MAIL_RETRY_BASE_MS,
  retryMaxMs: MAIL_RETRY_MAX_MS,
  maxAttempts: MAIL_MAX_ATTEMPTS,
  concurrency: MAIL_CONCURRENCY,
  pollMs: MAIL_POLL_MS,
};

export type OutboxWorker = QueueWorker;

export function createOutboxWorker(
  sender: MailSender,
  timing: Partial<OutboxTiming> = {},
  database: Kysely<Database> = db,
): OutboxWorker {
  const t = { ...DEFAULT_TIMING, ...timing };
  async function deliver(row: MailOutbox): Promise<void> {
    const attempts = row.attempts + 1;
    let result;
    try {
      result = await sender(await outgoing(row, database));
    } catch (error) {
      result = { ok: false as const, error: String(error), retryable: true };
    }
    const now = new Date();
    const failedForGood = !result.ok && (!result.retryable || attempts >= t.maxAttempts);
    await database.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("mail_outbox")
        .set((eb) =>
          result.ok
            ? {
                status: "sent",
                attempts,
                sent_at: now.toISOString(),
                provider_id: result.providerId,
                last_error: null,
                text: eb.fn.coalesce("text_after_send", "text"),
                text_after_send: null,
              }
            : {
                status: failedForGood ? "failed" : "pending",
                attempts,
                last_error: result.error.slice(0, 500),
                next_attempt_at: new Date(
                  now.getTime() + retryDelay(attempts, t.retryBaseMs, t.retryMaxMs),
                ).toISOString(),
              },
        )
        .where("id", "=", row.id)
        .executeTakeFirst();
      // The submission (and with it this mail) may have been deleted while it was being sent.
      if (Number(updated.numUpdatedRows) === 0) return;
      await trx
        .insertInto("mail_attempts")
        .values({
          outbox_id: row.id,
          ok: result.ok ? 1 : 0,
          error: result.ok ? null : result.error.slice(0, 500),
          at: now.toISOString(),
        })
        .execute();
    });
    if (!result.ok)
      log(failedForGood ? "error" : "info", failedForGood ? "mail failed" : "mail will be retried", {
        outboxId: row.id,
        attempts,
        error: result.error,
      });
  }

  /** Sends up to `concurrency` due mails at once. */
  async function sendDue(): Promise<boolean> {
    const due = await database
      .selectFrom("mail_outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", new Date().toISOString())
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(t.concurrency)
      .execute();
    await Promise.all(due.map(deliver));
    return due.length > 0;
  }

  return createQueueWorker({
    name: "outbox",
    sendDue,
    nextDueAt: async () =>
      (
        await database
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.min("next_attempt_at").as("at"))
          .where("status", "=", "pending")
          .executeTakeFirst()
      )?.at,
    pollMs: t.pollMs,
  });
}

async function outgoing(row: MailOutbox, database: Kysely<Database>): Promise<OutgoingMail> {
  let attachment: OutgoingMail["attachment"] = null;
  if (row.attachment !== null) {
    const asset = await database
      .selectFrom("assets")
      .select(["path", "original_name"])
      .where("id", "=", row.attachment)
      .executeTakeFirstOrThrow();
    const ext = asset.path.slice(asset.path.lastIndexOf(".") + 1);
    attachment = {
      filename: safeFileName(asset.original_name, ext),
      content: await fsp.readFile(privateFilePath(asset)),
    };
  }
  return {
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
    attachment,
    idempotencyKey: `outbox-${row.id}-${row.created_at}`,
  };
}

// ---------------------------------------------------------------- the server's worker

let worker: OutboxWorker | null = null;

/** Starts the worker if mail is configured; without RESEND_API_KEY mail waits in the outbox. */
export async function startOutbox(): Promise<void> {
  const sender = configuredSender();
  if (!sender) {
    const waiting = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    log("info", "mail is not configured (RESEND_API_KEY): mail stays in the outbox", { pending: Number(waiting.n) });
    return;
  }
  worker = createOutboxWorker(sender);
  worker.wake();
}

export function wakeOutbox(): void {
  worker?.wake();
}

export async function stopOutbox(): Promise<void> {
  await worker?.stop();
  worker = null;
}
