// The one place dates are written out, for the server and the browser alike. Everything is UTC, so a
// page rendered on the server hydrates with the same text.

/** The UTC day of a moment: "2026-11-25", the unit statistics and daily counts are kept in. */
export const isoDay = (at: Date | number) => new Date(at).toISOString().slice(0, 10);

/** A moment to the minute, as the admin's lists and pages show it: "2026-11-25 14:05 UTC". */
export const formatDateTime = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
/** A day (YYYY-MM-DD) as people read it: "25 Nov 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

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
