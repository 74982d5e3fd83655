// Downloads on a share link (docs/decisions/069): the sizes a studio may allow, the form fields that make a
// link with them, and the names the recipient's download form posts. Shared by the pages and the server.
import "./zod-config";

import { z } from "zod";

/** The long edges, in pixels, a link may give its images at. */
export const DOWNLOAD_EDGES = [1600, 2400, 3200] as const;
export type DownloadEdge = (typeof DOWNLOAD_EDGES)[number];

/** The `size` a download asks for: one of the link's edges, or the kept full-size file. */
export const ORIGINAL_SIZE = "original";

/** A download's post: a project's id, image ids (a few hundred bytes at most) and the pending marker. */
export const SHARE_DOWNLOAD_BODY_MAX_BYTES = 8 * 1024;
/** Downloads through one share link within 15 minutes: each encodes its images on the server's two cores. */
export const SHARE_DOWNLOADS_PER_LINK = 20;

/** The cookie a download's answer sets, named by the form's marker, so a page with scripts ends its pending state. */
export const DOWNLOAD_READY_COOKIE = "share-download";
/** The marker a page puts in its download post: letters and digits, short. */
export const READY_MARKER = /^[a-z0-9]{8,32}$/;

export interface DownloadOptions {
  /** The long edge of resized images; null: none resized. */
  edge: DownloadEdge | null;
  /** The kept full-size files may be downloaded too. */
  original: boolean;
  /** The studio's name is drawn on every image. */
  watermark: boolean;
}

/**
 * The images a project's download form offers, each once: its main image, then its detail images numbered as the
 * page numbers them (one that is also the main image is offered as that). `n` is that number (null: the main
 * image); the file it downloads as is named after it, so "Image 2" arrives as `<project>-2.jpg`.
 */
export function downloadChoices<T extends { id: number }>(header: T | null, images: T[]) {
  const all = [
    ...(header ? [{ image: header, n: null as number | null }] : []),
    ...images.map((image, i) => ({ image, n: (i + 1) as number | null })),
  ];
  return all.filter((c, i) => all.findIndex((d) => d.image.id === c.image.id) === i);
}

/** The name of a downloaded image's file, without its extension. */
export const downloadStem = (projectLink: string, n: number | null) => `${projectLink}-${n ?? "main"}`;

export const NO_DOWNLOADS: DownloadOptions = { edge: null, original: false, watermark: false };
export const allowsDownloads = (options: DownloadOptions) => options.edge !== null || options.original;

/** The share-link form's download fields: a size (or none), the originals ticked, the watermark ticked. */
export const downloadFields = {
  downloadEdge: z
    .enum(DOWNLOAD_EDGES.map(String) as [string, ...string[]], { error: "Please pick one of the offered sizes." })
    .optional()
    .transform((edge) => (edge ? (Number(edge) as DownloadEdge) : null)),
  downloadOriginal: z
    .literal("on")
    .optional()
    .transform((ticked) => ticked === "on"),
  downloadWatermark: z
    .literal("on")
    .optional()
    .transform((ticked) => ticked === "on"),
};

/** The names of those fields, to show them again after a refused post. */
export const DOWNLOAD_FIELD_NAMES = Object.keys(downloadFields);

/** The options the parsed fields say. */
export const downloadOptionsOf = (parsed: {
  downloadEdge: DownloadEdge | null;
  downloadOriginal: boolean;
  downloadWatermark: boolean;
}): DownloadOptions => ({
  edge: parsed.downloadEdge,
  original: parsed.downloadOriginal,
  watermark: parsed.downloadWatermark,
});
