// One old file made into an asset through the site's own pipeline: an image checked by its content,
// stripped, encoded to every width (AVIF after, in the background), focal point in the centre and
// alt text empty; a video checked and queued for the transcode. A URL imported before (by this run or
// an earlier one) is never fetched or stored again.
import fsp from "node:fs/promises";

import { db } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { storeVideo } from "~/.server/images/video";
import type { Folder } from "~/.server/storage/folders";
import { UploadError } from "~/.server/storage/upload";

import { type FileKind, FileProblem, type FileSource, limiter } from "./files";

export type Brought =
  | { ok: true; assetId: number; kind: FileKind; isNew: boolean }
  | { ok: false; url: string; problem: string; action: string };

/** Encodes at once: each holds a decoded photograph, so this bounds memory as well as the cores. */
const ENCODES_AT_ONCE = 2;

const PROBLEM_WORDS: Record<FileProblem["kind"], { problem: string; action: string }> = {
  "not-found": { problem: "the file is not there", action: "Upload the picture in the editor." },
  timeout: { problem: "the file took too long to come", action: "Run the import again." },
  unreachable: { problem: "the file could not be fetched", action: "Run the import again." },
  "too-large": { problem: "the file is too large", action: "Upload a smaller copy in the editor." },
  "not-an-image": { problem: "the file is not an image", action: "Upload the picture in the editor." },
  "not-a-video": { problem: "the file is not a video the site can play", action: "Upload the video in the editor." },
};

export function fileImporter(source: FileSource, counters: { onFile: (fetched: boolean) => void }) {
  const encodeSlot = limiter(ENCODES_AT_ONCE);
  const inFlight = new Map<string, Promise<Brought>>();

  async function bringOne(url: string, kind: FileKind, folder: Folder): Promise<Brought> {
    const known = await db
      .selectFrom("import_files")
      .innerJoin("assets", "assets.id", "import_files.asset_id")
      .select("assets.id")
      .where("import_files.url", "=", url)
      .executeTakeFirst();
    if (known) {
      counters.onFile(false);
      return { ok: true, assetId: known.id, kind, isNew: false };
    }
    let tmp: string | null = null;
    try {
      tmp = await source.get(url, kind);
      const file = tmp;
      const asset =
        kind === "image"
          ? await encodeSlot(() => storeImage(file, folder, { alt: "", deferAvif: true }))
          : await storeVideo(file, folder);
      counters.onFile(true);
      return { ok: true, assetId: asset.id, kind, isNew: true };
    } catch (error) {
      const problem =
        error instanceof FileProblem
          ? error.kind
          : error instanceof UploadError && error.code === "bad-type"
            ? kind === "image"
              ? "not-an-image"
              : "not-a-video"
            : "unreachable";
      counters.onFile(false);
      return { ok: false, url, ...PROBLEM_WORDS[problem] };
    } finally {
      if (tmp) await fsp.rm(tmp, { force: true });
    }
  }

  return {
    /** The same URL asked for twice in one run (a logo used twice) is brought once. */
    bring(url: string, kind: FileKind, folder: Folder): Promise<Brought> {
      let pending = inFlight.get(url);
      if (!pending) {
        pending = bringOne(url, kind, folder);
        inFlight.set(url, pending);
      }
      return pending;
    },
    /** After a failed write: its new assets are gone, so the next ask brings them again. */
    forget(urls: string[]) {
      for (const url of urls) inFlight.delete(url);
    },
  };
}

export type FileImporter = ReturnType<typeof fileImporter>;
