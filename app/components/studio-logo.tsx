import * as styles from "./studio-logo.css";

/** The studio's mark: a folded paper plane beside the name. */
export function StudioLogo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M2 15 30 3 22 29 15 19Z M15 19 30 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.words}>
        {/* The space keeps the two lines two words apart in the link's text (its accessible name). */}
        <span className={styles.name}>PAPER PLANE</span> <span className={styles.tagline}>PROJECT STUDIO</span>
      </span>
    </span>
  );
}
