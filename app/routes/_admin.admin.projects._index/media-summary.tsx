import * as styles from "~/components/admin/admin-form.css";
import { PROJECT_MAX_FILES } from "~/utils/constants";
import { COMFORT_TEXTS } from "~/utils/texts/admin/media";
import { FILE_MAX_BYTES, formatBytes, PROJECT_FILES_MAX_BYTES, totalBytes } from "~/utils/upload-limits";

/** The files chosen in the project form, per field, as the drop zones report them. */
export interface PendingMedia {
  header: File[];
  images: File[];
  videos: File[];
}

export const NO_PENDING: PendingMedia = { header: [], images: [], videos: [] };

/** What the project has, what the save adds, and the limits, shown before anything is sent. */
export function MediaSummary({
  current,
  pending,
}: {
  current: { images: number; videos: number; bytes: number } | null;
  pending: PendingMedia;
}) {
  const adding = totalBytes([...pending.header, ...pending.images, ...pending.videos]);
  const files = pending.images.length + pending.videos.length;
  return (
    <div className={styles.wide} role="status" aria-label="Images and videos before saving" data-testid="media-summary">
      {current ? (
        <p className={styles.hint}>
          {COMFORT_TEXTS.mediaNow(current.images, current.videos, formatBytes(current.bytes))}
        </p>
      ) : null}
      <p className={styles.hint}>
        {COMFORT_TEXTS.mediaAdding(
          pending.header.length > 0,
          pending.images.length,
          pending.videos.length,
          formatBytes(adding),
        )}
      </p>
      <p className={styles.hint}>
        {COMFORT_TEXTS.mediaLimits(
          PROJECT_MAX_FILES,
          formatBytes(FILE_MAX_BYTES.image),
          formatBytes(FILE_MAX_BYTES.video),
          formatBytes(PROJECT_FILES_MAX_BYTES),
        )}
      </p>
      {adding > PROJECT_FILES_MAX_BYTES ? (
        <p className={styles.error}>
          {COMFORT_TEXTS.overTotal(formatBytes(adding), formatBytes(PROJECT_FILES_MAX_BYTES))}
        </p>
      ) : null}
      {files > PROJECT_MAX_FILES ? <p className={styles.error}>{COMFORT_TEXTS.tooMany(PROJECT_MAX_FILES)}</p> : null}
    </div>
  );
}
