import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import { useMediaQuery, useReducedMotion } from "~/hooks/use-media-query";
import { BREAKPOINTS } from "~/utils/constants";
import type { ImageData, VideoData } from "~/utils/media";

import { ImageModal } from "./image-modal";
import * as styles from "./project-strip.css";
import { ResponsiveImage } from "./responsive-image";

// Only a page whose visitor opens a drawing fetches the viewer and OpenSeadragon (decision 065). The server never
// renders it (a drawing opens on a click), and leaving it out of the server's build keeps that build one file.
const DrawingViewer = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import("./drawing-viewer")));

const SMALL_SCREEN = `(max-width: ${BREAKPOINTS.small}px)`;
/** Slots alternate 55 and 23 per cent of the window; on phones every slot is this wide. */
const STRIP_SIZES = `(max-width: ${BREAKPOINTS.small}px) 85vw, 55vw`;

/** The item whose start is nearest the scroll offset (offset / item width, rounded, for slots of mixed width). */
function indexAt(strip: HTMLElement): number {
  const items = [...strip.children] as HTMLElement[];
  if (strip.scrollLeft >= strip.scrollWidth - strip.clientWidth - 1) return items.length - 1;
  let nearest = 0;
  items.forEach((item, i) => {
    if (Math.abs(item.offsetLeft - strip.scrollLeft) < Math.abs(items[nearest].offsetLeft - strip.scrollLeft))
      nearest = i;
  });
  return nearest;
}

/**
 * The project's video, its poster (a frame, WebP, over its blur placeholder) shown until it is played; it never
 * plays by itself. Its native controls come with the first play: their styles and layout were the page's longest
 * task on a phone as it loaded (decision 044). Until then a link to the MP4 is its play control: with scripts,
 * the video gets its controls, plays and takes the focus; without them (or before hydration), the browser
 * plays the file itself.
 */
function StripVideo({ name, video }: { name: string; video: VideoData }) {
  const { texts } = useLanguage();
  const element = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const play = (event: MouseEvent) => {
    const player = element.current;
    if (!player) return;
    event.preventDefault();
    // Right in the click's handler, where every browser lets a video play with its sound.
    player.controls = true;
    void player.play().catch(() => {});
    player.focus();
    setStarted(true);
  };
  return (
    <div className={styles.player}>
      <video
        ref={element}
        className={styles.video}
        controls={started}
        preload={video.poster ? "none" : "metadata"}
        playsInline
        aria-label={texts.detail.video(name)}
        poster={video.poster?.src}
        width={video.poster?.width}
        height={video.poster?.height}
        style={video.poster?.placeholder ? { backgroundImage: `url(${video.poster.placeholder})` } : undefined}
      >
        <source src={video.src} type="video/mp4" />
        {texts.detail.videoFallback}
      </video>
      {started ? null : (
        <a href={video.src} className={styles.play} aria-label={texts.detail.playVideo(name)} onClick={play}>
          <svg className={styles.playIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="31" />
            <path d="M26 20v24l19-12z" />
          </svg>
        </a>
      )}
    </div>
  );
}

interface Props {
  name: string;
  images: ImageData[];
  video: VideoData | null;
}

/**
 * A project's images and optional video side by side (docs/product.md): the wheel scrolls it
 * sideways and thin bars follow and steer it on wide screens; an image opens large in a modal.
 * At 576 px or less it is a plain swipeable strip.
 */
export function ProjectStrip({ name, images, video }: Props) {
  const { texts } = useLanguage();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const drawing = zoomed === null ? null : images[zoomed];
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const small = useMediaQuery(SMALL_SCREEN);
  const reducedMotion = useReducedMotion();
  const count = images.length + (video ? 1 : 0);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setCurrent(indexAt(element));
    const onWheel = (event: WheelEvent) => {
      if (window.matchMedia(SMALL_SCREEN).matches || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = element.scrollWidth - element.clientWidth;
      const canMove = event.deltaY > 0 ? element.scrollLeft < max - 1 : element.scrollLeft > 0;
      // At either end the page scrolls on as usual.
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("wheel", onWheel);
    };
  }, []);

  const scrollToItem = (index: number) => {
    const item = strip.current?.children[index] as HTMLElement | undefined;
    if (!item || !strip.current) return;
    strip.current.scrollTo({ left: item.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
  };

  const closeModal = useCallback(() => {
    setOpened((index) => {
      if (index !== null) openers.current[index]?.focus();
      return null;
    });
  }, []);
  const closeZoom = useCallback(() => {
    setZoomed((index) => {
      if (index !== null) openers.current[index]?.focus();
      return null;
    });
  }, []);

  return (
    <section className={styles.section} aria-label={texts.detail.images(name)}>
      <ul ref={strip} className={styles.strip} tabIndex={0} aria-label={texts.detail.strip}>
        {images.map((image, i) => (
          <li key={image.id} className={styles.item}>
            {small && !image.dzi ? (
              <ResponsiveImage image={image} sizes={STRIP_SIZES} className={styles.image} />
            ) : (
              <button
                ref={(button) => {
                  openers.current[i] = button;
                }}
                type="button"
                className={styles.opener}
                aria-label={(image.dzi ? texts.detail.zoomDrawing : texts.detail.enlarge)(i + 1, image.alt)}
                onClick={() => (image.dzi ? setZoomed(i) : setOpened(i))}
              >
                <ResponsiveImage image={image} sizes={STRIP_SIZES} className={styles.image} />
              </button>
            )}
          </li>
        ))}
        {video ? (
          <li className={styles.item}>
            <StripVideo name={name} video={video} />
          </li>
        ) : null}
      </ul>
      {count > 1 ? (
        <div className={styles.indicators}>
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.indicator}
              aria-label={texts.detail.showItem(i + 1, count)}
              aria-current={i === current ? "true" : undefined}
              onClick={() => scrollToItem(i)}
            />
          ))}
        </div>
      ) : null}
      <ImageModal image={opened === null || small ? null : images[opened]} onClose={closeModal} />
      {drawing?.dzi ? (
        <Suspense fallback={null}>
          <DrawingViewer image={drawing} dzi={drawing.dzi} onClose={closeZoom} />
        </Suspense>
      ) : null}
    </section>
  );
}
