// The admin forms' fields: one schema each, checked in the browser where it helps and always in the action.
import "./zod-config";

import { z } from "zod";

import { PROJECT_TYPES } from "#db/tables";

import { PROJECT_MAX_FILES, PROJECT_YEAR_MAX, PROJECT_YEAR_MIN, TEXT_MAX } from "./constants";
import { IMAGE_MIMES, VIDEO_MIMES } from "./file-types";
import { type FieldErrors, type Parsed, parseForm } from "./forms";
import { roundCoordinate } from "./map";
import { DRAWINGS } from "./media";
import { FORM_TEXTS } from "./texts/admin/forms";
import { MEDIA_TEXTS } from "./texts/admin/media";
import { PLACE_TEXTS, PROJECT_TEXTS } from "./texts/admin/projects";

export const requiredText = (max: number) =>
  z
    .string({ error: FORM_TEXTS.fieldRequired })
    .trim()
    .min(1, FORM_TEXTS.fieldRequired)
    .max(max, FORM_TEXTS.tooLong(max));

export const emailText = z
  .string({ error: FORM_TEXTS.fieldRequired })
  .trim()
  .min(1, FORM_TEXTS.fieldRequired)
  .max(TEXT_MAX.email, FORM_TEXTS.tooLong(TEXT_MAX.email))
  .pipe(z.email(FORM_TEXTS.emailInvalid));

export const altText = z
  .string()
  .trim()
  .max(TEXT_MAX.alt, FORM_TEXTS.tooLong(TEXT_MAX.alt))
  .optional()
  .transform((v) => v ?? "");

const numberText = (check: (n: z.ZodNumber) => z.ZodNumber) =>
  z
    .string({ error: FORM_TEXTS.fieldRequired })
    .trim()
    .min(1, FORM_TEXTS.fieldRequired)
    .transform(Number)
    .pipe(check(z.number({ error: FORM_TEXTS.invalidNumber })));

export const CAREER_FIELDS = ["career_header", "email"] as const;
export type CareerField = (typeof CAREER_FIELDS)[number];
export const CONTACT_FIELDS = ["contact_header", "location", "telephone", "email", "description"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** One text value of a single-row table (career, contact, home, studio): the field named `value`. */
export type ValueKind = "short" | "long" | "email";
export const valueSchema = (kind: ValueKind) =>
  z.object({ value: kind === "email" ? emailText : requiredText(kind === "short" ? TEXT_MAX.short : TEXT_MAX.long) });

export const altSchema = z.object({ assetId: z.coerce.number().int().positive(), alt: altText });

/** One coordinate of a focal point as the admin types it, in percent; the stored point is the fraction (0..1). */
const focalPercent = numberText((n) => n.min(0, MEDIA_TEXTS.focalRange).max(100, MEDIA_TEXTS.focalRange));
export const focalSchema = z.object({
  assetId: z.coerce.number().int().positive(),
  focalX: focalPercent,
  focalY: focalPercent,
});

/** Whether an image is a drawing, and which kind: empty is a picture (decision 065). */
export const drawingSchema = z.object({
  assetId: z.coerce.number().int().positive(),
  drawing: z.enum(["", ...DRAWINGS]).transform((v) => v || null),
});

/** A coordinate in degrees, or nothing: empty is no place on the map. */
const coordinate = (limit: number, label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v.replace(",", ".")) : null))
    .pipe(
      z
        .number({ error: FORM_TEXTS.invalidNumber })
        .min(-limit, `${label} from -${limit} to ${limit}.`)
        .max(limit, `${label} from -${limit} to ${limit}.`)
        .transform(roundCoordinate)
        .nullable(),
    );

export const projectSchema = z.object({
  name: requiredText(TEXT_MAX.short),
  year: numberText((n) =>
    n
      .int(FORM_TEXTS.invalidNumber)
      .min(PROJECT_YEAR_MIN, `A year from ${PROJECT_YEAR_MIN} to ${PROJECT_YEAR_MAX}.`)
      .max(PROJECT_YEAR_MAX, `A year from ${PROJECT_YEAR_MIN} to ${PROJECT_YEAR_MAX}.`),
  ),
  location: requiredText(TEXT_MAX.short),
  area: numberText((n) => n.min(0, "The area cannot be negative.").max(10_000_000, FORM_TEXTS.invalidNumber)),
  type: z.enum(PROJECT_TYPES, { error: FORM_TEXTS.fieldRequired }),
  photographer: requiredText(TEXT_MAX.short),
  latitude: coordinate(90, "A latitude"),
  longitude: coordinate(180, "A longitude"),
  description_part_1: requiredText(TEXT_MAX.long),
  description_part_2: requiredText(TEXT_MAX.long),
  description_part_3: requiredText(TEXT_MAX.long),
  headerAlt: altText,
});
export type ProjectInput = z.output<typeof projectSchema>;
/** The project's own columns its form edits (the link, the header image and the status are set apart). */
export const PROJECT_FORM_COLUMNS = [
  "name",
  "year",
  "location",
  "area",
  "type",
  "photographer",
  "latitude",
  "longitude",
  "description_part_1",
  "description_part_2",
  "description_part_3",
] as const;
export const PROJECT_TEXT_FIELDS = [...PROJECT_FORM_COLUMNS, "headerAlt"] as const;

/** What the browser can check of a chosen file: its declared type (the server checks the bytes). */
const IMAGE_TYPES: readonly string[] = IMAGE_MIMES;
const VIDEO_TYPES: readonly string[] = VIDEO_MIMES;
export { IMAGE_ACCEPT, VIDEO_ACCEPT } from "./file-types";

/**
 * A chosen or uploaded file as far as the checks need: its type (declared in the browser, by its bytes on the
 * server), and on the server whether its bytes are damaged (a type the site takes, cut short or broken).
 */
export interface SubmittedFile {
  type: string;
  damaged?: boolean;
}

/**
 * The whole project form: its fields, a header image (required when adding) and at least one
 * detail image in all, each file of an accepted type. Shared by the browser and the action.
 */
export function checkProject(
  values: Record<string, unknown>,
  files: { header?: SubmittedFile; images: SubmittedFile[]; videos: SubmittedFile[] },
  { editing, existingImages }: { editing: boolean; existingImages: number },
): Parsed<ProjectInput> {
  const parsed = parseForm(
    projectSchema,
    Object.fromEntries(PROJECT_TEXT_FIELDS.map((f) => [f, values[f] ?? undefined])),
  );
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && (parsed.data.latitude === null) !== (parsed.data.longitude === null))
    errors[parsed.data.latitude === null ? "latitude" : "longitude"] = PLACE_TEXTS.needsBoth;
  if (!editing && !files.header) errors.header = FORM_TEXTS.fieldRequired;
  if (existingImages + files.images.length === 0) errors.images = FORM_TEXTS.fieldRequired;
  const missing = Object.values(errors).includes(FORM_TEXTS.fieldRequired);
  const refused = (list: SubmittedFile[], types: readonly string[], wrongType: string) =>
    list.some((f) => f.damaged)
      ? MEDIA_TEXTS.fileDamaged
      : list.some((f) => !types.includes(f.type))
        ? wrongType
        : null;
  const header = files.header && refused([files.header], IMAGE_TYPES, MEDIA_TEXTS.invalidImage);
  const images = refused(files.images, IMAGE_TYPES, MEDIA_TEXTS.invalidDetailImages);
  const videos = refused(files.videos, VIDEO_TYPES, MEDIA_TEXTS.invalidVideos);
  if (header) errors.header = header;
  if (images) errors.images = images;
  if (videos) errors.videos = videos;
  if (files.images.length + files.videos.length > PROJECT_MAX_FILES)
    errors.images = `At most ${PROJECT_MAX_FILES} files at once.`;
  if (missing) errors.form = PROJECT_TEXTS.projectRequired;
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return parsed;
}
