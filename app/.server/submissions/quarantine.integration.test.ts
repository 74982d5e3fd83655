// Nothing a person sends is lost: suspected bots are kept in the quarantine (unmailed), purged
// after SPAM_RETENTION_MS with their portfolio, and "Not spam" mails one exactly once.
import fs from "node:fs";
import path from "node:path";

import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { ensureUploadDirs, FOLDERS, sweepTmp } from "~/.server/storage/folders";
import { parseUpload } from "~/.server/storage/multipart";
import { UploadError } from "~/.server/storage/upload";
import { openSubmission } from "~/.server/submissions/inbox";
import { releaseSpam } from "~/.server/submissions/store";
import {
  CAREER_BODY_MAX_BYTES,
  CONTACT_BODY_MAX_BYTES,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  SPAM_RETENTION_MS,
} from "~/utils/constants";
import { en } from "~/utils/texts/en";

import { FORM_TOKEN_MAX_AGE_MS } from "./antispam";
import { formToken, honeypotDrops } from "./antispam";
import { PORTFOLIO_BYTES_PER_ADDRESS_PER_DAY } from "./intake";
import { sweepIntake } from "./intake";
import { FORM_MIN_FILL_MS } from "./limits";
import * as receive from "./receive";

// The forms' routes hand their receivers the body caps their policies declare.
const receiveContact = (request: Request, context: AppLoadContext) =>
  receive.receiveContact(request, context, CONTACT_BODY_MAX_BYTES);
const receiveCareer = (request: Request, context: AppLoadContext) =>
  receive.receiveCareer(request, context, CAREER_BODY_MAX_BYTES);

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

const context = (ip: string) => ({ cspNonce: "", clientIp: ip, onClientGone: () => {}, isOperator: () => false });
const aged = (ms: number) => formToken(Date.now() - ms);
const portfolioFiles = () => fs.readdirSync(path.join(env().uploadsDir, FOLDERS.portfolio));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

function contact(token: string, name = "Ada", extra: Record<string, string> = {}) {
  return new Request("http://localhost/contact-us", {
    method: "POST",
    body: new URLSearchParams({
      name,
      email: "ada@example.org",
      message: `Hello from ${name}`,
      [FORM_TOKEN_FIELD]: token,
      ...extra,
    }),
  });
}

function career(token: string, name: string, file = pdf(name)) {
  const form = new FormData();
  form.set("name", name);
  form.set("email", "ada@example.org");
  form.set("tellUs", "Hello");
  form.set(FORM_TOKEN_FIELD, token);
  form.set("portfolio", new File([new Uint8Array(file)], "cv.pdf", { type: "application/pdf" }));
  return new Request("http://localhost/career", { method: "POST", body: form });
}

const contactRow = (name: string) =>
  db.selectFrom("contact_messages").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
const careerRow = (name: string) =>
  db.selectFrom("career_applications").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
const mailsOf = (column: "contact_message_id" | "career_application_id", id: number) =>
  db.selectFrom("mail_outbox").select("id").where(column, "=", id).execute();

describe("the quarantine", () => {
  it("keeps a too-fast, a forged and an expired-token message as suspected spam, unmailed, and answers success", async () => {
    const cases = [
      ["Fast", formToken(), "too-fast"],
      ["Forged", "123.abc.def", "bad-token"],
      ["Stale", aged(FORM_TOKEN_MAX_AGE_MS + 60_000), "expired-token"],
    ] as const;
    for (const [name, token, reason] of cases) {
      expect(await receiveContact(contact(token, name), context(`10.0.0.${name.length}`))).toEqual({
        status: 200,
        body: { ok: true },
      });
      const row = await contactRow(name);
      expect(row.spam_reason).toBe(reason);
      expect(row.message).toBe(`Hello from ${name}`);
      expect(await mailsOf("contact_message_id", row.id)).toEqual([]);
    }
  });

  it("drops a honeypot hit but counts it", async () => {
    const before = await honeypotDrops();
    const outcome = await receiveContact(
      contact(aged(FORM_MIN_FILL_MS + 1), "Trap", { [HONEYPOT_FIELD]: "http://spam.example" }),
      context("10.0.1.1"),
    );
    expect(outcome.status).toBe(200);
    expect(await db.selectFrom("contact_messages").select("id").where("name", "=", "Trap").execute()).toEqual([]);
    expect(await honeypotDrops()).toBe(before + 1);
  });

  it("accepts a form token once; the second send is refused with the typed text kept", async () => {
    const token = aged(FORM_MIN_FILL_MS + 1);
    expect((await receiveContact(contact(token, "Once"), context("10.0.2.1"))).status).toBe(200);
    expect(await receiveContact(contact(token, "Twice"), context("10.0.2.1"))).toEqual({
      status: 409,
      body: {
        ok: false,
        errors: { form: en.formErrors.formAlreadySent },
        values: { name: "Twice", email: "ada@example.org", message: "Hello from Twice" },
      },
    });
    expect((await contactRow("Once")).spam_reason).toBeNull();
  });

  it("Not spam moves a message into the inbox and queues its mail exactly once, however often it is pressed", async () => {
    await receiveContact(contact(formToken(), "Released"), context("10.0.3.1"));
    const { id } = await contactRow("Released");
    const results = await Promise.all([
      releaseSpam("contact", id),
      releaseSpam("contact", id),
      releaseSpam("contact", id),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await releaseSpam("contact", id)).toBe(false);
    expect((await contactRow("Released")).spam_reason).toBeNull();
    expect(await mailsOf("contact_message_id", id)).toHaveLength(1);
  });

  it("records which admin released a message and which first opened it", async () => {
    await receiveContact(contact(formToken(), "Audited"), context("10.0.3.2"));
    const { id } = await contactRow("Audited");
    expect(await releaseSpam("contact", id, "first@studio.test")).toBe(true);
    expect(await releaseSpam("contact", id, "second@studio.test")).toBe(false);
    await openSubmission("contact", id, "first@studio.test");
    await openSubmission("contact", id, "second@studio.test");
    const row = await db
      .selectFrom("contact_messages")
      .select(["read_by", "released_by", "released_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ read_by: "first@studio.test", released_by: "first@studio.test" });
    expect(row.released_at).not.toBeNull();
  });

  it("Not spam mails a quarantined application once, with its portfolio attached", async () => {
    expect((await receiveCareer(career(formToken(), "Quick applicant"), context("10.0.4.1"))).status).toBe(200);
    const row = await careerRow("Quick applicant");
    expect(row.spam_reason).toBe("too-fast");
    expect(await mailsOf("career_application_id", row.id)).toEqual([]);
    await Promise.all([releaseSpam("career", row.id), releaseSpam("career", row.id)]);
    const mails = await db
      .selectFrom("mail_outbox")
      .select("attachment")
      .where("career_application_id", "=", row.id)
      .execute();
    expect(mails).toEqual([{ attachment: row.portfolio }]);
  });

  it("purges suspected spam after the retention period, with its portfolio file, and nothing else", async () => {
    await receiveCareer(career(formToken(), "Old spam"), context("10.0.5.1"));
    await receiveContact(contact(formToken(), "Old spam message"), context("10.0.5.2"));
    await receiveCareer(career(formToken(), "New spam"), context("10.0.5.3"));
    await receiveCareer(career(aged(FORM_MIN_FILL_MS + 1), "Old person"), context("10.0.5.4"));
    const old = new Date(Date.now() - SPAM_RETENTION_MS - 60_000).toISOString();
    for (const table of ["career_applications", "contact_messages"] as const) {
      await db
        .updateTable(table)
        .set({ created_at: old })
        .where("name", "in", ["Old spam", "Old spam message", "Old person"])
        .execute();
    }
    const oldSpam = await careerRow("Old spam");
    const oldFile = await db
      .selectFrom("assets")
      .select("path")
      .where("id", "=", oldSpam.portfolio)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(env().uploadsDir, oldFile.path))).toBe(true);

    await sweepIntake();

    const names = (await db.selectFrom("career_applications").select("name").execute()).map((r) => r.name);
    expect(names).toContain("New spam");
    expect(names).toContain("Old person");
    expect(names).not.toContain("Old spam");
    expect(
      await db.selectFrom("contact_messages").select("id").where("name", "=", "Old spam message").execute(),
    ).toEqual([]);
    expect(await db.selectFrom("assets").select("id").where("id", "=", oldSpam.portfolio).execute()).toEqual([]);
    expect(fs.existsSync(path.join(env().uploadsDir, oldFile.path))).toBe(false);
  });
});

describe("the career form's disk budget", () => {
  it("caps the portfolio bytes one address sends in a day, keeping the typed text", async () => {
    const ip = "10.0.6.1";
    const big = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(PORTFOLIO_BYTES_PER_ADDRESS_PER_DAY / 5 - 20, 0x20),
      Buffer.from("\n%%EOF\n"),
    ]);
    for (let i = 0; i < 5; i++) {
      expect((await receiveCareer(career(aged(FORM_MIN_FILL_MS + 1), `Budget ${i}`, big), context(ip))).status).toBe(
        200,
      );
    }
    const files = portfolioFiles().length;
    const outcome = await receiveCareer(career(aged(FORM_MIN_FILL_MS + 1), "Budget over", big), context(ip));
    expect(outcome).toMatchObject({
      status: 429,
      body: { errors: { portfolio: en.formErrors.portfolioDailyLimit }, values: { name: "Budget over" } },
    });
    expect(portfolioFiles()).toHaveLength(files);
    // Another address still gets in.
    expect(
      (await receiveCareer(career(aged(FORM_MIN_FILL_MS + 1), "Other address", pdf("x")), context("10.0.6.2"))).status,
    ).toBe(200);
  });
});

describe("multipart limits", () => {
  it("refuses a body with too many parts, with or without a declared length, and keeps no file", async () => {
    const boundary = "----cap";
    const parts = Array.from(
      { length: 400 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join("");
    const body = `${parts}--${boundary}--\r\n`;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const request = new Request("http://localhost/career", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(parseUpload(request, { portfolio: 1024 }, CAREER_BODY_MAX_BYTES)).rejects.toMatchObject({
      code: "too-many-fields",
    });
    expect(fs.readdirSync(path.join(env().uploadsDir, ".tmp"))).toEqual([]);
  });

  it("refuses a file whose name carries control characters, and keeps only the base name of one with a path", async () => {
    const upload = (filename: string) =>
      new Request("http://localhost/career", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=b" },
        body: Buffer.concat([
          Buffer.from(
            `--b\r\nContent-Disposition: form-data; name="portfolio"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
            "latin1",
          ),
          pdf("x"),
          Buffer.from("\r\n--b--\r\n"),
        ]),
      });
    for (const name of ["cv\u0000.pdf", "cv\u001b[31m.pdf", "cv\u007f.pdf", "cv\t.pdf"]) {
      const error = await parseUpload(upload(name), { portfolio: 1024 }, CAREER_BODY_MAX_BYTES).catch(
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(name)).toBeInstanceOf(UploadError);
      expect((error as UploadError).code, JSON.stringify(name)).toBe("bad-name");
    }
    // RFC 7578: the parser passes on the base name only; the stored name is content-hashed anyway.
    const parsed = await parseUpload(upload("../../etc/cv.pdf"), { portfolio: 1024 }, CAREER_BODY_MAX_BYTES);
    expect(parsed.files("portfolio").map((f) => f.name)).toEqual(["cv.pdf"]);
    await parsed.cleanup();
    expect(fs.readdirSync(path.join(env().uploadsDir, ".tmp"))).toEqual([]);
  });

  it("sweeps leftover temporary files at start", async () => {
    fs.writeFileSync(path.join(env().uploadsDir, ".tmp", "upload-left-over"), "x");
    expect(await sweepTmp()).toBe(1);
    expect(fs.readdirSync(path.join(env().uploadsDir, ".tmp"))).toEqual([]);
  });
});
