import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";

import { usePendingForm } from "~/hooks/use-pending-form";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";

import * as formStyles from "./admin-form.css";
import { ButtonForm } from "./button-form";
import * as styles from "./confirm-dialog.css";

interface Props {
  title: string;
  message: string;
  /** The page without the dialog: Cancel (and Escape) goes back to it, and the confirming form posts to it. */
  page: string;
  /** The hidden fields the confirming form posts. */
  fields: Record<string, string | number>;
  /** The confirm button's words, and its words while the form is sent. */
  confirm: string;
  confirming?: string;
  /** Destructive: the red button. */
  danger?: boolean;
}

/**
 * A modal confirmation drawn from the URL (so it works without JavaScript): Cancel is a link
 * back; with JavaScript, focus starts on Cancel and Escape cancels.
 */
export function ConfirmDialog({ title, message, page, fields, confirm, confirming, danger = false }: Props) {
  const id = useId();
  // The dialog covers the page: the only form that can be on its way is its own.
  const busy = usePendingForm() !== null;
  const cancel = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(page, { replace: true, preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [page, navigate]);
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
          <Link ref={cancel} to={page} replace preventScrollReset className={formStyles.secondary}>
            {ACTION_TEXTS.cancel}
          </Link>
          <ButtonForm
            action={page}
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
