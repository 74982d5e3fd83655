// What an upload is while a request holds it, and how one is refused.

/** A file part of a request, streamed to a temporary file. */
export interface UploadedFile {
  path: string;
  /** The name the browser gave; shown to people, never used as a path. */
  name: string;
  size: number;
}

export type UploadErrorCode =
  | "too-large"
  | "bad-type"
  | "damaged"
  | "bad-name"
  | "empty"
  | "unexpected-file"
  | "too-many-fields"
  | "no-space"
  | "failed";
export class UploadError extends Error {
  /** Text fields read before a multipart body was refused, so a form can be shown again as typed. */
  fields: [string, string][] = [];
  constructor(
    readonly code: UploadErrorCode,
    readonly field?: string,
  ) {
    super(`Upload ${code}${field ? ` in ${field}` : ""}`);
  }
}
