import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { type FormEvent, useState } from "react";

import { PROJECT_TYPES } from "#db/tables";
import { ADMIN_LOOK } from "~/components/admin/admin-field-look";
import * as styles from "~/components/admin/admin-form.css";
import { ImagePicker } from "~/components/admin/image-picker";
import { ScheduleFields } from "~/components/admin/schedule-fields";
import { TranslatedField } from "~/components/admin/translated-field";
import { UploadProgress } from "~/components/admin/upload-progress";
import { Field } from "~/components/field";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { FRESH_FORMS, type Sending } from "~/hooks/use-upload-submit";
import type { AdminFailure } from "~/utils/admin-action";
import { checkProject, IMAGE_ACCEPT, PROJECT_TEXT_FIELDS, projectSchema, VIDEO_ACCEPT } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { withCredits } from "~/utils/credit-form";
import type { Credit } from "~/utils/credits";
import { declaredType, IMAGE_FORMATS, VIDEO_FORMATS } from "~/utils/file-types";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { COMFORT_TEXTS, MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { TOASTS } from "~/utils/texts/admin/toasts";
import { formatBytes, PROJECT_FILES_MAX_BYTES, totalBytes } from "~/utils/upload-limits";

import { CreditsFieldset } from "./credits-fieldset";
import { MediaSummary, NO_PENDING, type PendingMedia } from "./media-summary";
import { PlaceFieldset } from "./place-fieldset";

export interface ProjectFormValues {
  name: string;
  year: number | string;
  location: string;
  area: number | string;
  type: string;
  photographer: string;
  latitude: number | null;
  longitude: number | null;
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
}

interface Props {
  /** The project being edited; none in add mode. */
  project:
    | (ProjectFormValues & {
        id: number;
        imageCount: number;
        translations: Record<string, Record<string, string>>;
        outdated?: Record<string, string[]>;
        credits: Credit[];
      })
    | null;
  /** The project's detail images and videos now, with their bytes; none in add mode. */
  media: { images: number; videos: number; bytes: number } | null;
  failure: AdminFailure | null;
  progress: number | null;
  busy: boolean;
  /** The batch under way or last sent: files sent of all, how many the server refused, and sending those again. */
  batch: { files: { sent: number; total: number } | null; refused: number; retry: () => void };
  /** Whether the server has ffmpeg: without it videos are refused, and the form says so. */
  videoTools: boolean;
  /** A live project's changes can be kept to go live at a time (a draft is published as a whole instead). */
  canSchedule?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>, sending: Sending) => void;
  /** The page's failure toast, for a form the browser's check refused (its fields say why). */
  refuse: (message: string) => void;
}

/** With JavaScript each file goes by its own post (progress and failure per file), then the save. */
const SENDING: Sending = { form: "project", kind: "batch", fields: ["header", "images", "videos"] };

const chosenFiles = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

/** The same checks as the action, before anything is uploaded: the fields and the chosen files' declared types. */
function checkChosen(data: FormData, project: Props["project"]) {
  const [header] = chosenFiles(data, "header");
  const files = { header, images: chosenFiles(data, "images"), videos: chosenFiles(data, "videos") };
  const typed = (list: File[]) => list.map((f) => ({ type: declaredType(f) }));
  const credited = withCredits(Object.fromEntries([...data].filter(([, v]) => typeof v === "string")));
  const projectChecked = checkProject(
    credited.values,
    {
      header: header ? { type: declaredType(header) } : undefined,
      images: typed(files.images),
      videos: typed(files.videos),
    },
    { editing: project !== null, existingImages: project?.imageCount ?? 0 },
  );
  const checked =
    Object.keys(credited.errors).length === 0
      ? projectChecked
      : { ok: false as const, errors: { ...credited.errors, ...(projectChecked.ok ? {} : projectChecked.errors) } };
  // More than one post may carry: the edge would refuse the body after it was sent, so say it now.
  const bytes = totalBytes([...(header ? [header] : []), ...files.images, ...files.videos]);
  if (bytes <= PROJECT_FILES_MAX_BYTES) return checked;
  const overTotal = COMFORT_TEXTS.overTotal(formatBytes(bytes), formatBytes(PROJECT_FILES_MAX_BYTES));
  return { ok: false as const, errors: { ...(checked.ok ? {} : checked.errors), form: overTotal } };
}

/** Adds a project, or edits one: every field of docs/product.md, the header image, detail images and videos. */
export function ProjectForm({
  project,
  media,
  failure,
  progress,
  busy,
  batch,
  videoTools,
  canSchedule = false,
  onSubmit,
  refuse,
}: Props) {
  const [pending, setPending] = useState<PendingMedia>(NO_PENDING);
  const chosen = (field: keyof PendingMedia) => (files: File[]) => setPending((p) => ({ ...p, [field]: files }));
  const failed = failure?.intent === "save" ? failure : null;
  const [form, fields] = useSchemaForm(projectSchema, {
    id: "project",
    result: failed,
    defaultValue: project
      ? Object.fromEntries(
          PROJECT_TEXT_FIELDS.map((name) => [name, String(project[name as keyof ProjectFormValues] ?? "")]),
        )
      : undefined,
    check: (data) => checkChosen(data, project),
    onSubmit: (event) => onSubmit(event, SENDING),
    onRefused: () => refuse(TOASTS.projectSaveFailed),
  });
  // The file inputs and the credits are outside the schema's fields: their errors are read by name.
  const fileError = (name: string) => form.allErrors[name]?.[0];
  const formError = form.errors?.[0];
  const field = (
    name: keyof ProjectFormValues,
    label: string,
    props: { type?: "number"; multiline?: boolean; wide?: boolean } = {},
  ) => (
    <Field
      meta={fields[name]}
      label={label}
      look={ADMIN_LOOK}
      type={props.type}
      multiline={props.multiline}
      wide={props.wide}
      maxLength={props.type === "number" ? undefined : props.multiline ? TEXT_MAX.long : TEXT_MAX.short}
    />
  );
  /** A text field with its other languages beside it (docs/decisions/034-search-and-language-forms.md). */
  const translated = (name: keyof ProjectFormValues, label: string, multiline = false) => (
    <TranslatedField
      label={label}
      field={name}
      defaultText={String(project?.[name] ?? "")}
      stored={project?.translations ?? {}}
      outdated={project?.outdated}
      failure={failed}
      maxLength={multiline ? TEXT_MAX.long : TEXT_MAX.short}
      multiline={multiline}
      wide={multiline}
    >
      {field(name, label, { multiline, wide: multiline })}
    </TranslatedField>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={styles.form}
      aria-label={project ? "Edit project" : "Add project"}
    >
      <input type="hidden" name="intent" value="save" />
      {formError ? (
        <p id={form.errorId} className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.grid}>
        {translated("name", "Name")}
        {field("year", "Year", { type: "number" })}
        {translated("location", "Location")}
        {field("area", "Area (sq.m.)", { type: "number" })}
        <div className={styles.field}>
          <label htmlFor={fields.type.id}>Type</label>
          <select
            id={fields.type.id}
            name="type"
            className={styles.input}
            defaultValue={fields.type.initialValue || PROJECT_TYPES[0]}
          >
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <PlaceFieldset latitude={fields.latitude} longitude={fields.longitude} />
        {translated("description_part_1", "Description part 1", true)}
        {translated("description_part_2", "Description part 2", true)}
        {translated("description_part_3", "Description part 3", true)}
        <CreditsFieldset credits={project?.credits ?? null} failure={failed} errorOf={fileError} />
        <div className={styles.wide}>
          <ImagePicker
            name="header"
            label={`${project ? "Replace header image" : "Header image"} (${IMAGE_FORMATS})`}
            accept={IMAGE_ACCEPT}
            error={fileError("header")}
            onChosen={chosen("header")}
            defaultAlt={failed?.values.headerAlt ?? ""}
            failure={failed}
          />
        </div>
        <div className={styles.wide}>
          <ImagePicker
            name="images"
            label={project ? "Add detail images" : "Detail images"}
            accept={IMAGE_ACCEPT}
            multiple
            error={fileError("images")}
            onChosen={chosen("images")}
          />
        </div>
        <div className={styles.wide}>
          {videoTools ? (
            <ImagePicker
              name="videos"
              label={`Videos (optional: ${VIDEO_FORMATS})`}
              accept={VIDEO_ACCEPT}
              multiple
              kind="video"
              withAlt={false}
              error={fileError("videos")}
              onChosen={chosen("videos")}
            />
          ) : (
            <p className={styles.error} role="status">
              {MEDIA_TEXTS.videoToolsMissingNotice}
            </p>
          )}
        </div>
        <MediaSummary current={media} pending={pending} />
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
          {busy ? ACTION_TEXTS.saving : project ? "Update Project" : "Add Project"}
        </button>
        {/* The clicked button's status travels with the form, with or without JavaScript. */}
        <button type="submit" name="status" value="draft" className={styles.secondary} disabled={busy}>
          {ACTION_TEXTS.saveAsDraft}
        </button>
        {batch.refused > 0 && !busy ? (
          <button type="button" className={styles.secondary} onClick={batch.retry}>
            {COMFORT_TEXTS.retryFailed}
          </button>
        ) : null}
        <Link to="/admin/projects" state={FRESH_FORMS} className={styles.secondary}>
          {ACTION_TEXTS.cancel}
        </Link>
      </div>
      {canSchedule ? <ScheduleFields failure={failed} busy={busy} /> : null}
      <UploadProgress progress={progress} files={batch.files} />
    </Form>
  );
}
