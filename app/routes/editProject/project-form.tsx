import { Form, Link } from "@remix-run/react";
import { type FormEvent, useId } from "react";
import { PROJECT_TYPES } from "#db/types";
import type { AdminFailure } from "~/utils/admin-action";
import { checkProject, IMAGE_ACCEPT, VIDEO_ACCEPT } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { toast } from "~/utils/toast";
import { TOASTS } from "~/utils/messages";
import * as styles from "~/components/admin-form.css";
import { ImagePicker } from "~/components/image-picker";
import { UploadProgress } from "~/components/upload-progress";
import { FRESH_FORMS } from "~/components/use-upload-submit";

export interface ProjectFormValues {
  name: string;
  year: number | string;
  location: string;
  area: number | string;
  type: string;
  photographer: string;
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
}

interface Props {
  /** The project being edited; none in add mode. */
  project: (ProjectFormValues & { id: number; imageCount: number }) | null;
  failure: AdminFailure | null;
  progress: number | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>, check?: (form: HTMLFormElement) => AdminFailure | null) => void;
}

const chosenFiles = (form: FormData, name: string) => form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

/** The same checks as the action, before anything is uploaded. */
function checkInBrowser(form: HTMLFormElement, project: Props["project"]): AdminFailure | null {
  const data = new FormData(form);
  const [header] = chosenFiles(data, "header");
  const result = checkProject(
    Object.fromEntries([...data].filter(([, v]) => typeof v === "string")),
    { header, images: chosenFiles(data, "images"), videos: chosenFiles(data, "videos") },
    { editing: project !== null, existingImages: project?.imageCount ?? 0 },
  );
  if (result.ok) return null;
  return { ok: false, intent: "save", errors: result.errors, values: {}, toast: toast("error", TOASTS.projectSaveFailed) };
}

/** Adds a project, or edits one: every field of SPEC.md §3, the header image, detail images and videos. */
export function ProjectForm({ project, failure, progress, busy, onSubmit }: Props) {
  const id = useId();
  const failed = failure?.intent === "save" ? failure : null;
  const errors = failed?.errors ?? {};
  const value = (name: keyof ProjectFormValues) => failed?.values[name] ?? (project ? String(project[name]) : "");
  const field = (name: keyof ProjectFormValues, label: string, props: { type?: string; multiline?: boolean; max?: number; wide?: boolean } = {}) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      defaultValue: value(name),
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${fieldId}-error` : undefined,
    };
    return (
      <div className={`${styles.field} ${props.wide ? styles.wide : ""}`}>
        <label htmlFor={fieldId}>{label}</label>
        {props.multiline ? (
          <textarea {...common} className={styles.textarea} maxLength={TEXT_MAX.long} />
        ) : (
          <input {...common} type={props.type ?? "text"} className={styles.input} maxLength={props.type === "number" ? undefined : TEXT_MAX.short} step={props.type === "number" ? "any" : undefined} />
        )}
        {error ? (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      data-upload="project"
      aria-label={project ? "Edit project" : "Add project"}
      onSubmit={(event) => onSubmit(event, (form) => checkInBrowser(form, project))}
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.grid}>
        {field("name", "Name")}
        {field("year", "Year", { type: "number" })}
        {field("location", "Location")}
        {field("area", "Area (sq.m.)", { type: "number" })}
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} name="type" className={styles.input} defaultValue={value("type") || PROJECT_TYPES[0]}>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        {field("photographer", "Photographer")}
        {field("description_part_1", "Description part 1", { multiline: true, wide: true })}
        {field("description_part_2", "Description part 2", { multiline: true, wide: true })}
        {field("description_part_3", "Description part 3", { multiline: true, wide: true })}
        <div className={styles.wide}>
          <ImagePicker
            name="header"
            label={project ? "Replace header image (PNG, JPG, JPEG)" : "Header image (PNG, JPG, JPEG)"}
            accept={IMAGE_ACCEPT}
            error={errors.header}
            defaultAlt={failed?.values.headerAlt ?? ""}
          />
        </div>
        <div className={styles.wide}>
          <ImagePicker
            name="images"
            label={project ? "Add detail images" : "Detail images"}
            accept={IMAGE_ACCEPT}
            multiple
            error={errors.images}
          />
        </div>
        <div className={styles.wide}>
          <ImagePicker name="videos" label="Videos (optional, MP4 or MPEG)" accept={VIDEO_ACCEPT} multiple withAlt={false} error={errors.videos} />
        </div>
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : project ? "Update Project" : "Add Project"}
        </button>
        <Link to="/editProject" state={FRESH_FORMS} className={styles.secondary}>
          Cancel
        </Link>
      </div>
      <UploadProgress progress={progress} />
    </Form>
  );
}
