// The spam page's change: "Not spam" moves one submission into the inbox and queues its mail, once.
import { type ActionFunctionArgs, data } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { releaseSpam } from "~/.server/submissions/store";
import { INBOX_TEXTS } from "~/utils/texts/admin/inbox";

export async function releaseFromSpam({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request);
  const form = await request.formData();
  const kind = form.get("kind");
  const id = Number(form.get("id"));
  if ((kind !== "career" && kind !== "contact") || !Number.isSafeInteger(id) || form.get("intent") !== "release") {
    return data({ notice: "Unknown action." }, { status: 400 });
  }
  const released = await releaseSpam(kind, id, admin.email);
  return { notice: released ? INBOX_TEXTS.spamReleased : INBOX_TEXTS.spamNotFound };
}
