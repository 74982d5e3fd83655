import * as styles from "./admin-form.css";

/** The progress of an upload being sent; nothing when none is. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">{percent < 100 ? `Uploading… ${percent}%` : "Processing…"}</span>
    </div>
  );
}
