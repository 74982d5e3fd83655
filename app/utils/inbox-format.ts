// How the admin inbox's lists name a submission and its spam reason.
import { MESSAGES } from "./messages";

export const KIND_LABELS = { career: "Application", contact: "Message" } as const;

export const spamReasonLabel = (reason: string) => MESSAGES.spamReasons[reason] ?? reason;
