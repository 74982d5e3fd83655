// Google's verdicts on a 75th percentile, at and either side of each threshold, and how the page writes a value.
import { expect, it } from "vitest";

import { formatVital, rateVital } from "./web-vitals";

it("rates each Core Web Vital good up to its first threshold, poor above its second", () => {
  const verdicts = (name: Parameters<typeof rateVital>[0], values: number[]) => values.map((v) => rateVital(name, v));
  expect(verdicts("LCP", [0, 2500, 2501, 4000, 4001])).toEqual([
    "good",
    "good",
    "needs improvement",
    "needs improvement",
    "poor",
  ]);
  expect(verdicts("INP", [200, 201, 500, 501])).toEqual(["good", "needs improvement", "needs improvement", "poor"]);
  expect(verdicts("CLS", [0.1, 0.1001, 0.25, 0.2501])).toEqual([
    "good",
    "needs improvement",
    "needs improvement",
    "poor",
  ]);
});

it("writes LCP in seconds, INP in milliseconds and CLS unitless, precise enough to show which side of a threshold", () => {
  expect(formatVital("LCP", 2540)).toBe("2.54 s");
  expect(formatVital("INP", 183.6)).toBe("184 ms");
  expect(formatVital("CLS", 0.1049)).toBe("0.105");
  expect(formatVital("TTFB", 12.2)).toBe("12 ms");
});
