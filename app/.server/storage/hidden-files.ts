// Files in the public upload folders that visitors must not get: a trashed project's images and
// videos (and those of any other state that hides a project). The file server asks
// isHiddenFromVisitors() before it serves an upload. Which assets are hidden is the content's
// decision (content/projects/hidden-project-files.ts); how a served file names its asset is this module's.
import path from "node:path";

import { mediaPathOf } from "~/utils/media";

let hidden: ReadonlySet<string> = new Set();

/** Replaces the hidden assets (their `assets.path`: an image's stem, a video's file). */
export function setHiddenFiles(assetPaths: Iterable<string>): void {
  hidden = new Set(assetPaths);
}

/**
 * Whether a request for this file under the uploads root must answer 404. `file` is the URL's
 * path as requested (percent-encoded, possibly with dot segments): it is decoded and normalised
 * as the static file server will, so another spelling of the same file is hidden too.
 */
export function isHiddenFromVisitors(file: string): boolean {
  if (hidden.size === 0) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return false; // the static file server refuses it (400)
  }
  const normalised = path.posix.normalize(`/${decoded}`).slice(1);
  return hidden.has(normalised) || hidden.has(mediaPathOf(normalised));
}
