// What the admin's drop zones check of each chosen file before anything is sent, and how sizes read.
// The server checks the same limits again, and the files' bytes, on every upload.
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_PROJECT_BODY_MAX_BYTES,
  ADMIN_TEXT_BODY_MAX_BYTES,
  ADMIN_VIDEO_MAX_BYTES,
} from "./constants";
import { declaredType, IMAGE_MIMES, VIDEO_MIMES } from "./file-types";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "./texts/admin/media";

export type UploadKind = "image" | "video";

/** The largest file of each kind, as the upload routes' limits have it. */
export const FILE_MAX_BYTES: Record<UploadKind, number> = {
  image: ADMIN_IMAGE_MAX_BYTES,
  video: ADMIN_VIDEO_MAX_BYTES,
};
const ACCEPTED: Record<UploadKind, readonly string[]> = { image: IMAGE_MIMES, video: VIDEO_MIMES };

/** Files one drop zone takes at once where each is sent as its own save (home slides, logos): a batch to check at a glance. */
export const ONE_BY_ONE_MAX_FILES = 20;

/** The files of one project save together: its body cap less the room kept there for the text fields. */
export const PROJECT_FILES_MAX_BYTES = ADMIN_PROJECT_BODY_MAX_BYTES - ADMIN_TEXT_BODY_MAX_BYTES;

/** A size as people read it: "512 B", "1.5 KB", "40 MB" (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
  return `${rounded} ${units[unit]}`;
}

/** What the browser knows of a chosen file before reading it. */
export interface ChosenFile {
  name: string;
  size: number;
  /** The declared type (from the name); the server reads the bytes. */
  type: string;
}

/**
 * Why each chosen file would be refused, in order (null: it can go): its declared type, its size, and
 * whether it comes after the field's count is full. A refused file does not take a place in the count.
 */
export function fileProblems(files: ChosenFile[], kind: UploadKind, maxFiles: number): (string | null)[] {
  let accepted = 0;
  return files.map((file) => {
    if (!ACCEPTED[kind].includes(declaredType(file)))
      return kind === "image" ? MEDIA_TEXTS.invalidImage : MEDIA_TEXTS.invalidVideo;
    if (file.size > FILE_MAX_BYTES[kind])
      return COMFORT_TEXTS.tooLarge(formatBytes(file.size), formatBytes(FILE_MAX_BYTES[kind]));
    if (accepted >= maxFiles) return maxFiles === 1 ? COMFORT_TEXTS.oneFileOnly : COMFORT_TEXTS.tooMany(maxFiles);
    accepted++;
    return null;
  });
}

export const totalBytes = (files: { size: number }[]) => files.reduce((sum, f) => sum + f.size, 0);
