// Checks of uploaded files by their bytes, before anything is stored, so each form can say
// which of its files is wrong.
import type { UploadedFile } from "~/.server/storage/upload";
import { IMAGE_MIMES } from "~/utils/file-types";
import { inspect, type SniffedMime } from "~/.server/storage/inspect";
import { TEXT_MAX } from "~/utils/constants";

export async function isImage(file: UploadedFile): Promise<boolean> {
  return (await typeOf(file, IMAGE_MIMES)) !== null;
}

/** The file's type when it passes the full check for one of the allowed types (see inspect), else null. */
export async function typeOf(file: UploadedFile, allowed: readonly SniffedMime[]): Promise<SniffedMime | null> {
  try {
    return (await inspect(file, allowed)).mime;
  } catch {
    return null;
  }
}

/**
 * The alt texts posted beside a field's files, one per file in order (missing ones empty).
 * The inputs carry maxLength, so only a hand-made post is cut to the limit.
 */
export function altsFor(form: FormData, field: string, count: number): string[] {
  const alts = form.getAll(`${field}Alt`).map((v) => (typeof v === "string" ? v.trim().slice(0, TEXT_MAX.alt) : ""));
  return Array.from({ length: count }, (_, i) => alts[i] ?? "");
}
