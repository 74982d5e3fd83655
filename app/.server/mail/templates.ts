// The one module that talks to the mail service (Resend). The outbox decides what to send and when.
import { Resend } from "resend";

import { env } from "~/.server/env";

/** How long one call to the mail API may take before it counts as failed. */
const MAIL_SEND_TIMEOUT_MS = 15_000;

export interface OutgoingMail {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  attachment: { filename: string; content: Buffer } | null;
  /** The same key for every try of one outbox row, so the service never delivers it twice. */
  idempotencyKey: string;
}

export type SendResult = { ok: true; providerId: string } | { ok: false; error: string; retryable: boolean };
export type MailSender = (mail: OutgoingMail) => Promise<SendResult>;

/** Answers that trying again cannot fix (a bad address, a refused key); everything else is retried. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 405, 422]);

export function createResendSender(options: {
  apiKey: string;
  baseUrl?: string;
  from: string;
  timeoutMs?: number;
}): MailSender {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return async (mail) => {
    // send() resolves with { error } on network and HTTP failures rather than throwing; a hung
    // connection is cut off by the signal.
    const { data, error } = await resend.emails
      .send(
        {
          from: options.from,
          to: [mail.to],
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.attachment
            ? { attachments: [{ filename: mail.attachment.filename, content: mail.attachment.content }] }
            : {}),
        },
        { idempotencyKey: mail.idempotencyKey, signal: AbortSignal.timeout(options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS) },
      )
      .catch((thrown: unknown) => ({
        data: null,
        error: { message: String(thrown), statusCode: null as number | null },
      }));
    if (error) {
      const status = error.statusCode ?? null;
      return {
        ok: false,
        error: `${status ?? "network"}: ${error.message}`,
        retryable: status === null || !PERMANENT_STATUSES.has(status),
      };
    }
    return { ok: true, providerId: data?.id ?? "" };
  };
}

/** The sender the server uses, or null without RESEND_API_KEY: mail then waits in the outbox. */
export function configuredSender(): MailSender | null {
  const config = env();
  if (!config.RESEND_API_KEY) return null;
  return createResendSender({ apiKey: config.RESEND_API_KEY, baseUrl: config.RESEND_BASE_URL, from: config.MAIL_FROM });
}

// eslint-disable-next-line no-control-regex -- control characters are what headerSafe removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Keeps what a visitor typed from shaping a mail header: one line, no control characters. */
function headerSafe(value: string, max = 120): string {
  return value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max);
}

/** Visitor text for a plain-text body: control characters other than line breaks and tabs removed. */
export function bodySafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

// ---------------------------------------------------------------- the studio's notification mails

interface Applicant {
  name: string;
  tel: string;
  email: string;
}

const fields = (who: Applicant) =>
  [
    `Name: ${headerSafe(who.name, 500)}`,
    `Tel: ${headerSafe(who.tel, 100) || "-"}`,
    `Mail: ${headerSafe(who.email, 300)}`,
  ].join("\n");

export function careerNotification(
  application: Applicant & { tellUs: string },
  portfolio: { attached: boolean; fileName: string; bytes: number; inboxLink: string },
) {
  const portfolioLine = portfolio.attached
    ? `Portfolio: attached (${portfolio.fileName}, ${megabytes(portfolio.bytes)})`
    : `Portfolio: ${portfolio.fileName} (${megabytes(portfolio.bytes)}) is too large to attach; download it from the admin inbox: ${portfolio.inboxLink}`;
  return {
    subject: `Career application from ${headerSafe(application.name)}`,
    text: [
      "A new career application was sent from the website.",
      "",
      fields(application),
      "",
      "Anything to tell us?",
      bodySafe(application.tellUs) || "-",
      "",
      portfolioLine,
      `In the admin inbox: ${portfolio.inboxLink}`,
    ].join("\n"),
  };
}

export function contactNotification(message: Applicant & { message: string }, inboxLink: string) {
  return {
    subject: `Contact message from ${headerSafe(message.name)}`,
    text: [
      "A new message was sent from the website's contact form.",
      "",
      fields(message),
      "",
      "Message:",
      bodySafe(message.message),
      "",
      `In the admin inbox: ${inboxLink}`,
    ].join("\n"),
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------- the admins' one-time links

export function adminInviteMail(link: string, invitedBy: string, hours: number) {
  return {
    text: [
      `${headerSafe(invitedBy, 300)} invited you to become an admin of the studio website.`,
      "",
      "Open this link to choose your password; you are then signed in:",
      link,
      "",
      `The link works once, for ${hours} hours. If you did not expect this invite, ignore this mail.`,
    ].join("\n"),
  };
}

export function passwordResetMail(link: string, minutes: number) {
  return {
    text: [
      "Someone asked to set a new password for your admin account on the studio website.",
      "",
      "Open this link to choose a new password; every sign-in of your account then ends:",
      link,
      "",
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ].join("\n"),
  };
}

export function newDeviceMail(when: string, address: string, browser: string, securityLink: string) {
  return {
    text: [
      "Your admin account on the studio website was just signed into from a browser it had not seen before.",
      "",
      `When: ${when}`,
      `Address: ${headerSafe(address, 100)}`,
      `Browser: ${headerSafe(browser, 200)}`,
      "",
      "If this was you, there is nothing to do. If not, change your password and your second factor at once,",
      `and look at the sign-ins in Admin → Security: ${securityLink}`,
    ].join("\n"),
  };
}
