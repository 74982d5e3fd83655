// Links mailed through the outbox: the admins' one-time links (an invite, a password reset), and share links.
import { issueToken, TOKEN_TTL_MS } from "~/.server/auth/admins";
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/messages";
import { enqueueMail, wakeOutbox } from "./outbox";
import { adminInviteMail, bodySafe, passwordResetMail } from "./templates";

/**
 * The site's address for a link: SITE_URL when set (always in production, so a forged Host header
 * cannot send a reset link elsewhere), else the address the request came to (local runs, tests).
 */
export const linkBase = (request: Request) => env().siteUrl ?? new URL(request.url).origin;

async function send(to: string, subject: string, text: string) {
  await enqueueMail(db, { to_address: to, reply_to: null, subject, text, attachment: null });
  wakeOutbox();
}

export async function mailInvite(request: Request, email: string, inviter: { id: number; email: string }): Promise<void> {
  const token = await issueToken("invite", email, { invitedBy: inviter.id });
  const mail = adminInviteMail(`${linkBase(request)}/admin/invite/${token}`, inviter.email, TOKEN_TTL_MS.invite / 3_600_000);
  await send(email, TEXTS.inviteMailSubject, mail.text);
}

export async function mailPasswordReset(request: Request, user: { id: number; email: string }): Promise<void> {
  const token = await issueToken("reset", user.email, { userId: user.id });
  const mail = passwordResetMail(`${linkBase(request)}/admin/reset/${token}`, TOKEN_TTL_MS.reset / 60_000);
  await send(user.email, TEXTS.resetMailSubject, mail.text);
}

/** A selection's share link, mailed to its recipient (the text is made by the caller, with the link in it). */
export async function mailShareLink(to: string, subject: string, text: string): Promise<void> {
  await send(to, subject, bodySafe(text));
}
