// A selection page's posts: save it, delete it, revoke a link, answer a recipient's comment. Making a link is the route's own
// action (its address is shown once, on the page the post answers, never in a redirect).
import { type AdminHandler, attempt, failure, intentOf, success } from "~/.server/admin/action";
import { saveSelection, selectionPage } from "~/.server/admin/save-selection";
import { recordAudit } from "~/.server/auth/audit";
import { requireUser } from "~/.server/auth/users";
import { answerComment } from "~/.server/content/sharing/feedback";
import { mailAnswer } from "~/.server/content/sharing/feedback-mail";
import { deleteSelection, getSelection } from "~/.server/content/sharing/selections";
import { revokeShareLink } from "~/.server/content/sharing/share-links";
import { SHARE_COMMENT_MAX } from "~/utils/constants";
import { FEEDBACK_ADMIN_TEXTS, SHARE_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
const INTENTS = ["save", "delete", "revoke", "answer"] as const;

export const selectionIdOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("No such selection", { status: 404 });
  return id;
};

export const handler =
  (id: number): AdminHandler =>
  async (upload, request) => {
    const intent = intentOf(upload, INTENTS);
    if (intent === "save") return saveSelection(upload, id);
    if (intent === "delete") {
      return attempt(upload, intent, TEXTS.selectionDeleteFailed, async () => {
        if (!(await deleteSelection(id))) throw new Error(`No selection with ID ${id}.`);
        return success("/admin/selections", TEXTS.selectionDeleted);
      });
    }
    const user = await requireUser(request);
    if (intent === "answer") {
      const answer = String(upload.form.get("answer") ?? "").trim();
      if (!answer || answer.length > SHARE_COMMENT_MAX)
        return failure(
          upload,
          intent,
          { answer: FEEDBACK_ADMIN_TEXTS.answerRequired },
          FEEDBACK_ADMIN_TEXTS.answerRequired,
        );
      return attempt(upload, intent, FEEDBACK_ADMIN_TEXTS.answerFailed, async () => {
        const comment = await answerComment(id, Number(upload.form.get("commentId")), answer, user.email);
        if (!comment) throw new Error(`No comment ${String(upload.form.get("commentId"))} on selection ${id}.`);
        const mailed = await mailAnswer(comment, answer);
        const detail = { recipient: comment.recipientName, mailed };
        await recordAudit({
          action: "share comment answered",
          actor: user.email,
          subject: comment.selectionTitle,
          detail,
        });
        return success(
          selectionPage(id),
          mailed ? FEEDBACK_ADMIN_TEXTS.answeredAndMailed : FEEDBACK_ADMIN_TEXTS.answered,
        );
      });
    }
    const linkId = Number(upload.form.get("linkId"));
    return attempt(upload, intent, TEXTS.revokeFailed, async () => {
      const recipient = await revokeShareLink(id, linkId);
      if (recipient === null) throw new Error(`No live link ${linkId} of selection ${id}.`);
      const subject = (await getSelection(id))?.title ?? null;
      await recordAudit({ action: "share link revoked", actor: user.email, subject, detail: { recipient } });
      return success(selectionPage(id), TEXTS.linkRevoked);
    });
  };
