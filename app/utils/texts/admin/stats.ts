// The Statistics page's texts: the page, its retention form and its CSV export say the same things; its "Page speed"
// section (decision 062).
import { CORE_VITALS, formatVital, VITALS } from "../../web-vitals";

export const STATS_TEXTS = {
  intro:
    "Counted by this server from the pages it answers: no cookie, no script, no outside service. Bots, prefetches, admins and share links are left out. A visitor is counted once per day; the same person on two days counts twice.",
  retentionInvalid: "Enter a whole number of months from 1 to 120.",
  retentionFailed: "Failed to save the retention!",
  retentionSaved: (months: number) => `Statistics are now kept for ${months} months.`,
  retentionHint: "Days older than this are deleted, once a day.",
  empty: "No views counted in this range yet.",
} as const;

const thresholds = CORE_VITALS.map((name) => {
  const { good, poor } = VITALS[name];
  return `${name} (${VITALS[name].label}) good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)}`;
}).join("; ");

export const VITALS_TEXTS = {
  intro: `Measured in visitors' browsers as they load the public pages, sent to this server when the page is hidden: no cookie, no outside service; bots and signed-in admins are left out. Each figure is the 75th percentile (three page loads in four were as fast or faster), rated as Google rates it: ${thresholds}.`,
  empty: "No page speed reported in this range yet.",
} as const;
