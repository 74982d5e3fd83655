import { COMFORT_TEXTS } from "~/utils/texts/admin/media";

import * as styles from "./admin-form.css";

/** The progress of an upload being sent (and of a batch, its files sent so far); nothing when none is. */
export function UploadProgress({
  progress,
  files = null,
}: {
  progress: number | null;
  files?: { sent: number; total: number } | null;
}) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : "Processing…"}
        {files ? ` ${COMFORT_TEXTS.batchProgress(files.sent, files.total)}` : ""}
      </span>
    </div>
  );
}
