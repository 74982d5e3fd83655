import type { MailStatus } from "#db/tables";

import * as styles from "./mail-status-badge.css";

const LABELS: Record<MailStatus, string> = { pending: "Mail pending", sent: "Mail sent", failed: "Mail failed" };
const CLASSES: Record<MailStatus, string> = {
  pending: styles.badgePending,
  sent: styles.badgeSent,
  failed: styles.badgeFailed,
};

/** A mail's delivery state in the admin inbox. */
export function MailStatusBadge({ status }: { status: MailStatus | null }) {
  if (!status) return <span className={styles.badgePending}>No mail</span>;
  return <span className={CLASSES[status]}>{LABELS[status]}</span>;
}
