// Real visitors' page speed (docs/decisions/062-web-vitals.md): the measures a public page reports of its own load,
// the bounds a reported value must keep, and Google's verdict on a 75th percentile ("good", "needs improvement",
// "poor", https://web.dev/articles/vitals). Shared by the reporter in the browser, the server's check and the
// Statistics page.

/** Where a page sends its measures (a POST of JSON, by navigator.sendBeacon). */
export const VITALS_PATH = "/vitals";
/** A report is one page's five numbers: a few hundred bytes. */
export const VITALS_BODY_MAX_BYTES = 1024;

/**
 * Each measure: its thresholds (at most `good` is good, above `poor` is poor), and the largest value taken as
 * real (a page open for minutes before its first paint is no speed measure; a larger number is refused).
 */
export const VITALS = {
  LCP: { label: "Largest Contentful Paint", good: 2500, poor: 4000, max: 120_000 },
  INP: { label: "Interaction to Next Paint", good: 200, poor: 500, max: 60_000 },
  CLS: { label: "Cumulative Layout Shift", good: 0.1, poor: 0.25, max: 100 },
  FCP: { label: "First Contentful Paint", good: 1800, poor: 3000, max: 120_000 },
  TTFB: { label: "Time to First Byte", good: 800, poor: 1800, max: 120_000 },
} as const;

export type VitalName = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];
/** The three Core Web Vitals: what the Statistics page rates. */
export const CORE_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly VitalName[];

export type VitalRating = "good" | "needs improvement" | "poor";

/** Google's verdict on a value (a page's 75th percentile): good up to `good`, poor above `poor`. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITALS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

/** A value as the Statistics page writes it: LCP in seconds, the other times in milliseconds, CLS unitless. */
export function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(3);
  if (name === "LCP") return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}
