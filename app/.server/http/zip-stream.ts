// A zip written as its entries come (fflate's streaming Zip, entries stored: JPEGs do not compress): each
// entry's bytes pass straight to the answer, which is awaited when the client reads slower, so memory holds
// a chunk or two whatever the zip's size. A client that goes away stops the work at the next chunk.
import { PassThrough, type Readable } from "node:stream";

import { Zip, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  /** Made only when the entry's turn comes: a file's stream, or an image made whole (one at a time). */
  open: () => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array>>;
}

/** Waits until `out` wants more bytes; false when it was closed (the client went away). */
const drained = (out: PassThrough) =>
  new Promise<boolean>((resolve) => {
    if (!out.writableNeedDrain) return resolve(!out.destroyed);
    const done = () => {
      out.off("drain", done).off("close", done);
      resolve(!out.destroyed);
    };
    out.on("drain", done).on("close", done);
  });

export function zipStream(entries: ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(chunk);
        if (!(await drained(out))) return;
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
