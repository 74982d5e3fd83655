// The files on disk that an `assets` row names, relative to the uploads root. Pure, so the
// backup, the restore and the crash drill can use it on any database and uploads folder.
import type { Asset } from "#db/tables";
import { type Variant, videoStem } from "~/utils/media";

/** Metadata-free masters that the public variants are re-encoded from; never served. */
export const MASTERS_FOLDER = ".masters";
/** Temporary upload files, swept at start. */
export const TMP_FOLDER = ".tmp";
/** Files a start found on disk with no row naming them (left by a crash); kept a while, never served. */
export const ORPHANS_FOLDER = ".orphans";
/** Folders of the uploads root that hold asset files; anything else in them that no row names is an orphan. */
export const CONTENT_FOLDERS = ["images", "videos", "files", MASTERS_FOLDER] as const;

export type AssetFileFields = Pick<Asset, "path" | "kind" | "mime" | "variants"> & {
  state?: Asset["state"];
} & Partial<Pick<Asset, "width" | "height" | "tiled">>;

export function masterFile(stem: string, mime: string): string {
  const name = stem.slice(stem.lastIndexOf("/") + 1);
  return `${MASTERS_FOLDER}/${name}.${mime === "image/png" ? "png" : "jpg"}`;
}

/** Where a video's upload waits, never served, until it has been transcoded into the video's path. */
export function videoSourceFile(videoPath: string): string {
  const stem = videoStem(videoPath);
  return `${MASTERS_FOLDER}/${stem.slice(stem.lastIndexOf("/") + 1)}.source`;
}

/** Every file of an asset, as a '/'-separated path under the uploads root. */
export function assetRelativeFiles(asset: AssetFileFields): string[] {
  const variants = JSON.parse(asset.variants) as Variant[];
  if (asset.kind === "image")
    return [
      masterFile(asset.path, asset.mime),
      ...variants.map((v) => `${asset.path}-${v.width}.${v.format}`),
      ...(asset.tiled && asset.width && asset.height ? tileFiles(asset.path, asset.width, asset.height) : []),
    ];
  if (asset.kind !== "video") return [asset.path];
  // A video: its MP4 once ready (its upload while processing; nothing once failed), and its poster.
  const state = asset.state ?? "ready";
  if (state === "failed") return [];
  const poster = variants.map((v) => `${videoStem(asset.path)}-${v.width}.${v.format}`);
  return [state === "processing" ? videoSourceFile(asset.path) : asset.path, ...poster];
}

/** A drawing's Deep Zoom pyramid: square tiles of this many pixels (the last of a row or column smaller). */
export const TILE_SIZE = 512;
/** Pixels each tile repeats of its neighbours, so no seam shows between tiles drawn side by side. */
export const TILE_OVERLAP = 1;
export const TILE_FORMAT = "webp";

/** The pyramid's descriptor (`<stem>.dzi`); its tiles are in `<stem>_files/<level>/<column>_<row>.webp`. */
export const dziFile = (stem: string) => `${stem}.dzi`;
export const tilesFolder = (stem: string) => `${stem}_files`;

/**
 * Every file of a pyramid, named from the image's size alone (as libvips lays out "dz": each level half the one
 * above, rounded up, down to one pixel), so the backup, the audit and deletes know them without reading a folder.
 */
export function tileFiles(stem: string, width: number, height: number): string[] {
  const top = Math.ceil(Math.log2(Math.max(width, height)));
  const files = [dziFile(stem)];
  for (let level = 0; level <= top; level++) {
    const scale = 2 ** (top - level);
    const columns = Math.ceil(Math.ceil(width / scale) / TILE_SIZE);
    const rows = Math.ceil(Math.ceil(height / scale) / TILE_SIZE);
    for (let column = 0; column < columns; column++)
      for (let row = 0; row < rows; row++) files.push(`${tilesFolder(stem)}/${level}/${column}_${row}.${TILE_FORMAT}`);
  }
  return files;
}
