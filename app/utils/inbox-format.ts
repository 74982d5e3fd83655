// How the admin inbox's lists name and date a submission.
import { MESSAGES } from "./messages";

export const KIND_LABELS = { career: "Application", contact: "Message" } as const;
export const listDateTime = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

export const spamReasonLabel = (reason: string) => MESSAGES.spamReasons[reason] ?? reason;

/** How long ago, in the largest whole unit: "just now", "5 min ago", "2 h ago", "3 days ago". `now` comes from the loader, so server and browser agree. */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}
