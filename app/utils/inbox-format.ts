// How the admin inbox's lists name and date a submission.
import { MESSAGES } from "./messages";

export const KIND_LABELS = { career: "Application", contact: "Message" } as const;
export const listDateTime = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

export const spamReasonLabel = (reason: string) => MESSAGES.spamReasons[reason] ?? reason;
