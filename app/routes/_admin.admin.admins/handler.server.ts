// The admins page's changes: invite an admin by mail, revoke an invite, remove an admin (never the last).
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { findAdminByEmail, removeAdmin, revokeInvite } from "~/.server/auth/admins";
import { requireUser } from "~/.server/auth/users";
import { redirectWithToast } from "~/.server/http/toast";
import { mailInvite } from "~/.server/mail/admin-links";
import { emailSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { type FormFailure, parseForm, typedValues } from "~/utils/forms";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/messages";
import { toast } from "~/utils/toast";

const back = (request: Request, type: "success" | "error", message: string) =>
  redirectWithToast(request, "/admin/admins", toast(type, message), { headers: ADMIN_HEADERS });

export async function inviteOrRemove({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") === "remove") {
    const removed = await removeAdmin(Number(form.get("userId")));
    if (removed.ok) return back(request, "success", TEXTS.adminRemoved(removed.email));
    return back(request, "error", removed.reason === "last-admin" ? TEXTS.lastAdmin : TEXTS.adminGone);
  }
  if (form.get("intent") === "revoke") {
    const email = String(form.get("email") ?? "");
    if (await revokeInvite(email)) return back(request, "success", TEXTS.inviteRevoked(email));
    return back(request, "error", TEXTS.inviteGone);
  }
  const parsed = parseForm(emailSchema, form);
  const refuse = (errors: Record<string, string>) =>
    data({ ok: false, errors, values: typedValues(form, ["email"]) } satisfies FormFailure, {
      status: 400,
      headers: ADMIN_HEADERS,
    });
  if (!parsed.ok) return refuse(parsed.errors);
  const email = parsed.data.email;
  if (await findAdminByEmail(email)) return refuse({ email: TEXTS.alreadyAdmin(email) });
  await mailInvite(email, user);
  return back(request, "success", TEXTS.inviteSent(email));
}
