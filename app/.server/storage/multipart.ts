// Streaming a multipart body to temporary files under caps that hold while it streams.
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import { env } from "~/.server/env";

import { freeUploadBytes, tmpDir } from "./folders";
import { type UploadedFile, UploadError } from "./upload";

/** Parts in one multipart body: the largest admin form (a project: its fields, alts, credits and 40 files) fits with room. */
const MULTIPART_MAX_PARTS = 300;
/** Text fields in one multipart body (a project's 30 credits are 90 of them); the rest of MULTIPART_MAX_PARTS is files. */
const MULTIPART_MAX_TEXT_FIELDS = 250;
/** Largest single text field in a multipart body (a 5,000-character text in 4-byte UTF-8 fits). */
const MULTIPART_MAX_TEXT_FIELD_BYTES = 64 * 1024;
/** All text fields of one multipart body together: every field of the largest form at its cap fits. */
const MULTIPART_MAX_TEXT_BYTES = 256 * 1024;

export interface ParsedUpload {
  form: FormData;
  /** Uploaded files by field, empty inputs left out. */
  files(field: string): UploadedFile[];
  /** Removes every temporary file of this request that was not stored. */
  cleanup(): Promise<void>;
}

/**
 * A body the multipart parser cannot read is the sender's error, not ours. Its header parser
 * splits on "=" and ";" even inside quotes, so a file name holding one arrives as a malformed
 * header: the person is asked to rename the file.
 */
function malformed(error: unknown): UploadError | null {
  const message = error instanceof Error ? error.message : "";
  if (message.startsWith("malformed content-disposition")) return new UploadError("bad-name");
  if (message.startsWith("malformed") || message === "Could not parse content as FormData.")
    return new UploadError("failed");
  return null;
}

/** A browser sends a file's base name only: separators, dot names and control characters mean a hand-made request. */
export function badFileName(name: string): boolean {
  return (
    name === "." ||
    name === ".." ||
    /[\\/]/.test(name) ||
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    /[\u0000-\u001f\u007f]/.test(name) ||
    Buffer.byteLength(name) > 255
  );
}

/**
 * Streams a multipart body: files go to a temporary folder, each capped at its field's
 * limit (reading stops at the cap, and writes wait for the disk, so memory stays flat);
 * text fields are capped each and together, and so is the number of parts, whether or not
 * the request declared its length. A file in a field without a limit is refused, and so is
 * any upload while the disk is under its free-space margin. `bodyMaxBytes`: the route's own cap (its
 * policy), which the edge holds the body to as it streams; a longer declared length is refused here at once.
 */
export async function parseUpload(
  request: Request,
  limits: Record<string, number>,
  bodyMaxBytes: number,
): Promise<ParsedUpload> {
  await fsp.mkdir(tmpDir(), { recursive: true });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > bodyMaxBytes) throw new UploadError("too-large");
  if (Object.keys(limits).length > 0 && (await freeUploadBytes()) - declared < env().uploadsMinFreeBytes) {
    throw new UploadError("no-space");
  }

  const written = new Map<string, UploadedFile & { field: string }>();
  const texts: [string, string][] = [];
  let parts = 0;
  let textBytes = 0;
  const handler: UploadHandler = async (part) => {
    parts += 1;
    if (parts > MULTIPART_MAX_PARTS) throw new UploadError("too-many-fields");
    if (!part.filename) {
      if (texts.length >= MULTIPART_MAX_TEXT_FIELDS) throw new UploadError("too-many-fields");
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        textBytes += chunk.byteLength;
        if (size > MULTIPART_MAX_TEXT_FIELD_BYTES || textBytes > MULTIPART_MAX_TEXT_BYTES)
          throw new UploadError("too-large", part.name);
        chunks.push(chunk);
      }
      const value = Buffer.concat(chunks).toString("utf8");
      texts.push([part.name, value]);
      return value;
    }
    const limit = limits[part.name];
    if (limit === undefined) throw new UploadError("unexpected-file", part.name);
    if (badFileName(part.filename)) throw new UploadError("bad-name", part.name);
    const file = path.join(tmpDir(), `upload-${crypto.randomUUID()}`);
    const entry = { field: part.name, path: file, name: part.filename, size: 0 };
    written.set(file, entry);
    const out = fs.createWriteStream(file);
    try {
      for await (const chunk of part.data) {
        entry.size += chunk.byteLength;
        if (entry.size > limit) throw new UploadError("too-large", part.name);
        if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    return file;
  };

  const cleanup = async () => {
    await Promise.all([...written.keys()].map((f) => fsp.rm(f, { force: true })));
  };
  try {
    const form = await unstable_parseMultipartFormData(request, handler);
    return {
      form,
      files: (field) => [...written.values()].filter((f) => f.field === field && f.size > 0),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    const refused = error instanceof UploadError ? error : malformed(error);
    if (!refused) throw error;
    refused.fields = texts;
    throw refused;
  }
}
