import type { ImageData } from "~/utils/media";

/**
 * `sizes` for an image that covers the full width and a given height: on a screen taller than the
 * image's shape it is cropped at the sides, so it is drawn wider than 100vw and needs a wider file.
 */
export function coverSizes(image: ImageData, height: string): string {
  const ratio = (image.width / image.height).toFixed(3);
  return `(max-aspect-ratio: ${image.width}/${image.height}) calc(${ratio} * ${height}), 100vw`;
}
