import { useEffect, useRef, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import { useReducedMotion } from "~/hooks/use-media-query";
import { MODAL_FADE_MS } from "~/utils/constants";
import type { ImageData } from "~/utils/media";

import * as styles from "./image-modal.css";
import { ResponsiveImage } from "./responsive-image";

interface Props {
  image: ImageData | null;
  onClose: () => void;
}

/** A large centred view of one image in a modal <dialog>: fades in and out; Escape or the close button closes it. */
export function ImageModal({ image, onClose }: Props) {
  const { texts } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (image && !element.open) element.showModal();
    if (!image) {
      if (element.open) element.close();
      setClosing(false);
    }
  }, [image]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(onClose, reducedMotion ? 0 : MODAL_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClose, reducedMotion]);

  const close = () => setClosing(true);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      data-closing={closing}
      aria-label={image?.alt || texts.detail.image}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      {image ? (
        <div className={styles.body}>
          <button type="button" className={styles.close} onClick={close} aria-label={texts.detail.closeImage} autoFocus>
            <span aria-hidden="true">×</span>
          </button>
          <ResponsiveImage image={image} sizes="90vw" priority className={styles.image} />
        </div>
      ) : null}
    </dialog>
  );
}
