// The outbox against a stand-in Resend API started in this process, with short retry timings.
import type { Server } from "node:http";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { retryDelay } from "~/.server/runtime/queue-worker";
import { storeContactMessage } from "~/.server/submissions/store";

import { startFakeResend } from "../../../tests/setup/fake-resend.js";
import { createOutboxWorker, requeueMail, startOutbox, stopOutbox } from "./outbox";
import { configuredSender, createResendSender, type MailSender } from "./templates";

let server: Server;
let base: string;
const FAST = { retryBaseMs: 5, retryMaxMs: 20, pollMs: 10, concurrency: 4 };

const control = (body: object) => fetch(`${base}/__control`, { method: "POST", body: JSON.stringify(body) });
const received = async () =>
  (await (await fetch(`${base}/__emails`)).json()) as {
    subject: string;
    to: string[];
    reply_to: string;
    text: string;
    idempotencyKey: string;
  }[];
const stats = async () => (await (await fetch(`${base}/__stats`)).json()) as { repeats: number; requests: number };
const sender = (): MailSender =>
  createResendSender({ apiKey: "re_test_key", baseUrl: base, from: "Studio <studio@example.com>", timeoutMs: 2000 });
/** Waits for a condition (generously: the machine may be busy); fails if it never holds. */
const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};

beforeAll(async () => {
  await migrateToLatest(db);
  await db.updateTable("contact").set({ email: "hello@studio.test" }).where("id", "=", 1).execute();
  server = await startFakeResend(0);
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await control({ reset: true });
  await db.deleteFrom("contact_messages").execute();
});

const message = (i: number) => ({
  name: `Visitor ${i}`,
  tel: "",
  email: `v${i}@example.org`,
  message: `Hello ${i}\r\nsecond line`,
});

describe("retryDelay", () => {
  it("doubles from the base and is capped", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => retryDelay(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe("the outbox worker", () => {
  it("queues the mail with its submission and delivers it to the studio, plain text, visitor as reply-to", async () => {
    const id = await storeContactMessage(message(1));
    const row = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("contact_message_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      to_address: "hello@studio.test",
      reply_to: "v1@example.org",
    });
    const worker = createOutboxWorker(sender(), FAST);
    worker.wake();
    await until(async () => (await received()).length === 1);
    await worker.stop();
    const [mail] = await received();
    expect(mail).toMatchObject({
      subject: "Contact message from Visitor 1",
      to: ["hello@studio.test"],
      reply_to: "v1@example.org",
    });
    expect(mail.text).toContain("Hello 1\nsecond line");
    const sent = await db.selectFrom("mail_outbox").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, provider_id: "fake-1", last_error: null });
    expect(await db.selectFrom("mail_attempts").select(["ok"]).where("outbox_id", "=", row.id).execute()).toEqual([
      { ok: 1 },
    ]);
  });

  it("retries through an outage with back-off and delivers every mail exactly once", async () => {
    await control({ down: true });
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await storeContactMessage(message(i)));
    const worker = createOutboxWorker(sender(), { ...FAST, maxAttempts: 1000 });
    worker.wake();
    await until(async () => (await stats()).requests >= 40);
    expect(await received()).toEqual([]);
    const waiting = await db.selectFrom("mail_outbox").select(["status", "last_error"]).execute();
    expect(waiting.every((r) => r.status === "pending" && r.last_error === "500: Mail service unavailable")).toBe(true);
    await control({ down: false });
    await until(async () => (await received()).length === 20);
    await worker.idle();
    await worker.stop();
    const mails = await received();
    expect(new Set(mails.map((m) => m.subject)).size).toBe(20);
    expect(new Set(mails.map((m) => m.idempotencyKey)).size).toBe(20);
    expect((await stats()).repeats).toBe(0);
    const rows = await db.selectFrom("mail_outbox").select(["id", "status", "attempts"]).execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts >= 2)).toBe(true);
    // Every try is on record: the failures, then one success per mail.
    const tries = await db.selectFrom("mail_attempts").select(["outbox_id", "ok"]).execute();
    expect(tries.filter((t) => t.ok === 1)).toHaveLength(20);
    for (const row of rows) expect(tries.filter((t) => t.outbox_id === row.id)).toHaveLength(row.attempts);
  });

  it("marks a mail failed after the last try, keeping the submission and the error", async () => {
    await control({ down: true });
    const id = await storeContactMessage(message(7));
    const worker = createOutboxWorker(sender(), { ...FAST, maxAttempts: 3 });
    worker.wake();
    await until(
      async () => (await db.selectFrom("mail_outbox").select("status").executeTakeFirstOrThrow()).status === "failed",
    );
    await worker.stop();
    const row = await db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 3, last_error: "500: Mail service unavailable" });
    expect((await stats()).requests).toBe(3);
    expect(await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst()).toEqual({
      id,
    });
  });

  it("does not retry an answer that cannot change (a refused key)", async () => {
    await storeContactMessage(message(8));
    const refused = createResendSender({ apiKey: "re_wrong", baseUrl: base, from: "Studio <studio@example.com>" });
    const worker = createOutboxWorker(refused, FAST);
    worker.wake();
    await until(
      async () => (await db.selectFrom("mail_outbox").select("status").executeTakeFirstOrThrow()).status === "failed",
    );
    await worker.stop();
    expect(await db.selectFrom("mail_outbox").select(["attempts", "last_error"]).executeTakeFirstOrThrow()).toEqual({
      attempts: 1,
      last_error: "401: API key is invalid",
    });
  });

  it("counts a network failure (nothing listening) as a failed try, not a crash", async () => {
    await storeContactMessage(message(9));
    const nowhere = createResendSender({
      apiKey: "re_test_key",
      baseUrl: "http://127.0.0.1:9",
      from: "Studio <studio@example.com>",
    });
    const worker = createOutboxWorker(nowhere, { ...FAST, maxAttempts: 2 });
    worker.wake();
    await until(
      async () => (await db.selectFrom("mail_outbox").select("status").executeTakeFirstOrThrow()).status === "failed",
    );
    await worker.stop();
    expect((await db.selectFrom("mail_outbox").select("last_error").executeTakeFirstOrThrow()).last_error).toMatch(
      /^network: /,
    );
  });
});

describe("sending again", () => {
  it("queues a new row with the same words and recipient; the old row keeps its history", async () => {
    await storeContactMessage(message(10));
    const old = await db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    await db
      .updateTable("mail_outbox")
      .set({ status: "failed", attempts: 10, last_error: "down" })
      .where("id", "=", old.id)
      .execute();
    const id = await requeueMail(old.id);
    const again = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
    expect(again).toMatchObject({
      status: "pending",
      attempts: 0,
      last_error: null,
      contact_message_id: old.contact_message_id,
      to_address: old.to_address,
      reply_to: old.reply_to,
      subject: old.subject,
      text: old.text,
      attachment: old.attachment,
    });
    expect(again.id).not.toBe(old.id);
    const kept = await db.selectFrom("mail_outbox").select(["status", "attempts"]).where("id", "=", old.id).execute();
    expect(kept).toEqual([{ status: "failed", attempts: 10 }]);
    expect(await requeueMail(old.id + 1000)).toBeNull();
  });
});

describe("without RESEND_API_KEY", () => {
  it("starts no sender: mail stays pending, untried, and the submission is kept", async () => {
    expect(configuredSender()).toBeNull();
    await startOutbox();
    const id = await storeContactMessage(message(10));
    await stopOutbox();
    expect(
      await db.selectFrom("mail_outbox").select(["status", "attempts"]).where("contact_message_id", "=", id).execute(),
    ).toEqual([{ status: "pending", attempts: 0 }]);
    expect((await stats()).requests).toBe(0);
  });
});
