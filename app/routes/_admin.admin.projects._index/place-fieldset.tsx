import type { FieldMetadata } from "@conform-to/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";

import { ADMIN_LOOK } from "~/components/admin/admin-field-look";
import * as styles from "~/components/admin/admin-form.css";
import { Field } from "~/components/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { degreesToPicker, PICKER_HEIGHT, PICKER_WIDTH, pickerToDegrees } from "~/utils/map";
import { PLACE_TEXTS as TEXTS } from "~/utils/texts/admin/projects";

import * as own from "./place-fieldset.css";

interface Props {
  latitude: FieldMetadata<unknown>;
  longitude: FieldMetadata<unknown>;
}

const ZOOMS = [1, 2, 4, 8, 16] as const;
type Point = { latitude: number; longitude: number };

/** The point the two inputs hold now; null while either is empty or not a number. */
function typedPoint(latitudeId: string, longitudeId: string): Point | null {
  const read = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value.trim() ?? "";
  const [latitude, longitude] = [read(latitudeId), read(longitudeId)];
  if (latitude === "" || longitude === "") return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : null;
}

/**
 * Where the project stands (decision 063): typed coordinates, which work without JavaScript; with it, a map of the
 * world to click, zoomed in steps around the point, and the inputs and the marker kept in step.
 */
export function PlaceFieldset({ latitude, longitude }: Props) {
  const hydrated = useHydrated();
  const map = useRef<SVGSVGElement>(null);
  const [point, setPoint] = useState<Point | null>(null);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);

  // The inputs are the form's own (conform reads them): the picker follows what is typed there.
  useEffect(() => {
    const follow = () => setPoint(typedPoint(latitude.id, longitude.id));
    follow();
    const inputs = [latitude.id, longitude.id].map((id) => document.getElementById(id));
    inputs.forEach((input) => input?.addEventListener("input", follow));
    return () => inputs.forEach((input) => input?.removeEventListener("input", follow));
  }, [latitude.id, longitude.id]);

  const write = (next: Point | null) => {
    for (const [id, value] of [
      [latitude.id, next?.latitude],
      [longitude.id, next?.longitude],
    ] as const) {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (!input) continue;
      input.value = value === undefined ? "" : String(value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    setPoint(next);
  };

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const matrix = map.current?.getScreenCTM()?.inverse();
    if (!map.current || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    write(pickerToDegrees(at.x, at.y));
  };

  // The view: the whole world, or a window 1/zoom of it centred on the point, kept inside the world.
  const [width, height] = [PICKER_WIDTH / zoom, PICKER_HEIGHT / zoom];
  const centre = point
    ? degreesToPicker(point.latitude, point.longitude)
    : { x: PICKER_WIDTH / 2, y: PICKER_HEIGHT / 2 };
  const left = Math.min(Math.max(centre.x - width / 2, 0), PICKER_WIDTH - width);
  const top = Math.min(Math.max(centre.y - height / 2, 0), PICKER_HEIGHT - height);
  const marker = point ? degreesToPicker(point.latitude, point.longitude) : null;
  const step = (by: 1 | -1) => setZoom(ZOOMS[Math.min(Math.max(ZOOMS.indexOf(zoom) + by, 0), ZOOMS.length - 1)]);

  return (
    <fieldset className={`${styles.wide} ${styles.form}`} aria-describedby="place-hint">
      <legend>{TEXTS.legend}</legend>
      <p id="place-hint" className={styles.hint}>
        {TEXTS.hint}
      </p>
      <div className={own.coordinates}>
        <Field meta={latitude} label={TEXTS.latitude} look={ADMIN_LOOK} type="number" />
        <Field meta={longitude} label={TEXTS.longitude} look={ADMIN_LOOK} type="number" />
      </div>
      {hydrated ? (
        <>
          <p className={styles.hint}>{TEXTS.pickerHint}</p>
          {/* A pointer's aid: the same place is typed in the inputs above, which the keyboard reaches. */}
          <svg
            ref={map}
            viewBox={`${left} ${top} ${width} ${height}`}
            className={own.picker}
            role="img"
            aria-label={TEXTS.picker}
            onClick={pick}
            data-testid="place-picker"
          >
            <image href="/admin/place-map.svg" width={PICKER_WIDTH} height={PICKER_HEIGHT} />
            {marker ? (
              <circle cx={marker.x} cy={marker.y} r={5 / zoom} strokeWidth={1.5 / zoom} className={own.marker} />
            ) : null}
          </svg>
          <div className={own.tools}>
            <button type="button" className={styles.secondary} onClick={() => step(1)} disabled={zoom === ZOOMS.at(-1)}>
              {TEXTS.zoomIn}
            </button>
            <button type="button" className={styles.secondary} onClick={() => step(-1)} disabled={zoom === 1}>
              {TEXTS.zoomOut}
            </button>
            <button type="button" className={styles.secondary} onClick={() => write(null)} disabled={!point}>
              {TEXTS.clear}
            </button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
