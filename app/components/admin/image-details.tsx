import type { ReactNode } from "react";

import type { AdminFailure } from "~/utils/admin-action";
import type { ImageData } from "~/utils/media";

import * as styles from "./admin-form.css";
import { FocalPointEditor } from "./focal-point-editor";
import { ImageAltForm } from "./image-alt-form";

/** An image as an edit page holds it: its alt text as stored, and in the other languages (lang → { alt }). */
export type EditableImage = ImageData & {
  storedAlt?: string;
  translations?: Record<string, Record<string, string>>;
  /** Per language, whether its alt text is out of date (["alt"]) (decision 061). */
  outdated?: Record<string, string[]>;
};

interface Props {
  /** Null where the slot has no image yet: the row says so, and keeps its heading and controls. */
  image: EditableImage | null;
  /** Over the alt texts: which image this is, where the section holds several kinds. */
  heading?: string;
  /** The picture's name in the focal point editor, where its alt text alone does not say which image it is. */
  pictureAlt?: string;
  failure?: AdminFailure | null;
  /** Under the alt texts: the row's own controls (move and remove, a new image's upload). */
  children?: ReactNode;
  /** An item of a list of images, or a row on its own. */
  as?: "li" | "div";
}

/** The one way an edit page shows an image already on the site: its focal point beside its alt texts. */
export function ImageDetails({ image, heading, pictureAlt, failure, children, as: Row = "div" }: Props) {
  return (
    <Row className={styles.thumbRow}>
      {image ? (
        <FocalPointEditor image={image} alt={pictureAlt} failure={failure} />
      ) : (
        <p className={styles.hint}>No image yet.</p>
      )}
      <div className={styles.thumbControls}>
        {heading ? <h3 className={styles.sectionTitle}>{heading}</h3> : null}
        {image ? (
          <ImageAltForm
            assetId={image.id}
            alt={image.storedAlt ?? image.alt}
            translations={image.translations}
            outdated={image.outdated}
            failure={failure}
          />
        ) : null}
        {children}
      </div>
    </Row>
  );
}
