// The admin's inbox: applications and messages listed together with their mails' state, counted,
// opened (which marks them read), and an application's portfolio.
import { sql } from "kysely";

import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import { safeFileName } from "~/utils/file-name";
import type { SubmissionKind } from "~/utils/inbox-paths";

/** Submissions per page of the admin's inbox. */
const INBOX_PAGE_SIZE = 50;

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
