// Times in the studio's time zone: what the admin types and reads (a wall-clock time there) against
// what is stored (UTC). Pure, for the server and the browser alike; Intl knows the zones' rules.

/** A datetime-local value: "2026-12-01T09:30". */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether Intl knows the zone ("Europe/Lisbon", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of a moment in a zone. */
function partsIn(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** How far the zone's clock is ahead of UTC at that moment, in ms. */
function offsetAt(ms: number, zone: string): number {
  const p = partsIn(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC moment of a wall-clock time typed in the zone; null when it is not a time. Two passes: the
 * zone's offset at a first guess, then at the result (they differ only next to a change of the clocks).
 */
export function zonedToUtc(local: string, zone: string): Date | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day || month > 12 || hour > 23 || minute > 59) return null;
  const guess = asUtc - offsetAt(asUtc, zone);
  return new Date(asUtc - offsetAt(guess, zone));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A stored UTC moment as a datetime-local value in the zone: "2026-12-01T09:30". */
export function utcToZoned(iso: string | number, zone: string): string {
  const p = partsIn(typeof iso === "number" ? iso : Date.parse(iso), zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A stored UTC moment as the admin reads it, in the zone and naming it: "1 Dec 2026, 09:30 (Europe/Lisbon)". */
export function formatInZone(iso: string | number, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(typeof iso === "number" ? iso : Date.parse(iso));
  return `${text} (${zone})`;
}
