import type { FieldLook } from "~/components/field";

import * as styles from "./admin-form.css";

/** The admin pages' boxed fields; their errors are announced as they appear. */
export const ADMIN_LOOK: FieldLook = {
  field: styles.field,
  input: styles.input,
  textarea: styles.textarea,
  error: styles.error,
  wide: styles.wide,
  alert: true,
};
