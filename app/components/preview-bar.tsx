// Over an admin's pages of the site while they preview it at a later time: which time, and the way out.

import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";

import * as styles from "./preview-bar.css";

export function PreviewBar({ when }: { when: string }) {
  return (
    <aside className={styles.bar} aria-label={SCHEDULE_TEXTS.previewLabel} lang="en">
      <p className={styles.text}>{SCHEDULE_TEXTS.previewing(when)}</p>
      {/* A document request: the app's pages are read as they are again once the cookie has changed. */}
      <a className={styles.link} href="/admin/scheduled/preview?leave" rel="nofollow">
        {SCHEDULE_TEXTS.leavePreview}
      </a>
    </aside>
  );
}
