// The admins page's changes: invite an admin by mail, revoke an invite, remove an admin (never the last).
import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";

import { findAdminByEmail, removeAdmin, revokeInvite } from "~/.server/auth/admins";
import { recordAudit } from "~/.server/auth/audit";
import { setSecondFactorRule } from "~/.server/auth/factors";
import { requireFreshUser, requireUser } from "~/.server/auth/users";
import { redirectWithToast } from "~/.server/http/toast";
import { mailInvite } from "~/.server/mail/admin-links";
import { emailSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { type FormFailure, parseForm, typedValues } from "~/utils/forms";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS as SECURITY } from "~/utils/texts/admin/security";
import { toast } from "~/utils/toast";

const back = (request: Request, type: "success" | "error", message: string) =>
  redirectWithToast(request, "/admin/admins", toast(type, message), { headers: ADMIN_HEADERS });

export async function inviteOrRemove({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const address = context.clientIp;
  if (form.get("intent") === "rule") {
    const on = form.get("on") === "1";
    // Turning the rule off matters; turning it on only asks more of everyone.
    if (!on) await requireFreshUser(request, "/admin/admins");
    await setSecondFactorRule(on);
    await recordAudit({
      action: on ? "second factor rule turned on" : "second factor rule turned off",
      actor: user.email,
      address,
    });
    return back(request, "success", on ? SECURITY.ruleOn : SECURITY.ruleOff);
  }
  if (form.get("intent") === "remove") {
    await requireFreshUser(request, `/admin/admins?remove=${encodeURIComponent(String(form.get("userId")))}`);
    const removed = await removeAdmin(Number(form.get("userId")));
    if (removed.ok) await recordAudit({ action: "admin removed", actor: user.email, subject: removed.email, address });
    if (removed.ok) return back(request, "success", TEXTS.adminRemoved(removed.email));
    return back(request, "error", removed.reason === "last-admin" ? TEXTS.lastAdmin : TEXTS.adminGone);
  }
  if (form.get("intent") === "revoke") {
    const email = String(form.get("email") ?? "");
    if (await revokeInvite(email)) {
      await recordAudit({ action: "invite revoked", actor: user.email, subject: email, address });
      return back(request, "success", TEXTS.inviteRevoked(email));
    }
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
  await recordAudit({ action: "admin invited", actor: user.email, subject: email, address });
  return back(request, "success", TEXTS.inviteSent(email));
}
