// Client-safe shapes and URLs of uploaded media. The server makes the files; this names them.

/** Widths, in CSS pixels of a 1x-2x screen, that every uploaded image is encoded at. */
export const IMAGE_WIDTHS = [480, 960, 1600, 2400] as const;

/** One encoded size of an image; its file is `${asset path stem}-${width}.${format}`. */
export interface Variant {
  width: number;
  height: number;
  format: "webp" | "avif";
  bytes: number;
}

/** Where an image's subject is, as fractions 0..1 of its width and height from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The point every image starts with, and every image had before focal points existed. */
const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** The CSS object-position that keeps the point in a cover crop, e.g. "25% 80%". */
export function objectPosition(focal: FocalPoint): string {
  const percent = (n: number) => `${Math.round(n * 10_000) / 100}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}

/** The kinds of drawing an image can be marked as; a drawing opens in the zoom viewer (decision 065). */
export const DRAWINGS = ["plan", "section", "detail"] as const;
export type Drawing = (typeof DRAWINGS)[number];

export interface ImageData {
  id: number;
  alt: string;
  /** The alt text's language where it is not the page's (a missing translation shows the default language's). */
  altLang?: string;
  width: number;
  height: number;
  placeholder: string | null;
  src: string;
  webp: string;
  avif: string | null;
  focal: FocalPoint;
  /** A drawing's kind, where the image is one. */
  drawing?: Drawing | null;
  /** A drawing's Deep Zoom descriptor, once its tiles are written. */
  dzi?: string | null;
}

export interface VideoData {
  id: number;
  src: string;
  mime: string;
  /** A frame of it, shown until it plays (videos stored before posters existed have none). */
  poster: ImageData | null;
}

const UPLOADS_URL = "/uploads";

function variantUrl(stem: string, width: number, format: Variant["format"]): string {
  return `${UPLOADS_URL}/${stem}-${width}.${format}`;
}

function srcSet(stem: string, variants: Variant[], format: Variant["format"]): string | null {
  const list = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  if (list.length === 0) return null;
  return list.map((v) => `${variantUrl(stem, v.width, format)} ${v.width}w`).join(", ");
}

/** What a page needs to show an image: srcsets, intrinsic size and a blur placeholder. */
export function toImageData(
  asset: {
    id: number;
    path: string;
    alt: string;
    width: number | null;
    height: number | null;
    placeholder: string | null;
    variants: string;
    focal_x?: number;
    focal_y?: number;
    drawing?: Drawing | null;
    tiled?: number;
  },
  fallbackAlt = "",
): ImageData {
  const variants = JSON.parse(asset.variants) as Variant[];
  const webp = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const fallback = webp.find((v) => v.width >= 960) ?? webp[webp.length - 1];
  return {
    id: asset.id,
    alt: asset.alt || fallbackAlt,
    width: asset.width ?? fallback?.width ?? 0,
    height: asset.height ?? fallback?.height ?? 0,
    placeholder: asset.placeholder,
    src: fallback ? variantUrl(asset.path, fallback.width, "webp") : "",
    webp: srcSet(asset.path, variants, "webp") ?? "",
    avif: srcSet(asset.path, variants, "avif"),
    focal: { x: asset.focal_x ?? CENTRE.x, y: asset.focal_y ?? CENTRE.y },
    drawing: asset.drawing ?? null,
    dzi: asset.drawing && asset.tiled ? `${UPLOADS_URL}/${asset.path}.dzi` : null,
  };
}

/** A video's path without its extension: its poster's files are named from it, as an image's from its stem. */
export const videoStem = (videoPath: string) => videoPath.slice(0, videoPath.lastIndexOf("."));

export function toVideoData(
  asset: {
    id: number;
    path: string;
    mime: string;
    width: number | null;
    height: number | null;
    placeholder: string | null;
    variants: string;
  },
  alt = "",
): VideoData {
  const hasPoster = asset.variants !== "[]";
  return {
    id: asset.id,
    src: `${UPLOADS_URL}/${asset.path}`,
    mime: asset.mime,
    poster: hasPoster ? toImageData({ ...asset, path: videoStem(asset.path), alt }) : null,
  };
}

/** The asset path a file under /uploads/ belongs to: an image variant's stem ("…/ab12-960.webp" → "…/ab12"), else the path itself. */
export function mediaPathOf(relativePath: string): string {
  return relativePath.replace(/(?:-\d+\.(?:webp|avif)|\.dzi|_files\/\d+\/\d+_\d+\.webp)$/, "");
}
