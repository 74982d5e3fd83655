// The inbox: who did what, and the Spam folder.
export const INBOX_TEXTS = {
  openedBy: (who: string, ago: string) => `Opened by ${who}, ${ago}`,
  releasedBy: (who: string, ago: string) => `Marked not spam by ${who}, ${ago}`,
  /** Opened before who opened was recorded. */
  unknownAdmin: "an admin",
  notSpam: "Not spam",
  spamReleased: "Moved to the inbox. Its mail to the studio is queued.",
  spamNotFound: "That submission is no longer in Spam.",
  /** Why a submission sits in Spam, in the admin's words. */
  spamReasons: {
    "too-fast": "Sent back faster than a person can type",
    "bad-token": "Its form token was missing or forged",
    "expired-token": "Its form was more than a day old",
  } as Record<string, string>,
} as const;
