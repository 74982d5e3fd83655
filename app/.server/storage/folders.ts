// Where uploads live under the uploads root: the public and private areas, the temporary and master
// folders, and the free-space check. Paths only; what is written there is the other modules' job.
import fsp from "node:fs/promises";
import path from "node:path";

import type { Asset } from "#db/tables";
import { env } from "~/.server/env";

import { masterFile, MASTERS_FOLDER, TMP_FOLDER } from "./asset-files";

/** The folders uploads are kept in, named as on the studio's previous site. Everything under images/ and videos/ is public. */
export const FOLDERS = {
  workType: "images/work-type",
  imageCarousel: "images/image-carousel",
  logoCarousel: "images/logo-carousel",
  projects: "images/projects",
  studio: "images/studio",
  /** Scans of awards and articles (images, and PDFs), shown on the Press page. */
  press: "images/press",
  videos: "videos",
  portfolio: "files/portfolio",
} as const;
export type Folder = (typeof FOLDERS)[keyof typeof FOLDERS];
export const PUBLIC_AREAS = ["images", "videos"] as const;

export const root = () => env().uploadsDir;
export const tmpDir = () => path.join(root(), TMP_FOLDER);
const mastersDir = () => path.join(root(), MASTERS_FOLDER);

export async function ensureUploadDirs(): Promise<void> {
  for (const dir of [...Object.values(FOLDERS).map((f) => path.join(root(), f)), tmpDir(), mastersDir()]) {
    await fsp.mkdir(dir, { recursive: true });
  }
}

/** On start: temporary files of requests that a crash or kill cut short belong to nobody. */
export async function sweepTmp(): Promise<number> {
  const names = await fsp.readdir(tmpDir()).catch(() => [] as string[]);
  await Promise.all(names.map((name) => fsp.rm(path.join(tmpDir(), name), { recursive: true, force: true })));
  return names.length;
}

/** Free bytes on the uploads disk, for the disk margin check. */
export async function freeUploadBytes(): Promise<number> {
  const stats = await fsp.statfs(root());
  return stats.bavail * stats.bsize;
}

/** Absolute path of a private file, for the admin's download route and mail attachments. */
export function privateFilePath(asset: Pick<Asset, "path">): string {
  return path.join(root(), asset.path);
}

/** Absolute path of an image's stripped master, which every variant is encoded from. */
export function masterPath(stem: string, mime: string): string {
  return path.join(root(), masterFile(stem, mime));
}
