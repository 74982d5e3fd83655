// A share page's posts (docs/decisions/064): favourite, comment, approve, the recipient's email for answers.
// The link is checked as for its view (a dead one answers the same 404); posts are counted per link and per
// address; every target is looked up in the link's own selection. A success redirects back to the same page
// with a message (a plain form post and a fetcher alike); a refusal answers the page with the error.
import { data } from "@remix-run/node";
import { z } from "zod";

import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";
import {
  addComment,
  approve,
  type FeedbackTarget,
  linkFeedback,
  setAnswerEmail,
  toggleFavourite,
} from "~/.server/content/sharing/feedback";
import { mailDigestIfDue } from "~/.server/content/sharing/feedback-mail";
import { selectionContent } from "~/.server/content/sharing/selections";
import type { LiveLink } from "~/.server/content/sharing/share-links";
import { createRateLimit } from "~/.server/runtime/rate-limit";
import { SHARE_COMMENT_MAX, SHARE_FEEDBACK_PER_ADDRESS, SHARE_FEEDBACK_PER_LINK } from "~/utils/constants";
import { type FeedbackView, targetKey } from "~/utils/share-feedback";
import { recipientTexts } from "~/utils/texts/share-link/feedback";
import { toast } from "~/utils/toast";

import { openLink, SHARE_HEADERS } from "./share";
import { redirectWithToast } from "./toast";

const perLink = createRateLimit({ max: SHARE_FEEDBACK_PER_LINK, windowMs: LOGIN_WINDOW_MS });
const perAddress = createRateLimit({ max: SHARE_FEEDBACK_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS });

const INTENTS = ["favourite", "comment", "approve", "email"] as const;
export type FeedbackIntent = (typeof INTENTS)[number];

/** A refused post: which form (intent and target key) gets the error, and what was typed, to show it again. */
export interface FeedbackFailure {
  ok: false;
  intent: string;
  target: string;
  error: string;
  value: string;
}

/** The target a post names, if it is in the link's selection: `project` (an id) and `image` (an asset id of it). */
async function targetIn(selectionId: number, form: FormData): Promise<FeedbackTarget | null> {
  const projectField = form.get("project");
  const imageField = form.get("image");
  if (!projectField) return imageField ? null : { projectId: null, assetId: null };
  const content = await selectionContent(selectionId);
  const project = content?.projects.find((p) => String(p.id) === projectField);
  if (!project) return null;
  if (!imageField) return { projectId: project.id, assetId: null };
  const image = project.images.find((i) => String(i.id) === imageField);
  return image ? { projectId: project.id, assetId: image.id } : null;
}

export async function shareFeedbackAction(request: Request, token: string, clientIp: string) {
  const link = await openLink(token, clientIp, request);
  const texts = recipientTexts(link.lang);
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get("intent"));
  const text = String(form.get("text") ?? "").trim();
  const fail = (status: number, error: string) =>
    data<FeedbackFailure>(
      { ok: false, intent: intent ?? "", target: String(form.get("target") ?? ""), error, value: text },
      { status, headers: SHARE_HEADERS },
    );
  if (!perLink.hit(String(link.id)) || !perAddress.hit(clientIp)) return fail(429, texts.tooMany);
  const target = await targetIn(link.selectionId, form);
  if (!intent || !target) return fail(400, texts.unknownTarget);
  const back = async (message: string) =>
    redirectWithToast(request, new URL(request.url).pathname, toast("success", message), { headers: SHARE_HEADERS });

  if (intent === "favourite")
    return back((await toggleFavourite(link.id, target)) ? texts.favouriteAdded : texts.favouriteRemoved);
  if (intent === "email") {
    const email = z.email().max(254).safeParse(text);
    if (!email.success) return fail(400, texts.emailInvalid);
    await setAnswerEmail(link.id, email.data);
    return back(texts.emailStored);
  }
  if (text.length > SHARE_COMMENT_MAX)
    return fail(
      400,
      intent === "comment" ? texts.commentTooLong(SHARE_COMMENT_MAX) : texts.noteTooLong(SHARE_COMMENT_MAX),
    );
  if (intent === "comment") {
    if (!text) return fail(400, texts.commentRequired);
    await addComment(link.id, target, text);
  } else {
    // An image is favoured or commented on, not approved: its project is.
    await approve(link.id, { projectId: target.projectId, assetId: null }, text);
  }
  await mailDigestIfDue(link.id);
  return back(intent === "comment" ? texts.commentSent : texts.approved);
}

/** A time as the link's recipient reads it: their language's date and time, in UTC (said so). */
const formatFor = (lang: string) => {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (iso: string) => `${format.format(new Date(iso))} UTC`;
};

/** What the link's pages show of its own feedback; the comments only of `projectId` (none on the selection's page). */
export async function feedbackView(link: LiveLink, projectId?: number): Promise<FeedbackView> {
  const rows = await linkFeedback(link.id);
  const texts = recipientTexts(link.lang);
  const when = formatFor(link.lang);
  const key = (r: FeedbackTarget) => targetKey(r.projectId, r.assetId);
  return {
    lang: link.lang,
    recipient: link.recipientName,
    favourites: rows.filter((r) => r.kind === "favourite").map(key),
    approvals: Object.fromEntries(
      rows.filter((r) => r.kind === "approval").map((r) => [key(r), { at: when(r.createdAt), note: r.body }]),
    ),
    comments: rows
      .filter((r) => r.kind === "comment" && projectId !== undefined && r.projectId === projectId)
      .map((r) => ({
        id: r.id,
        about: r.imageNumber === null ? null : texts.imageN(r.imageNumber),
        text: r.body,
        at: when(r.createdAt),
        answer: r.answer,
      })),
    answerEmail: link.answerEmail,
  };
}
