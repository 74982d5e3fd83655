import { describe, expect, it } from "vitest";

import { formatInZone, isTimeZone, utcToZoned, zonedToUtc } from "./time-zone";

describe("the studio's time zone", () => {
  it("reads a typed time in the zone as UTC, in winter and in summer", () => {
    expect(zonedToUtc("2026-12-01T09:30", "Europe/Lisbon")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(zonedToUtc("2026-07-01T09:30", "Europe/Lisbon")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(zonedToUtc("2026-07-01T09:30", "America/Sao_Paulo")?.toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(zonedToUtc("2026-07-01T09:30", "UTC")?.toISOString()).toBe("2026-07-01T09:30:00.000Z");
  });

  it("takes a time next to a change of the clocks", () => {
    // Lisbon's clocks went from 01:00 to 02:00 on 29 March 2026.
    expect(zonedToUtc("2026-03-29T00:30", "Europe/Lisbon")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedToUtc("2026-03-29T02:30", "Europe/Lisbon")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a time", () => {
    for (const text of ["", "tomorrow", "2026-02-30T09:00", "2026-13-01T09:00", "2026-12-01T24:00"])
      expect(zonedToUtc(text, "UTC")).toBeNull();
  });

  it("shows a stored time in the zone, naming it", () => {
    expect(utcToZoned("2026-07-01T08:30:00.000Z", "Europe/Lisbon")).toBe("2026-07-01T09:30");
    expect(formatInZone("2026-07-01T08:30:00.000Z", "Europe/Lisbon")).toBe("1 Jul 2026, 09:30 (Europe/Lisbon)");
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
