// The zoom viewer of a drawing (decision 065): OpenSeadragon over the drawing's Deep Zoom tiles, in a
// full-screen dialog. This module and OpenSeadragon load only when a drawing is opened (ProjectStrip).
import type OpenSeadragon from "openseadragon";
import { useEffect, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import type { ImageData } from "~/utils/media";

import * as styles from "./drawing-viewer.css";
import { viewerTexts } from "./drawing-viewer-texts";

/** What a zoom button multiplies the zoom by; the keys and the wheel take OpenSeadragon's smaller steps. */
const ZOOM_STEP = 2;
/** How far past one drawing pixel per screen pixel one may zoom: enough to follow a single line. */
const MAX_PIXEL_RATIO = 4;

interface Props {
  image: ImageData;
  /** The drawing's Deep Zoom descriptor. */
  dzi: string;
  onClose: () => void;
}

export default function DrawingViewer({ image, dzi, onClose }: Props) {
  const { lang, texts } = useLanguage();
  const words = viewerTexts(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [zoom, setZoom] = useState(1);
  const [loading, setLoading] = useState(true);
  const label = image.alt || texts.detail.image;

  useEffect(() => {
    dialog.current?.showModal();
    let cancelled = false;
    void import("openseadragon").then(({ default: OpenSeadragon }) => {
      if (cancelled || !canvas.current) return;
      const osd = OpenSeadragon({
        element: canvas.current,
        tileSources: dzi,
        // The 2D canvas draws the same everywhere (no GPU needed) and keeps a line's pixels as they are.
        drawer: "canvas",
        showNavigationControl: false,
        maxZoomPixelRatio: MAX_PIXEL_RATIO,
        visibilityRatio: 0.5,
        gestureSettingsMouse: { clickToZoom: false },
      });
      viewer.current = osd;
      // The drawing is the focusable, labelled part: the keys zoom and move it.
      osd.canvas.setAttribute("role", "application");
      osd.canvas.setAttribute("aria-label", label);
      osd.canvas.setAttribute("aria-describedby", "drawing-help");
      // Every frame of a zoom's animation: the readout ends on the zoom reached.
      osd.addHandler("viewport-change", () => setZoom(osd.viewport.getZoom(true) / osd.viewport.getHomeZoom()));
      osd.addHandler("open", () => {
        const drawing = osd.world.getItemAt(0);
        drawing.addHandler("fully-loaded-change", (event) => setLoading(!event.fullyLoaded));
        osd.canvas.focus();
      });
    });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [dzi, label]);

  // Closed first, so the page is no longer inert when the strip gives its button the focus back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const zoomBy = (factor: number) => viewer.current?.viewport.zoomBy(factor).applyConstraints();

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="drawing-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.bar}>
        <h2 id="drawing-title" className={styles.title}>
          {label}
        </h2>
        <button
          type="button"
          className={styles.button}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          aria-label={words.zoomOut}
        >
          −
        </button>
        <output className={styles.zoom} aria-label={words.zoomLevel}>
          {`${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}×`}
        </output>
        <button type="button" className={styles.button} onClick={() => zoomBy(ZOOM_STEP)} aria-label={words.zoomIn}>
          +
        </button>
        <button type="button" className={styles.button} onClick={close}>
          {words.closeDrawing}
        </button>
        <p id="drawing-help" className={styles.help}>
          {loading ? words.drawingLoading : words.zoomHelp}
        </p>
      </div>
      <div ref={canvas} className={styles.canvas} aria-busy={loading} />
    </dialog>
  );
}
