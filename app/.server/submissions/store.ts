// Career applications and contact messages: stored with their notification mail in one
// transaction, listed in the admin inbox, and deleted with their portfolio.
import { sql, type Transaction } from "kysely";

import type { Asset, Database } from "#db/tables";
import { recordConversion } from "~/.server/analytics/analytics";
import { getCareer, getContact } from "~/.server/content/pages/reads";
import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { careerNotification, contactNotification } from "~/.server/mail/templates";
import { safeFileName } from "~/utils/file-name";
import { inboxPath, type SubmissionKind } from "~/utils/inbox-paths";
import type { CareerFields, ContactFields } from "~/utils/submission-schemas";

/** Larger portfolios are not attached (many mail servers refuse big mail): the mail links to the inbox instead. */
const MAIL_ATTACHMENT_MAX_BYTES = 7 * 1024 * 1024;
/** Submissions per page of the admin's inbox. */
const INBOX_PAGE_SIZE = 50;

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

export function portfolioFileName(asset: Pick<Asset, "path" | "original_name">): string {
  return safeFileName(asset.original_name, asset.path.slice(asset.path.lastIndexOf(".") + 1));
}

/** Where each kind of submission is kept, and the outbox column naming it. */
const SUBMISSION_TABLES = {
  career: { table: "career_applications", mailColumn: "career_application_id" },
  contact: { table: "contact_messages", mailColumn: "contact_message_id" },
} as const;

export interface InboxItem {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  created_at: string;
  read_at: string | null;
  spam_reason: string | null;
  mail_status: "pending" | "sent" | "failed" | null;
}

/**
 * Applications and messages together, newest first, with the state of each one's latest mail:
 * the inbox (spam: false) or the quarantine of suspected spam (spam: true).
 */
export async function listInbox(page: number, { spam = false } = {}): Promise<{ items: InboxItem[]; more: boolean }> {
  // One kind's rows, with its latest mail's state; the inbox lists both kinds together.
  const rowsOf = (kind: SubmissionKind) => {
    const { table, mailColumn } = SUBMISSION_TABLES[kind];
    return db
      .selectFrom(table)
      .select([
        sql<SubmissionKind>`${kind}`.as("kind"),
        "id",
        "name",
        "email",
        "created_at",
        "read_at",
        "spam_reason",
        sql<
          InboxItem["mail_status"]
        >`(SELECT status FROM mail_outbox WHERE ${sql.ref(mailColumn)} = ${sql.ref(`${table}.id`)} ORDER BY id DESC LIMIT 1)`.as(
          "mail_status",
        ),
      ])
      .where("spam_reason", spam ? "is not" : "is", null);
  };
  const rows = await rowsOf("career")
    .unionAll(rowsOf("contact"))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE + 1)
    .offset(page * INBOX_PAGE_SIZE)
    .execute();
  return { items: rows.slice(0, INBOX_PAGE_SIZE), more: rows.length > INBOX_PAGE_SIZE };
}

/** Submissions in the quarantine, for the Spam tab's count. */
export async function countSpam(): Promise<number> {
  const [career, contact] = await Promise.all(
    (["career_applications", "contact_messages"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("spam_reason", "is not", null)
        .executeTakeFirstOrThrow(),
    ),
  );
  return Number(career.n) + Number(contact.n);
}

export async function countUnread(): Promise<number> {
  const [career, contact] = await Promise.all(
    (["career_applications", "contact_messages"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("read_at", "is", null)
        .where("spam_reason", "is", null)
        .executeTakeFirstOrThrow(),
    ),
  );
  return Number(career.n) + Number(contact.n);
}

/** One submission with its mails and their tries; reading it marks it read, by `byAdmin` (an email). */
export async function openSubmission(kind: SubmissionKind, id: number, byAdmin: string | null = null) {
  const found = kind === "career" ? await findApplication(id) : await findMessage(id);
  if (!found) return null;
  if (!found.read_at) {
    await db
      .updateTable(kind === "career" ? "career_applications" : "contact_messages")
      .set({ read_at: new Date().toISOString(), read_by: byAdmin })
      .where("id", "=", id)
      .where("read_at", "is", null)
      .execute();
  }
  const mails = await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "to_address",
      "subject",
      "status",
      "attempts",
      "last_error",
      "sent_at",
      "created_at",
      "next_attempt_at",
    ])
    .where(kind === "career" ? "career_application_id" : "contact_message_id", "=", id)
    .orderBy("id", "desc")
    .execute();
  return { kind, ...found, mails };
}

/** What the inbox shows of a submission, the same columns in both tables; each adds its text (and a portfolio). */
const SHOWN_COLUMNS = [
  "id",
  "name",
  "tel",
  "email",
  "created_at",
  "read_at",
  "spam_reason",
  "read_by",
  "released_by",
  "released_at",
] as const;

async function findApplication(id: number) {
  const row = await db
    .selectFrom("career_applications")
    .innerJoin("assets", "assets.id", "career_applications.portfolio")
    .select(SHOWN_COLUMNS.map((column) => `career_applications.${column}` as const))
    .select(["career_applications.tell_us", "assets.path", "assets.original_name", "assets.bytes"])
    .where("career_applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { tell_us, path, original_name, bytes, ...rest } = row;
  return {
    ...rest,
    text: tell_us,
    portfolio: { fileName: portfolioFileName({ path, original_name }), originalName: original_name, bytes },
  };
}

async function findMessage(id: number) {
  const row = await db
    .selectFrom("contact_messages")
    .select([...SHOWN_COLUMNS, "message"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { message, ...rest } = row;
  return { ...rest, text: message, portfolio: null };
}

/** The mail ids of a submission, so the inbox only resends a mail that belongs to what is shown. */
export async function submissionHasMail(kind: SubmissionKind, id: number, outboxId: number): Promise<boolean> {
  const row = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("id", "=", outboxId)
    .where(kind === "career" ? "career_application_id" : "contact_message_id", "=", id)
    .executeTakeFirst();
  return Boolean(row);
}

export async function getPortfolio(applicationId: number): Promise<Asset | undefined> {
  return db
    .selectFrom("career_applications")
    .innerJoin("assets", "assets.id", "career_applications.portfolio")
    .selectAll("assets")
    .where("career_applications.id", "=", applicationId)
    .executeTakeFirst();
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
