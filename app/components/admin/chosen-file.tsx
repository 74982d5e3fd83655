import type { FileState } from "~/hooks/use-file-progress";
import { COMFORT_TEXTS } from "~/utils/texts/admin/media";
import { formatBytes } from "~/utils/upload-limits";

import * as admin from "./admin-form.css";
import * as styles from "./drop-zone.css";
import { NewImageAlt } from "./translated-field";

export interface Chosen {
  /** Stable across removals, so a typed alt text stays with its file. */
  key: number;
  file: File;
  /** An object URL for the preview, only for real PNG or JPEG bytes. */
  url: string | null;
  /** A video's length in seconds, once the browser has read it. */
  duration?: number;
}

interface Props {
  chosen: Chosen;
  /** Why it will not be sent, or null. */
  problem: string | null;
  /** How its save goes, once one has started. */
  state: FileState | undefined;
  /** The label of its alt text field ("Alt text 2"), if it has one; the fields post in the files' order. */
  altLabel: string | null;
  altName: string;
  /** Starts the ids of its alt text's inputs in the other languages, unique on the page. */
  altId: string;
  onRemove: () => void;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** One file of a drop zone's selection: preview, name, size, what is wrong with it or how far it is sent. */
export function ChosenFile({ chosen, problem, state, altLabel, altName, altId, onRemove }: Props) {
  const { file, url, duration } = chosen;
  const sent = state && "sent" in state ? state.sent : null;
  return (
    <li className={problem ? `${styles.file} ${styles.refused}` : styles.file} data-file={file.name}>
      {/* Only real PNG or JPEG files are drawn; anything else is named, not loaded. */}
      {url ? (
        <img src={url} alt={`Preview of ${file.name}`} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {file.type.startsWith("video/") ? "▶" : "?"}
        </span>
      )}
      <div className={styles.details}>
        <span className={styles.fileName}>{file.name}</span>
        <span>
          {formatBytes(file.size)}
          {duration !== undefined && Number.isFinite(duration) ? ` · ${minutes(duration)}` : ""}
        </span>
        {problem ? (
          <span className={admin.error}>
            {COMFORT_TEXTS.notSent}: {problem}
          </span>
        ) : state && "error" in state ? (
          <span className={admin.error}>
            {COMFORT_TEXTS.notSaved}: {state.error}
          </span>
        ) : state && "saved" in state ? (
          <span>{COMFORT_TEXTS.saved}</span>
        ) : state && "staged" in state ? (
          <span>{COMFORT_TEXTS.sent}</span>
        ) : sent !== null ? (
          <>
            <progress max={100} value={Math.round(sent * 100)} aria-label={`Upload of ${file.name}`} />
            <span>{sent >= 1 ? COMFORT_TEXTS.sent : `${Math.round(sent * 100)}%`}</span>
          </>
        ) : null}
        {altLabel !== null ? <NewImageAlt label={altLabel} name={altName} idPrefix={altId} /> : null}
      </div>
      <button
        type="button"
        className={`${admin.secondary} ${admin.small}`}
        onClick={onRemove}
        aria-label={COMFORT_TEXTS.remove(file.name)}
      >
        Remove
      </button>
    </li>
  );
}
