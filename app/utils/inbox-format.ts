import { INBOX_TEXTS } from "./texts/admin/inbox";
// How the admin inbox's lists name a submission and its spam reason.

export const KIND_LABELS = { career: "Application", contact: "Message" } as const;

export const spamReasonLabel = (reason: string) => INBOX_TEXTS.spamReasons[reason] ?? reason;
