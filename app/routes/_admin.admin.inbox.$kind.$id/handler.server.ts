// An inbox item's changes: delete it with its portfolio, release it from spam, send its mail again.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { log } from "~/.server/log";
import { requeueMail } from "~/.server/mail/outbox";
import { removeFiles } from "~/.server/storage/assets";
import { submissionHasMail } from "~/.server/submissions/inbox";
import { deleteSubmission, releaseSpam } from "~/.server/submissions/store";
import { type SubmissionKind } from "~/utils/inbox-paths";
import { INBOX_TEXTS } from "~/utils/texts/admin/inbox";

/** The item a URL names, or 404. */
export function target(params: LoaderFunctionArgs["params"]): { kind: SubmissionKind; id: number } {
  const id = Number(params.id);
  if ((params.kind !== "career" && params.kind !== "contact") || !Number.isSafeInteger(id) || id < 1) {
    throw new Response("Not found", { status: 404 });
  }
  return { kind: params.kind, id };
}

export async function changeSubmission({ request, params }: ActionFunctionArgs) {
  const admin = await requireUser(request);
  const { kind, id } = target(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    const portfolio = await deleteSubmission(kind, id);
    if (portfolio) await removeFiles([portfolio]);
    // The item is gone, so who deleted it is kept in the log (the admin's id, not what they read).
    log("info", "inbox item deleted", { kind, id, adminId: admin.id });
    return redirect("/admin/inbox");
  }
  if (intent === "release") {
    return { notice: (await releaseSpam(kind, id, admin.email)) ? INBOX_TEXTS.spamReleased : INBOX_TEXTS.spamNotFound };
  }
  if (intent === "resend") {
    const outboxId = Number(form.get("outboxId"));
    if (!(await submissionHasMail(kind, id, outboxId)))
      return data({ notice: "That mail is not part of this submission." }, { status: 400 });
    await requeueMail(outboxId);
    return { notice: "The mail was queued to be sent again." };
  }
  return data({ notice: "Unknown action." }, { status: 400 });
}
