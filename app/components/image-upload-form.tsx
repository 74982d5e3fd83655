import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import type { AdminFailure } from "~/utils/admin-action";
import { IMAGE_ACCEPT } from "~/utils/admin-schemas";
import * as styles from "./admin-form.css";
import { ImagePicker } from "./image-picker";
import { UploadProgress } from "./upload-progress";

interface Props {
  /** Names this form to the upload hook and its failures. */
  name: string;
  intent: string;
  label: string;
  button: string;
  hidden?: Record<string, string>;
  failure: AdminFailure | null;
  failureIntent?: string;
  progress: number | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A form that sends one image (with its alt text and a preview), with upload progress. */
export function ImageUploadForm({ name, intent, label, button, hidden = {}, failure, failureIntent = intent, progress, busy, onSubmit }: Props) {
  const failed = failure?.intent === failureIntent ? failure : null;
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} data-upload={name} onSubmit={onSubmit} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <ImagePicker name="image" label={label} accept={IMAGE_ACCEPT} error={failed?.errors.image ?? failed?.errors.form} />
      <button type="submit" className={styles.button} disabled={busy}>
        {button}
      </button>
      <UploadProgress progress={progress} />
    </Form>
  );
}
