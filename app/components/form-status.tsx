import { forwardRef } from "react";

import { useLanguage } from "~/hooks/use-language";
import type { FormResult } from "~/utils/forms";

import * as styles from "./submission-form.css";

/** The outcome of a submission: the success text (docs/product.md#forms-and-mail), or the form-wide error. Focusable so it can be announced. */
export const FormStatus = forwardRef<HTMLParagraphElement, { result: FormResult | null | undefined }>(
  function FormStatus({ result }, ref) {
    const { texts } = useLanguage();
    if (result?.ok) {
      return (
        <p ref={ref} tabIndex={-1} role="status" className={styles.statusSuccess}>
          {texts.form.sent}
        </p>
      );
    }
    if (result?.errors.form) {
      return (
        <p ref={ref} tabIndex={-1} role="alert" className={styles.statusFailure}>
          {result.errors.form}
        </p>
      );
    }
    return null;
  },
);
