// The Statistics page's texts: the page, its retention form and its CSV export say the same things.
export const STATS_TEXTS = {
  intro:
    "Counted by this server from the pages it answers: no cookie, no script, no outside service. Bots, prefetches, admins and share links are left out. A visitor is counted once per day; the same person on two days counts twice.",
  retentionInvalid: "Enter a whole number of months from 1 to 120.",
  retentionFailed: "Failed to save the retention!",
  retentionSaved: (months: number) => `Statistics are now kept for ${months} months.`,
  retentionHint: "Days older than this are deleted, once a day.",
  empty: "No views counted in this range yet.",
} as const;
