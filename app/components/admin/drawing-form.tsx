import { Form } from "@remix-run/react";

import { usePendingForm } from "~/hooks/use-pending-form";
import type { AdminFailure } from "~/utils/admin-action";
import { DRAWINGS, type ImageData } from "~/utils/media";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";

import * as styles from "./admin-form.css";

const LABELS = { "": "Not a drawing", plan: "Plan", section: "Section", detail: "Detail" } as const;

/** Marks an image as a drawing, which the site then opens in its zoom viewer (decision 065). */
export function DrawingForm({ image, failure }: { image: ImageData; failure?: AdminFailure | null }) {
  const sending = usePendingForm();
  const pending = sending?.get("intent") === "drawing" && sending.get("assetId") === String(image.id);
  const failed = failure?.intent === "drawing" && failure.values.assetId === String(image.id) ? failure : null;
  const id = `drawing-${image.id}`;
  return (
    <Form method="post" className={styles.inlineForm} key={image.drawing ?? ""}>
      <input type="hidden" name="intent" value="drawing" />
      <input type="hidden" name="assetId" value={image.id} />
      <div className={styles.field}>
        <label htmlFor={id}>Drawing</label>
        <select id={id} name="drawing" defaultValue={image.drawing ?? ""} className={styles.input}>
          {(["", ...DRAWINGS] as const).map((kind) => (
            <option key={kind} value={kind}>
              {LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={pending}>
        {pending ? ACTION_TEXTS.saving : "Save drawing"}
      </button>
      {failed?.errors.drawing ? (
        <p className={styles.error} role="alert">
          {failed.errors.drawing}
        </p>
      ) : image.drawing ? (
        <p className={styles.hint} role="status">
          {image.dzi ? "Opens in the zoom viewer." : "Zoom tiles are being made."}
        </p>
      ) : null}
    </Form>
  );
}
