// Career applications and contact messages: stored with their notification mail in one
// transaction, released from the quarantine or purged from it, and deleted with their portfolio.
// What the admin's inbox reads of them is in inbox.ts.
import type { Transaction } from "kysely";

import type { Asset, Database } from "#db/tables";
import { recordConversion } from "~/.server/analytics/analytics";
import { getCareer, getContact } from "~/.server/content/pages/reads";
import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { careerNotification, contactNotification } from "~/.server/mail/templates";
import { inboxPath, type SubmissionKind } from "~/utils/inbox-paths";
import type { CareerFields, ContactFields } from "~/utils/submission-schemas";

import { portfolioFileName } from "./inbox";

/** Larger portfolios are not attached (many mail servers refuse big mail): the mail links to the inbox instead. */
const MAIL_ATTACHMENT_MAX_BYTES = 7 * 1024 * 1024;

export type { SubmissionKind };
const inboxLink = (kind: SubmissionKind, id: number) => `${siteOrigin()}${inboxPath(kind, id)}`;

type Trx = Transaction<Database>;

/**
 * Stores a message; its mail to the studio's contact address is queued in the same transaction,
 * unless the bot filters suspect it (spamReason), which keeps it in the quarantine, unmailed.
 */
export async function storeContactMessage(fields: ContactFields, spamReason: string | null = null): Promise<number> {
  const { email: studio } = await getContact();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("contact_messages")
      .values({ ...fields, spam_reason: spamReason })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!spamReason) await queueContactMail(trx, id, fields, studio);
    return id;
  });
  if (!spamReason) {
    recordConversion("message");
    wakeOutbox();
  }
  return id;
}

async function queueContactMail(trx: Trx, id: number, fields: ContactFields, studio: string) {
  const mail = contactNotification(fields, inboxLink("contact", id));
  await enqueueMail(trx, {
    contact_message_id: id,
    to_address: studio,
    reply_to: fields.email,
    attachment: null,
    ...mail,
  });
}

/** Stores an application (its portfolio already stored) and, unless it is suspected spam, its mail to the studio's career address. */
export async function storeCareerApplication(
  fields: CareerFields,
  portfolio: Asset,
  spamReason: string | null = null,
): Promise<number> {
  const { email: studio } = await getCareer();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("career_applications")
      .values({
        name: fields.name,
        tel: fields.tel,
        email: fields.email,
        tell_us: fields.tellUs,
        portfolio: portfolio.id,
        spam_reason: spamReason,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!spamReason) await queueCareerMail(trx, id, fields, portfolio, studio);
    return id;
  });
  if (!spamReason) {
    recordConversion("application");
    wakeOutbox();
  }
  return id;
}

async function queueCareerMail(trx: Trx, id: number, fields: CareerFields, portfolio: Asset, studio: string) {
  const attach = portfolio.bytes <= MAIL_ATTACHMENT_MAX_BYTES;
  const mail = careerNotification(fields, {
    attached: attach,
    fileName: portfolioFileName(portfolio),
    bytes: portfolio.bytes,
    inboxLink: inboxLink("career", id),
  });
  await enqueueMail(trx, {
    career_application_id: id,
    to_address: studio,
    reply_to: fields.email,
    attachment: attach ? portfolio.id : null,
    ...mail,
  });
}

/**
 * "Not spam": moves a quarantined submission into the inbox and queues its mail. The move is
 * conditional on it still being in the quarantine, in the mail's transaction, so two clicks
 * (or two admins) queue one mail. Returns whether this call released it; `byAdmin` (an email) is
 * recorded and shown on the item.
 */
export async function releaseSpam(kind: SubmissionKind, id: number, byAdmin: string | null = null): Promise<boolean> {
  const studio = (kind === "career" ? await getCareer() : await getContact()).email;
  const released = await db.transaction().execute(async (trx) => {
    const table = kind === "career" ? "career_applications" : "contact_messages";
    const moved = await trx
      .updateTable(table)
      .set({ spam_reason: null, released_by: byAdmin, released_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("spam_reason", "is not", null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    if (kind === "contact") {
      const row = await trx
        .selectFrom("contact_messages")
        .select(["name", "tel", "email", "message"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await queueContactMail(trx, id, row, studio);
    } else {
      const row = await trx
        .selectFrom("career_applications")
        .select(["name", "tel", "email", "tell_us", "portfolio"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const portfolio = await trx
        .selectFrom("assets")
        .selectAll()
        .where("id", "=", row.portfolio)
        .executeTakeFirstOrThrow();
      await queueCareerMail(
        trx,
        id,
        { name: row.name, tel: row.tel, email: row.email, tellUs: row.tell_us },
        portfolio,
        studio,
      );
    }
    return true;
  });
  if (released) {
    // Counted on the day it was let in: a conversion is an application or message that is not spam.
    recordConversion(kind === "career" ? "application" : "message");
    wakeOutbox();
  }
  return released;
}

/** Deletes suspected spam received before `before`, with its portfolios' rows; returns those assets for their files to go. */
export async function purgeSpam(before: Date): Promise<{ purged: number; portfolios: Asset[] }> {
  const cutoff = before.toISOString();
  return db.transaction().execute(async (trx) => {
    const contact = await trx
      .deleteFrom("contact_messages")
      .where("spam_reason", "is not", null)
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    const careers = await trx
      .selectFrom("career_applications")
      .select(["id", "portfolio"])
      .where("spam_reason", "is not", null)
      .where("created_at", "<", cutoff)
      .execute();
    if (careers.length === 0) return { purged: Number(contact.numDeletedRows), portfolios: [] };
    await trx
      .deleteFrom("career_applications")
      .where(
        "id",
        "in",
        careers.map((c) => c.id),
      )
      .execute();
    const assetIds = careers.map((c) => c.portfolio);
    const portfolios = await trx.selectFrom("assets").selectAll().where("id", "in", assetIds).execute();
    await trx.deleteFrom("assets").where("id", "in", assetIds).execute();
    return { purged: Number(contact.numDeletedRows) + careers.length, portfolios };
  });
}

/** Deletes a submission with its mails; an application's portfolio row and file go too. */
export async function deleteSubmission(kind: SubmissionKind, id: number): Promise<Asset | null> {
  return db.transaction().execute(async (trx) => {
    if (kind === "contact") {
      await trx.deleteFrom("contact_messages").where("id", "=", id).execute();
      return null;
    }
    const row = await trx.selectFrom("career_applications").select("portfolio").where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom("career_applications").where("id", "=", id).execute();
    const asset = await trx.selectFrom("assets").selectAll().where("id", "=", row.portfolio).executeTakeFirst();
    await trx.deleteFrom("assets").where("id", "=", row.portfolio).execute();
    return asset ?? null;
  });
}
