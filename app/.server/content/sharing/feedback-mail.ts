// The mails of a share link's feedback (docs/decisions/064), all through the outbox: the studio's digest of
// comments and approvals, at most one an hour per link, and one mail per answer to a recipient who asked.
import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { bodySafe } from "~/.server/mail/templates";
import { now } from "~/.server/runtime/clock";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";
import { SITE_TITLE } from "~/utils/page-meta";
import { FEEDBACK_ADMIN_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

import { getContact } from "../pages/reads";
import { type AnsweredComment, type Feedback, linkFeedback, targetName } from "./feedback";

/** The least time between two digests of one link. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;

/** A subject on one line, whatever the names in it hold. */
const oneLine = (text: string) => bodySafe(text).replace(/\s+/g, " ").trim();

function digestText(name: string, title: string, selectionId: number, rows: Feedback[]): string {
  const words = { selection: TEXTS.selection, imageOf: TEXTS.imageOf };
  const items = rows.map((r) =>
    r.kind === "comment"
      ? TEXTS.digestComment(targetName(r, words), r.body)
      : TEXTS.digestApproval(targetName(r, words), r.body),
  );
  const page = `${siteOrigin()}/admin/selections/${selectionId}`;
  return bodySafe(
    [TEXTS.digestIntro(name, title), "", ...items.flatMap((i) => [i, ""]), TEXTS.digestOutro(page)].join("\n"),
  );
}

/**
 * Mails the studio the link's comments and approvals not yet mailed, unless its last digest went out less than
 * DIGEST_EVERY_MS ago (they wait for the next one: mailDueDigests). Answers whether a mail was queued.
 */
export async function mailDigestIfDue(linkId: number, at = now()): Promise<boolean> {
  const link = await db
    .selectFrom("share_links as l")
    .innerJoin("selections as s", "s.id", "l.selection_id")
    .select(["l.recipient_name", "l.digest_sent_at", "s.id as selection_id", "s.title"])
    .where("l.id", "=", linkId)
    .executeTakeFirst();
  if (!link) return false;
  if (link.digest_sent_at !== null && at - Date.parse(link.digest_sent_at) < DIGEST_EVERY_MS) return false;
  const waiting = new Set(
    (
      await db
        .selectFrom("share_link_feedback")
        .select("id")
        .where("link_id", "=", linkId)
        .where("kind", "in", ["comment", "approval"])
        .where("digested", "=", 0)
        .execute()
    ).map((r) => r.id),
  );
  if (waiting.size === 0) return false;
  const rows = (await linkFeedback(linkId)).filter((r) => waiting.has(r.id));
  const { email: studio } = await getContact();
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, {
      to_address: studio,
      reply_to: null,
      subject: oneLine(TEXTS.digestSubject(link.title, link.recipient_name)),
      text: digestText(link.recipient_name, link.title, link.selection_id, rows),
      attachment: null,
    });
    await trx
      .updateTable("share_link_feedback")
      .set({ digested: 1 })
      .where("id", "in", [...waiting])
      .execute();
    await trx
      .updateTable("share_links")
      .set({ digest_sent_at: new Date(at).toISOString() })
      .where("id", "=", linkId)
      .execute();
  });
  wakeOutbox();
  return true;
}

/** Mails every link's waiting digest whose hour has passed (the periodic job); answers how many went. */
export async function mailDueDigests(at = now()): Promise<number> {
  const links = await db
    .selectFrom("share_link_feedback")
    .select("link_id")
    .distinct()
    .where("kind", "in", ["comment", "approval"])
    .where("digested", "=", 0)
    .execute();
  let sent = 0;
  for (const { link_id } of links) if (await mailDigestIfDue(link_id, at)) sent++;
  return sent;
}

/** Tells the recipient of an answer, in the link's language, if they gave an address for it. */
export async function mailAnswer(comment: AnsweredComment, answer: string): Promise<boolean> {
  if (!comment.answerEmail) return false;
  const texts = recipientTexts(comment.lang);
  await enqueueMail(db, {
    to_address: comment.answerEmail,
    reply_to: null,
    subject: oneLine(texts.answerMailSubject(SITE_TITLE, comment.selectionTitle)),
    text: bodySafe(texts.answerMailText(comment.recipientName, SITE_TITLE, comment.body, answer)),
    attachment: null,
  });
  wakeOutbox();
  return true;
}

/** How often waiting digests are looked for: one whose hour passed goes out within this much after. */
const DIGEST_CHECK_MS = 5 * 60 * 1000;

/** Started by boot.ts: the comments that came within an hour of the last digest go out once the hour is over. */
export const startDigests = (): StopJob => startPeriodic("share-link digests", DIGEST_CHECK_MS, () => mailDueDigests());
