import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";

import * as formStyles from "./admin-form.css";
import { ButtonForm } from "./button-form";
import * as styles from "./confirm-dialog.css";

interface Props {
  title: string;
  message: string;
  /** Where Cancel (and Escape) goes: the page without the dialog. */
  cancelTo: string;
  /** The confirming form posts these hidden fields to `action`. */
  action: string;
  fields: Record<string, string | number>;
  /** The confirm button's words, and its words while the form is sent. */
  confirm: string;
  confirming?: string;
  busy: boolean;
  /** Destructive: the red button. */
  danger?: boolean;
}

/**
 * A modal confirmation drawn from the URL (so it works without JavaScript): Cancel is a link
 * back; with JavaScript, focus starts on Cancel and Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  cancelTo,
  action,
  fields,
  confirm,
  confirming,
  busy,
  danger = false,
}: Props) {
  const id = useId();
  const cancel = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(cancelTo, { replace: true, preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [cancelTo, navigate]);
  return (
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className={styles.dialog}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p id={`${id}-message`}>{message}</p>
        <div className={formStyles.buttonRow}>
          <Link ref={cancel} to={cancelTo} replace preventScrollReset className={formStyles.secondary}>
            Cancel
          </Link>
          <ButtonForm
            action={action}
            fields={fields}
            label={confirm}
            busyLabel={confirming}
            busy={busy}
            className={danger ? formStyles.danger : formStyles.button}
          />
        </div>
      </div>
    </div>
  );
}
