import { useCallback, useEffect, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import { useReducedMotion } from "~/hooks/use-media-query";
import { CAROUSEL_AFTER_MANUAL_MS, CAROUSEL_INTERVAL_MS, NAV_HEIGHT } from "~/utils/constants";
import type { ImageData } from "~/utils/media";

import { coverSizes } from "./cover-sizes";
import * as styles from "./home-carousel.css";
import { ResponsiveImage } from "./responsive-image";

const wrap = (index: number, count: number) => (index + count) % count;

/**
 * The home page's full-screen slides (docs/product.md#home): advances every 5000 ms and wraps;
 * after a manual move the next advance comes 4000 ms later. Pauses while hovered or focused,
 * and stays still for visitors who prefer reduced motion.
 */
export function HomeCarousel({ images }: { images: ImageData[] }) {
  const { texts } = useLanguage();
  const count = images.length;
  const [index, setIndex] = useState(0);
  // None until the first move: the first slide is simply there, not sliding in (it is the page's largest paint).
  const [direction, setDirection] = useState<"next" | "prev" | undefined>(undefined);
  const [delay, setDelay] = useState(CAROUSEL_INTERVAL_MS);
  // Bumped on every move, so a click on the current indicator still restarts the timer.
  const [moves, setMoves] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  // Slides get their image once shown or next in line, so a first visit loads one photograph, not all.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (count < 2) return;
    setLoaded((seen) => new Set([...seen, index, wrap(index + 1, count), wrap(index - 1, count)]));
  }, [index, count]);

  const goTo = useCallback(
    (target: number, manual: boolean) => {
      setDirection(target > index ? "next" : "prev");
      setIndex(wrap(target, count));
      setDelay(manual ? CAROUSEL_AFTER_MANUAL_MS : CAROUSEL_INTERVAL_MS);
      setMoves((n) => n + 1);
    },
    [index, count],
  );

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setTimeout(() => goTo(index + 1, false), delay);
    return () => window.clearTimeout(timer);
    // `moves` restarts the timer after any move.
  }, [index, count, delay, moves, paused, goTo]);

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={texts.home.carousel}
      data-direction={direction}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {images.map((image, i) => (
        <div
          key={image.id}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={texts.home.carouselPosition(i + 1, count)}
          aria-hidden={i !== index}
          data-active={i === index}
        >
          {loaded.has(i) ? (
            <ResponsiveImage
              image={image}
              sizes={coverSizes(image, `(100svh - ${NAV_HEIGHT})`)}
              priority={i === 0}
              className={styles.image}
            />
          ) : null}
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={texts.home.previousImage}
            onClick={() => goTo(index - 1, true)}
          >
            <span aria-hidden="true" className={styles.chevron} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={texts.home.nextImage}
            onClick={() => goTo(index + 1, true)}
          >
            <span aria-hidden="true" className={styles.chevron} />
          </button>
          <div className={styles.indicators}>
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                className={styles.indicator}
                aria-label={texts.home.showImage(i + 1)}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i, true)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
