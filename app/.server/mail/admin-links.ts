// Links mailed through the outbox: the admins' one-time links (an invite, a password reset), and share links.
import { issueToken, TOKEN_TTL_MS } from "~/.server/auth/admins";
import { secondFactorRequired } from "~/.server/auth/factors";
import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS } from "~/utils/texts/admin/security";

import { enqueueMail, wakeOutbox } from "./outbox";
import { adminInviteMail, bodySafe, passwordResetMail } from "./templates";

/** Queues a link's mail; once sent, its row keeps the text without the token (nor do backups made later). */
async function send(to: string, subject: string, text: string, token: string) {
  await enqueueMail(db, {
    to_address: to,
    reply_to: null,
    subject,
    text,
    text_after_send: text.replaceAll(token, TEXTS.linkRemovedOnceSent),
    attachment: null,
  });
  wakeOutbox();
}

export async function mailInvite(email: string, inviter: { id: number; email: string }): Promise<void> {
  const token = await issueToken("invite", email, { invitedBy: inviter.id });
  const mail = adminInviteMail(`${siteOrigin()}/admin/invite/${token}`, inviter.email, TOKEN_TTL_MS.invite / 3_600_000);
  // The studio's rule is said up front: the new admin sets up a second factor right after the password.
  const text = (await secondFactorRequired()) ? `${mail.text}\n\n${SECURITY_TEXTS.ruleInviteNote}` : mail.text;
  await send(email, TEXTS.inviteMailSubject, text, token);
}

export async function mailPasswordReset(user: { id: number; email: string }): Promise<void> {
  // A passkey-only account has no password to reset: no link is made.
  const row = await db.selectFrom("users").select("passkey_only").where("id", "=", user.id).executeTakeFirst();
  if (!row || row.passkey_only) return;
  const token = await issueToken("reset", user.email, { userId: user.id });
  const mail = passwordResetMail(`${siteOrigin()}/admin/reset/${token}`, TOKEN_TTL_MS.reset / 60_000);
  await send(user.email, TEXTS.resetMailSubject, mail.text, token);
}

/** A selection's share link, mailed to its recipient (the text is made by the caller, with the link and its token in it). */
export async function mailShareLink(to: string, subject: string, text: string, token: string): Promise<void> {
  await send(to, subject, bodySafe(text), token);
}
