// The old site's files, fetched by the URLs in its rows or read from a local copy of its buckets
// (`images/projects/…`, `videos/…`), each into a temporary file for the normal image and video
// pipeline. Downloads are bounded in number, retried with back-off, timed out when they stall and
// cut off at the size cap while they stream: a large site never fills memory or the disk.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { tmpDir } from "~/.server/storage/folders";
import { ADMIN_IMAGE_MAX_BYTES, ADMIN_VIDEO_MAX_BYTES } from "~/utils/constants";

export type FileKind = "image" | "video";
export type FileProblemKind = "not-found" | "timeout" | "too-large" | "unreachable" | "not-an-image" | "not-a-video";

/** Why a file could not come, in the report's words. */
export class FileProblem extends Error {
  constructor(
    readonly kind: FileProblemKind,
    detail: string,
  ) {
    super(detail);
  }
}

export interface FileSource {
  /** Brings one file into a temporary file of its own (the caller removes it); throws FileProblem. */
  get(url: string, kind: FileKind): Promise<string>;
}

export interface FetchSettings {
  /** Downloads at once. */
  concurrency: number;
  /** Tries per file before it is reported (a 404 is not tried again). */
  attempts: number;
  /** The first retry's wait; each next one doubles it. */
  backoffMs: number;
  /** A download with no byte for this long (or no answer) is stopped. */
  stallMs: number;
  maxBytes: Record<FileKind, number>;
  /** Bytes received, for the progress bar. */
  onBytes?: (bytes: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_FETCH: FetchSettings = {
  concurrency: 6,
  attempts: 3,
  backoffMs: 500,
  stallMs: 30_000,
  // The same caps as the admin's own uploads: what the site would refuse from the admin it refuses here.
  maxBytes: { image: ADMIN_IMAGE_MAX_BYTES, video: ADMIN_VIDEO_MAX_BYTES },
};

/** At most `n` tasks at once; the rest wait in order. */
export function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const tmpFile = () => path.join(tmpDir(), `import-${crypto.randomBytes(8).toString("hex")}`);
const tooLarge = (kind: FileKind, max: number) =>
  new FileProblem("too-large", `larger than the ${Math.round(max / 1024 / 1024)} MB a ${kind} may be`);

/** Counts bytes as they pass and stops the stream past the cap. */
function capped(max: number, kind: FileKind, onChunk: (bytes: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onChunk(chunk.length);
      done(total > max ? tooLarge(kind, max) : null, chunk);
    },
  });
}

export function urlFiles(settings: FetchSettings = DEFAULT_FETCH): FileSource {
  const slot = limiter(settings.concurrency);
  const sleep = settings.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  return {
    get: (url, kind) =>
      slot(async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await download(url, kind, settings);
          } catch (error) {
            const problem = error instanceof FileProblem ? error : new FileProblem("unreachable", String(error));
            const retry = problem.kind === "timeout" || problem.kind === "unreachable";
            if (!retry || attempt >= settings.attempts) throw problem;
            await sleep(settings.backoffMs * 2 ** (attempt - 1));
          }
        }
      }),
  };
}

async function download(url: string, kind: FileKind, settings: FetchSettings): Promise<string> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const stalled = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new FileProblem("timeout", "no answer in time")), settings.stallMs);
  };
  stalled();
  const file = tmpFile();
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: "follow" }).catch((error: unknown) => {
      throw controller.signal.reason instanceof FileProblem ? controller.signal.reason : error;
    });
    if (response.status === 404 || response.status === 410) throw new FileProblem("not-found", `${response.status}`);
    // A server error or a throttle may pass; any other refusal will not.
    if (!response.ok) {
      const kindOf = response.status >= 500 || response.status === 429 ? "unreachable" : "not-found";
      throw new FileProblem(kindOf, `HTTP ${response.status}`);
    }
    const max = settings.maxBytes[kind];
    if (Number(response.headers.get("content-length") ?? 0) > max) throw tooLarge(kind, max);
    if (!response.body) throw new FileProblem("unreachable", "empty answer");
    await pipeline(
      Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
      capped(max, kind, (bytes) => {
        stalled();
        settings.onBytes?.(bytes);
      }),
      fs.createWriteStream(file, { flags: "wx" }),
    );
    return file;
  } catch (error) {
    await fsp.rm(file, { force: true });
    if (error instanceof FileProblem) throw error;
    if (controller.signal.reason instanceof FileProblem) throw controller.signal.reason;
    throw new FileProblem("unreachable", (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}

/** The bucket-relative path of an old file URL: after `/object/public/`, else from its bucket's name on. */
export function bucketPath(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  const marker = "/object/public/";
  const at = pathname.indexOf(marker);
  if (at >= 0) return pathname.slice(at + marker.length);
  const parts = pathname.split("/");
  const bucket = parts.findIndex((p) => p === "images" || p === "videos" || p === "files");
  return bucket >= 0 ? parts.slice(bucket).join("/") : null;
}

/** A local copy of the buckets: each URL's file is read from the same path under `root`. */
export function folderFiles(
  root: string,
  settings: Pick<FetchSettings, "maxBytes" | "onBytes"> = DEFAULT_FETCH,
): FileSource {
  const base = path.resolve(root);
  return {
    async get(url, kind) {
      const relative = bucketPath(url);
      const local = relative ? path.resolve(base, relative) : null;
      // Containment: a URL's `..` never reaches outside the copy.
      if (!local || !local.startsWith(base + path.sep)) throw new FileProblem("not-found", "no bucket path in the URL");
      const stat = await fsp.stat(local).catch(() => null);
      if (!stat?.isFile()) throw new FileProblem("not-found", `no file at ${relative}`);
      if (stat.size > settings.maxBytes[kind]) throw tooLarge(kind, settings.maxBytes[kind]);
      const file = tmpFile();
      await fsp.copyFile(local, file);
      settings.onBytes?.(stat.size);
      return file;
    },
  };
}
