import type { ImageData } from "~/utils/media";
import * as styles from "./responsive-image.css";

interface Props {
  image: ImageData;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold: fetched first and never lazily. */
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** An uploaded image as AVIF or WebP at the width the screen needs, with its size reserved and a blur placeholder. */
export function ResponsiveImage({ image, sizes, priority = false, className, alt }: Props) {
  return (
    <picture>
      {image.avif ? <source type="image/avif" srcSet={image.avif} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // React 18 warns on camelCase fetchPriority; the lower-case attribute passes through.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        className={className ? `${styles.image} ${className}` : styles.image}
        style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
      />
    </picture>
  );
}
