import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";

import { TranslatedField } from "~/components/admin/translated-field";
import { Field } from "~/components/field";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import type { AdminFailure } from "~/utils/admin-action";
import { altSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";

import { ADMIN_LOOK } from "./admin-field-look";
import * as styles from "./admin-form.css";

/** Edits the alt text of an image already on the site, with its other languages beside it (decision 036). */
export function ImageAltForm(props: {
  assetId: number;
  alt: string;
  /** Its alt text in the other languages, as stored: lang → { alt }. */
  translations?: Record<string, Record<string, string>>;
  /** Per language, the fields whose translation is out of date (decision 061). */
  outdated?: Record<string, string[]>;
  failure?: AdminFailure | null;
}) {
  // A saved or live-updated text redraws the form with it, as TextFieldForm does.
  return <AltForm key={JSON.stringify([props.alt, props.translations, props.outdated])} {...props} />;
}

function AltForm({
  assetId,
  alt,
  translations = {},
  outdated,
  failure,
}: {
  assetId: number;
  alt: string;
  translations?: Record<string, Record<string, string>>;
  outdated?: Record<string, string[]>;
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
        <TranslatedField
          label="Alt text"
          field="alt"
          defaultText={alt}
          stored={translations}
          outdated={outdated}
          failure={failed}
          maxLength={TEXT_MAX.alt}
          idPrefix={form.id}
        >
          <Field meta={fields.alt} label="Alt text" look={ADMIN_LOOK} maxLength={TEXT_MAX.alt} />
        </TranslatedField>
      </div>
      <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={pending}>
        {pending ? ACTION_TEXTS.saving : "Save alt text"}
      </button>
    </Form>
  );
}
