import { Form } from "@remix-run/react";
import type { FormEvent } from "react";

import type { Sending } from "~/hooks/use-upload-submit";
import type { AdminFailure } from "~/utils/admin-action";
import { IMAGE_ACCEPT } from "~/utils/admin-schemas";

import * as styles from "./admin-form.css";
import { ImagePicker } from "./image-picker";
import { ScheduleFields } from "./schedule-fields";
import { UploadProgress } from "./upload-progress";

interface Props {
  /** Names this form to the upload hook and its failures. */
  name: string;
  intent: string;
  label: string;
  button: string;
  hidden?: Record<string, string>;
  /** Take several images at once (with JavaScript), each sent as its own save. */
  several?: boolean;
  failure: AdminFailure | null;
  failureIntent?: string;
  progress: number | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>, sending: Sending) => void;
}

/**
 * A form that sends one image (with its alt text in each language and a preview), or several one by one, with
 * upload progress.
 */
export function ImageUploadForm({
  name,
  intent,
  label,
  button,
  hidden = {},
  several = false,
  failure,
  failureIntent = intent,
  progress,
  busy,
  onSubmit,
}: Props) {
  const failed = failure?.intent === failureIntent ? failure : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      onSubmit={(event) =>
        onSubmit(event, several ? { form: name, kind: "one-by-one", field: "image" } : { form: name, kind: "together" })
      }
      aria-label={label}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <ImagePicker
        name="image"
        label={label}
        accept={IMAGE_ACCEPT}
        oneByOne={several}
        error={failed?.errors.image ?? failed?.errors.form}
        defaultAlt={failed?.values.imageAlt}
        failure={failed}
      />
      <button type="submit" className={styles.button} disabled={busy}>
        {button}
      </button>
      {/* One image can wait for a time; several go one post each, so they go live at once. */}
      {several ? null : <ScheduleFields failure={failed} busy={busy} />}
      <UploadProgress progress={progress} />
    </Form>
  );
}
