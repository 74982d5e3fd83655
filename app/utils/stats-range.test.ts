import { describe, expect, it } from "vitest";

import { readStatRange } from "./stats-range";

const today = new Date("2026-11-24T15:00:00Z");
const read = (query: string) => readStatRange(new URLSearchParams(query), today);

describe("the Statistics page's range", () => {
  it("reads 7 days, 30 days (the default) and 12 months, today included", () => {
    expect(read("range=7d")).toMatchObject({ name: "7d", from: "2026-11-18", to: "2026-11-24", error: null });
    expect(read("")).toMatchObject({ name: "30d", from: "2026-10-26", to: "2026-11-24", error: null });
    expect(read("range=12m")).toMatchObject({ name: "12m", from: "2025-11-25", to: "2026-11-24", error: null });
  });

  it("takes a custom range, and says why it falls back to 30 days for one it cannot use", () => {
    expect(read("range=custom&from=2026-02-01&to=2026-02-28")).toMatchObject({
      name: "custom",
      from: "2026-02-01",
      to: "2026-02-28",
      error: null,
    });
    expect(read("range=custom&from=2026-02-30&to=2026-03-01")).toMatchObject({
      name: "30d",
      error: "Enter both dates of the range.",
    });
    expect(read("range=custom&from=2026-03-01&to=2026-02-01")).toMatchObject({
      name: "30d",
      error: "The range's first day must come before its last.",
    });
    expect(read("range=custom&from=2000-01-01&to=2026-01-01")).toMatchObject({
      name: "30d",
      error: "Choose a range of at most ten years.",
    });
  });
});
