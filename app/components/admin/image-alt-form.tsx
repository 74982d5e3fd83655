import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { Field } from "~/components/field";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import type { AdminFailure } from "~/utils/admin-action";
import { altSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";

import { ADMIN_LOOK } from "./admin-field-look";
import * as styles from "./admin-form.css";

/** Edits the alt text of an image already on the site. */
export function ImageAltForm({
  assetId,
  alt,
  failure,
}: {
  assetId: number;
  alt: string;
  failure?: AdminFailure | null;
}) {
  const failed = failure?.intent === "alt" && failure.values.assetId === String(assetId) ? failure : null;
  const sending = usePendingForm();
  const pending = sending?.get("intent") === "alt" && sending.get("assetId") === String(assetId);
  const [form, fields] = useSchemaForm(altSchema, { id: `alt-${assetId}`, result: failed, defaultValue: { alt } });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.inlineForm}>
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="assetId" value={assetId} />
      <div style={{ flex: 1 }}>
        <Field meta={fields.alt} label="Alt text" look={ADMIN_LOOK} maxLength={TEXT_MAX.alt} />
      </div>
      <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={pending}>
        {pending ? "Saving…" : "Save alt text"}
      </button>
    </Form>
  );
}
