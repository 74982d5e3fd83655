// The Backups page's and the admin home's words about off-site backups (browser and server share them).

/** "every 1 h", "every 15 min", "every 1 day". */
export function everyInterval(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? "every day" : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? "every hour" : `every ${minutes / 60} hours`;
  return `every ${minutes} min`;
}

export const BACKUP_TEXTS = {
  intro:
    "The site's database and files are copied, encrypted, to a backup repository off this server on a schedule. Older copies are thinned out: one per hour for a day, per day for two weeks, per week for two months, per month for a year.",
  notConfigured:
    "Backups off the server are not set up. Set BACKUP_REPOSITORY and RESTIC_PASSWORD (or RESTIC_PASSWORD_FILE) in the server's environment and restart it; the README's Backups section explains how.",
  noneYet: "None yet",
  backUpNow: "Back up now",
  backingUp: "Backing up…",
  started: "Backup started.",
  skipped: "A backup is already running, so no second one was started.",
  notConfiguredToast: "Backups are not set up on this server.",
  scheduleSaved: (every: string) => `Backup schedule saved: ${every}.`,
  scheduleFailed: "The schedule could not be saved.",
  scheduleLabel: "How often",
  defaultChoice: (every: string) => `Default (${every}, from the server's settings)`,
  saveSchedule: "Save schedule",
  savingSchedule: "Saving…",
  phases: {
    snapshot: "Taking a consistent copy of the database and files",
    upload: "Sending to the backup repository",
    retention: "Thinning out old backups",
    check: "Checking the backup repository",
  } as Record<string, string>,
  homeWarning: (age: string) => `The last good backup is ${age} old, more than twice its schedule.`,
  homeWarningNone: "No backup has succeeded yet, and the first was due more than two periods ago.",
  homeWarningLink: "See Backups",
};
