// What a share link's recipient does with it: favourites, comments, approvals (docs/decisions/064). Every row
// belongs to one link: the recipient's reads and writes name the link, the studio's name the selection, so
// nothing done through one link shows on another, even of the same selection.
import type { Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { now } from "~/.server/runtime/clock";
import { csvLine } from "~/utils/csv";

export type FeedbackKind = "favourite" | "comment" | "approval";

/** What a row is about: the selection (neither), a project, or one of its images (both). */
export interface FeedbackTarget {
  projectId: number | null;
  assetId: number | null;
}

export interface Feedback extends FeedbackTarget {
  id: number;
  linkId: number;
  kind: FeedbackKind;
  /** The comment, or an approval's note. */
  body: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
  projectName: string | null;
  /** The image's place among its project's images (1 first), for a person to find it. */
  imageNumber: number | null;
}

const iso = (at: number) => new Date(at).toISOString();

/** The one row of a kind kept once per target (a favourite, an approval), if any. */
const sameTarget = (trx: Transaction<Database>, linkId: number, kind: FeedbackKind, target: FeedbackTarget) => {
  let query = trx.selectFrom("share_link_feedback").select("id").where("link_id", "=", linkId).where("kind", "=", kind);
  query =
    target.projectId === null
      ? query.where("project_id", "is", null)
      : query.where("project_id", "=", target.projectId);
  query = target.assetId === null ? query.where("asset_id", "is", null) : query.where("asset_id", "=", target.assetId);
  return query.executeTakeFirst();
};

/** Marks or unmarks a favourite; answers whether it is one now. */
export async function toggleFavourite(linkId: number, target: FeedbackTarget, at = now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await sameTarget(trx, linkId, "favourite", target);
    if (found) {
      await trx.deleteFrom("share_link_feedback").where("id", "=", found.id).execute();
      return false;
    }
    await trx
      .insertInto("share_link_feedback")
      .values({
        link_id: linkId,
        kind: "favourite",
        project_id: target.projectId,
        asset_id: target.assetId,
        created_at: iso(at),
      })
      .execute();
    return true;
  });
}

export async function addComment(linkId: number, target: FeedbackTarget, body: string, at = now()): Promise<number> {
  const row = await db
    .insertInto("share_link_feedback")
    .values({
      link_id: linkId,
      kind: "comment",
      project_id: target.projectId,
      asset_id: target.assetId,
      body,
      created_at: iso(at),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Approves a target; approving again replaces the note and goes into the next digest again. */
export async function approve(linkId: number, target: FeedbackTarget, note: string, at = now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await sameTarget(trx, linkId, "approval", target);
    if (found) {
      await trx
        .updateTable("share_link_feedback")
        .set({ body: note, created_at: iso(at), digested: 0 })
        .where("id", "=", found.id)
        .execute();
      return;
    }
    await trx
      .insertInto("share_link_feedback")
      .values({
        link_id: linkId,
        kind: "approval",
        project_id: target.projectId,
        asset_id: null,
        body: note,
        created_at: iso(at),
      })
      .execute();
  });
}

/** Where the recipient is told of answers; null stops it. */
export async function setAnswerEmail(linkId: number, email: string | null): Promise<void> {
  await db.updateTable("share_links").set({ answer_email: email }).where("id", "=", linkId).execute();
}

/** Rows with their project's name and image number, oldest first. */
async function feedbackWhere(linkIds: number[]): Promise<Feedback[]> {
  if (linkIds.length === 0) return [];
  const rows = await db
    .selectFrom("share_link_feedback as f")
    .leftJoin("projects", "projects.id", "f.project_id")
    .leftJoin("project_carousel_images as pci", (join) =>
      join.onRef("pci.project_id", "=", "f.project_id").onRef("pci.asset_id", "=", "f.asset_id"),
    )
    .select([
      "f.id",
      "f.link_id",
      "f.kind",
      "f.project_id",
      "f.asset_id",
      "f.body",
      "f.answer",
      "f.answered_by",
      "f.answered_at",
      "f.created_at",
      "projects.name as project_name",
      "pci.position",
    ])
    .where("f.link_id", "in", linkIds)
    .orderBy("f.created_at")
    .orderBy("f.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    linkId: r.link_id,
    kind: r.kind as FeedbackKind,
    projectId: r.project_id,
    assetId: r.asset_id,
    body: r.body,
    answer: r.answer,
    answeredBy: r.answered_by,
    answeredAt: r.answered_at,
    createdAt: r.created_at,
    projectName: r.project_name,
    imageNumber: r.position === null ? null : r.position + 1,
  }));
}

/** Everything done through one link, for its recipient. */
export const linkFeedback = (linkId: number) => feedbackWhere([linkId]);

/** Everything done through a selection's links, for the studio. */
export async function selectionFeedback(selectionId: number): Promise<Feedback[]> {
  const links = await db.selectFrom("share_links").select("id").where("selection_id", "=", selectionId).execute();
  return feedbackWhere(links.map((l) => l.id));
}

export interface AnsweredComment {
  body: string;
  lang: string;
  recipientName: string;
  answerEmail: string | null;
  selectionTitle: string;
}

/** Answers a comment made through one of the selection's links; null when there is no such comment. */
export async function answerComment(
  selectionId: number,
  commentId: number,
  answer: string,
  by: string,
  at = now(),
): Promise<AnsweredComment | null> {
  const comment = await db
    .selectFrom("share_link_feedback as f")
    .innerJoin("share_links as l", "l.id", "f.link_id")
    .innerJoin("selections as s", "s.id", "l.selection_id")
    .select(["f.body", "l.lang", "l.recipient_name", "l.answer_email", "s.title"])
    .where("f.id", "=", commentId)
    .where("f.kind", "=", "comment")
    .where("l.selection_id", "=", selectionId)
    .executeTakeFirst();
  if (!comment) return null;
  await db
    .updateTable("share_link_feedback")
    .set({ answer, answered_by: by, answered_at: iso(at) })
    .where("id", "=", commentId)
    .execute();
  return {
    body: comment.body,
    lang: comment.lang,
    recipientName: comment.recipient_name,
    answerEmail: comment.answer_email,
    selectionTitle: comment.title,
  };
}

/** What a row is about, in words: "the selection", "Casa Azul", "image 2 of Casa Azul". */
export function targetName(
  row: Pick<Feedback, "projectName" | "imageNumber">,
  words: {
    selection: string;
    imageOf: (n: number, project: string) => string;
  },
): string {
  if (row.projectName === null) return words.selection;
  return row.imageNumber === null ? row.projectName : words.imageOf(row.imageNumber, row.projectName);
}

/** The feedback as CSV (RFC 4180), one row per favourite, comment or approval; formula-like cells are quoted as text. */
export function feedbackCsv(
  rows: Feedback[],
  recipientOf: (linkId: number) => string,
  words: Parameters<typeof targetName>[1],
): string {
  const header = ["recipient", "kind", "about", "text", "at", "answer", "answered by", "answered at"];
  const lines = rows.map((r) => [
    recipientOf(r.linkId),
    r.kind,
    targetName(r, words),
    r.body,
    r.createdAt,
    r.answer,
    r.answeredBy,
    r.answeredAt,
  ]);
  return [header, ...lines].map(csvLine).join("");
}
