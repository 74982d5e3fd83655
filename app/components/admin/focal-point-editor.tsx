// The focal point of an image already on the site: the admin clicks the subject on the whole image
// (or moves the marker with the arrow keys, or types the two percents) and saves. Without JavaScript
// the percent fields and the Save button do it alone. Every crop of the image keeps this point in view.
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, type MouseEvent, useState } from "react";

import { Field } from "~/components/field";
import { ResponsiveImage } from "~/components/responsive-image";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import type { AdminFailure } from "~/utils/admin-action";
import { focalSchema } from "~/utils/admin-schemas";
import type { ImageData } from "~/utils/media";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";

import { ADMIN_LOOK } from "./admin-field-look";
import * as formStyles from "./admin-form.css";
import * as styles from "./focal-point-editor.css";

/** How far one arrow key press moves the marker, in percent; with Shift, the larger step. */
const ARROW_STEP = 1;
const ARROW_STEP_LARGE = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A fraction 0..1 as the percent the fields show, to a tenth. */
const toPercent = (fraction: number) => Math.round(fraction * 1000) / 10;
const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n * 10) / 10));

interface Props {
  image: ImageData;
  alt?: string;
  failure?: AdminFailure | null;
}

export function FocalPointEditor(props: Props) {
  // A saved point comes back from the loader: the form starts again from it.
  return <FocalPointForm key={`${props.image.id}-${props.image.focal.x}-${props.image.focal.y}`} {...props} />;
}

function FocalPointForm({ image, alt, failure }: Props) {
  const hydrated = useHydrated();
  const failed = failure?.intent === "focal" && failure.values.assetId === String(image.id) ? failure : null;
  const sending = usePendingForm();
  const pending = sending?.get("intent") === "focal" && sending.get("assetId") === String(image.id);
  const saved = { x: toPercent(image.focal.x), y: toPercent(image.focal.y) };
  const [form, fields] = useSchemaForm(focalSchema, {
    id: `focal-${image.id}`,
    result: failed,
    defaultValue: { focalX: String(saved.x), focalY: String(saved.y) },
  });
  // Where the marker is drawn: the click or arrow key that moved it, or the fields as they are typed in.
  const [{ x, y }, setShown] = useState(saved);
  const moveTo = (nextX: number, nextY: number) => {
    const next = { x: clampPercent(nextX), y: clampPercent(nextY) };
    setShown(next);
    form.update({ name: fields.focalX.name, value: String(next.x) });
    form.update({ name: fields.focalY.name, value: String(next.y) });
  };
  // While a field holds no number in range the marker stays where it was.
  const onType = (event: FormEvent<HTMLFormElement>) => {
    const inRange = (name: string, fallback: number) => {
      const value = event.currentTarget.elements.namedItem(name);
      const n = value instanceof HTMLInputElement && value.value.trim() !== "" ? Number(value.value) : NaN;
      return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
    };
    setShown({ x: inRange(fields.focalX.name, x), y: inRange(fields.focalY.name, y) });
  };
  const onPick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    moveTo(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? ARROW_STEP_LARGE : ARROW_STEP;
    moveTo(x + arrow[0] * step, y + arrow[1] * step);
  };
  const place = { left: `${x}%`, top: `${y}%` };
  const named = alt ?? image.alt;
  return (
    <div className={styles.editor} role="group" aria-label={named ? `Focal point: ${named}` : "Focal point"}>
      {/* The click is the pointer's shortcut; the marker's arrow keys and the fields below do the same. */}
      <div className={styles.picker} onClick={hydrated ? onPick : undefined} data-focal-picker={image.id}>
        <ResponsiveImage image={image} sizes="160px" className={formStyles.thumb} alt={alt} />
        {hydrated ? (
          <button
            type="button"
            className={styles.marker}
            style={place}
            onKeyDown={onKey}
            aria-label={MEDIA_TEXTS.focalMarker(x, y)}
            data-focal-marker
          />
        ) : (
          <span className={styles.marker} style={place} aria-hidden="true" data-focal-marker />
        )}
      </div>
      <Form method="post" {...getFormProps(form)} className={formStyles.form} onInput={onType}>
        <input type="hidden" name="intent" value="focal" />
        <input type="hidden" name="assetId" value={image.id} />
        <p className={formStyles.hint}>{hydrated ? MEDIA_TEXTS.focalPointHint : MEDIA_TEXTS.focalPointHintNoJs}</p>
        <div className={styles.numbers}>
          <Field meta={fields.focalX} label="Across (%)" type="number" look={ADMIN_LOOK} />
          <Field meta={fields.focalY} label="Down (%)" type="number" look={ADMIN_LOOK} />
        </div>
        <button type="submit" className={`${formStyles.secondary} ${formStyles.small}`} disabled={pending}>
          {pending ? ACTION_TEXTS.saving : "Save focal point"}
        </button>
      </Form>
    </div>
  );
}
