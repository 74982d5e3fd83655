import { type ImageData, objectPosition } from "~/utils/media";

import * as styles from "./responsive-image.css";

interface Props {
  image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold: fetched first and never lazily. */
  priority?: boolean;
  className?: string;
  alt?: string;
  /** The visible text beside the image inside the same link: an alt text it already says is left out. */
  caption?: string;
}

/**
 * An uploaded image as AVIF or WebP at the width the screen needs, with its size reserved and a blur
 * placeholder. A crop (object-fit: cover in the caller's class) keeps the image's focal point in view.
 */
export function ResponsiveImage({ image, sizes, priority = false, className, alt, caption }: Props) {
  const text = alt ?? image.alt;
  // A screen reader would read the link's name twice ("Interior design INTERIOR DESIGN").
  const repeated = caption !== undefined && caption.toLowerCase().includes(text.trim().toLowerCase());
  const position = objectPosition(image.focal);
  return (
    <picture>
      {image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={repeated ? "" : text}
        lang={alt === undefined && !repeated ? image.altLang : undefined}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // React 18 warns on camelCase fetchPriority; the lower-case attribute passes through.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        className={className ? `${styles.image} ${className}` : styles.image}
        style={{
          objectPosition: position,
          backgroundPosition: position,
          backgroundImage: image.placeholder ? `url(${image.placeholder})` : undefined,
        }}
      />
    </picture>
  );
}
