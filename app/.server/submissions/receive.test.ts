// Storing a career application: the portfolio file and the rows land together or not at all.
import fs from "node:fs";
import path from "node:path";

import type { AppLoadContext } from "@remix-run/node";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { ensureUploadDirs, FOLDERS } from "~/.server/storage/folders";
import { CAREER_BODY_MAX_BYTES, CONTACT_BODY_MAX_BYTES, FORM_TOKEN_FIELD } from "~/utils/constants";
import { en } from "~/utils/texts/en";

import { formToken } from "./antispam";
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

const portfolioFiles = () => fs.readdirSync(path.join(env().uploadsDir, FOLDERS.portfolio));
const context = (ip: string) => ({ clientIp: ip, onClientGone: () => {}, isOperator: () => false });

function application(file: Buffer, name = "cv.pdf") {
  const form = new FormData();
  form.set("name", "Ada");
  form.set("email", "ada@example.org");
  form.set("tellUs", "Hello");
  form.set(FORM_TOKEN_FIELD, formToken(Date.now() - FORM_MIN_FILL_MS - 1));
  form.set("portfolio", new File([new Uint8Array(file)], name, { type: "application/pdf" }));
  return new Request("http://localhost/career", { method: "POST", body: form });
}

describe("receiveCareer", () => {
  it("stores the application, its portfolio and its mail", async () => {
    const outcome = await receiveCareer(application(Buffer.from("%PDF-1.4\nreal enough\n%%EOF\n")), context("1.1.1.1"));
    expect(outcome).toEqual({ status: 200, body: { ok: true } });
    const rows = await db
      .selectFrom("career_applications")
      .innerJoin("mail_outbox", "mail_outbox.career_application_id", "career_applications.id")
      .select(["career_applications.name", "mail_outbox.attachment"])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].attachment).not.toBeNull();
    expect(portfolioFiles()).toHaveLength(1);
  });

  it("removes the stored file when the application's row cannot be written", async () => {
    const before = portfolioFiles();
    const assetsBefore = await db.selectFrom("assets").select("id").execute();
    await sql`CREATE TRIGGER refuse BEFORE INSERT ON career_applications BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(
      db,
    );
    try {
      const outcome = await receiveCareer(application(Buffer.from("%PDF-1.4\nanother\n%%EOF\n")), context("2.2.2.2"));
      expect(outcome.status).toBe(500);
      expect(outcome.body).toMatchObject({
        ok: false,
        errors: { form: en.formErrors.careerFailed },
        values: { name: "Ada" },
      });
    } finally {
      await sql`DROP TRIGGER refuse`.execute(db);
    }
    expect(portfolioFiles()).toEqual(before);
    expect(await db.selectFrom("assets").select("id").execute()).toEqual(assetsBefore);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(1);
  });

  it("refuses a file whose content is not an allowed type, storing nothing", async () => {
    const before = portfolioFiles();
    const outcome = await receiveCareer(application(Buffer.from("plain text"), "fake.pdf"), context("3.3.3.3"));
    expect(outcome).toMatchObject({ status: 415, body: { errors: { portfolio: en.formErrors.portfolioBadType } } });
    expect(portfolioFiles()).toEqual(before);
    expect(fs.readdirSync(path.join(env().uploadsDir, ".tmp"))).toEqual([]);
  });
});

describe("receiveContact", () => {
  const message = () =>
    new Request("http://localhost/contact-us", {
      method: "POST",
      body: new URLSearchParams({
        name: "Ada",
        email: "ada@example.org",
        message: "Hello",
        [FORM_TOKEN_FIELD]: formToken(Date.now() - FORM_MIN_FILL_MS - 1),
      }),
    });

  it("answers the form's failure message, keeping the fields, when the message cannot be stored", async () => {
    await sql`CREATE TRIGGER refuse_message BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(
      db,
    );
    try {
      const outcome = await receiveContact(message(), context("4.4.4.4"));
      expect(outcome).toEqual({
        status: 500,
        body: {
          ok: false,
          errors: { form: en.formErrors.contactFailed },
          values: { name: "Ada", email: "ada@example.org", message: "Hello" },
        },
      });
    } finally {
      await sql`DROP TRIGGER refuse_message`.execute(db);
    }
    expect(await db.selectFrom("contact_messages").select("id").execute()).toEqual([]);
    expect(
      await db.selectFrom("mail_outbox").select("id").where("contact_message_id", "is not", null).execute(),
    ).toEqual([]);
  });

  it("refuses a body over the cap without reading it whole", async () => {
    const huge = new Request("http://localhost/contact-us", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=${"a".repeat(1024 * 1024)}`,
    });
    expect(await receiveContact(huge, context("5.5.5.5"))).toMatchObject({
      status: 413,
      body: { errors: { form: en.formErrors.contactFailed } },
    });
  });
});
