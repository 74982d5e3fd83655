import { Form } from "@remix-run/react";

import { usePendingForm } from "~/hooks/use-pending-form";
import type { AdminFailure } from "~/utils/admin-action";

import * as styles from "./admin-form.css";
import { ButtonForm } from "./button-form";
import { DrawingForm } from "./drawing-form";
import { type EditableImage, ImageDetails } from "./image-details";

interface Props {
  images: EditableImage[];
  /** What one item is called to people: "Image", "Logo". */
  noun: string;
  /** The intents this list's buttons post. */
  intents: { move: string; remove: string };
  failure?: AdminFailure | null;
  /** Whether each image can be marked as a drawing (a project's detail images). */
  drawings?: boolean;
}

/**
 * An ordered list of images: each can be moved up or down, given alt texts and a focal point, or removed;
 * a removal that failed says why above the list.
 */
export function ImageListEditor(props: Props) {
  const { intents, failure } = props;
  const removeError = failure?.intent === intents.remove ? failure.errors.form : undefined;
  return (
    <>
      {removeError ? (
        <p className={styles.error} role="alert">
          {removeError}
        </p>
      ) : null}
      <ImageRows {...props} />
    </>
  );
}

function ImageRows({ images, noun, intents, failure, drawings }: Props) {
  const sending = usePendingForm();
  const busy = (intent: string, assetId: number) =>
    sending?.get("intent") === intent && sending.get("assetId") === String(assetId);
  if (images.length === 0) return <p className={styles.hint}>No {noun.toLowerCase()}s yet.</p>;
  return (
    <ol className={styles.thumbs} aria-label={`${noun}s`}>
      {images.map((image, index) => (
        <ImageDetails key={image.id} as="li" image={image} failure={failure}>
          {drawings ? <DrawingForm image={image} failure={failure} /> : null}
          <div className={styles.buttonRow}>
            <Form method="post" className={styles.buttonRow}>
              <input type="hidden" name="intent" value={intents.move} />
              <input type="hidden" name="assetId" value={image.id} />
              <button
                type="submit"
                name="direction"
                value="up"
                className={`${styles.secondary} ${styles.small}`}
                disabled={index === 0 || busy(intents.move, image.id)}
                aria-label={`Move ${noun.toLowerCase()} ${index + 1} up`}
              >
                ↑ Up
              </button>
              <button
                type="submit"
                name="direction"
                value="down"
                className={`${styles.secondary} ${styles.small}`}
                disabled={index === images.length - 1 || busy(intents.move, image.id)}
                aria-label={`Move ${noun.toLowerCase()} ${index + 1} down`}
              >
                ↓ Down
              </button>
            </Form>
            <ButtonForm
              fields={{ intent: intents.remove, assetId: image.id }}
              label="Remove"
              busyLabel="Removing…"
              busy={busy(intents.remove, image.id)}
              className={`${styles.danger} ${styles.small}`}
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            />
          </div>
        </ImageDetails>
      ))}
    </ol>
  );
}
