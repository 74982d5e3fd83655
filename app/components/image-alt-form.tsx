import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import type { AdminFailure } from "~/utils/admin-action";
import { TEXT_MAX } from "~/utils/constants";
import * as styles from "./admin-form.css";

/** Edits the alt text of an image already on the site. */
export function ImageAltForm({ assetId, alt, failure }: { assetId: number; alt: string; failure?: AdminFailure | null }) {
  const id = useId();
  const navigation = useNavigation();
  const failed = failure?.intent === "alt" && failure.values.assetId === String(assetId) ? failure : null;
  const pending = navigation.formData?.get("intent") === "alt" && navigation.formData.get("assetId") === String(assetId);
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="assetId" value={assetId} />
      <label className={styles.field} htmlFor={id} style={{ flex: 1 }}>
        Alt text
        <input id={id} name="alt" className={styles.input} defaultValue={failed?.values.alt ?? alt} maxLength={TEXT_MAX.alt} />
      </label>
      <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={pending}>
        {pending ? "Saving…" : "Save alt text"}
      </button>
      {failed?.errors.alt ? <p className={styles.error} role="alert">{failed.errors.alt}</p> : null}
    </Form>
  );
}
