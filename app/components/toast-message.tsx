import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";

import { useLanguage } from "~/hooks/use-language";
import { TOAST_AUTO_CLOSE_MS, UNDO_TOAST_MS } from "~/utils/constants";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";
import type { Toast } from "~/utils/toast";

import * as styles from "./toast-message.css";

/**
 * A toast top-right that closes itself after 5000 ms (by CSS without JavaScript; docs/product.md#toasts); one
 * that offers "Undo" or a link stays UNDO_TOAST_MS. Every toast waits while the pointer is on it or
 * focus is in it, so its controls can be reached (WCAG 2.2.1).
 */
export function ToastMessage({ toast }: { toast: Toast | null | undefined }) {
  const { texts } = useLanguage();
  const [closedId, setClosedId] = useState<string | null>(null);
  // Which toast the pointer or focus holds open: a new toast starts unheld, even if the last one was
  // removed while held (a removed element sends no blur).
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const held = Boolean(toast) && (hoveredId === toast?.id || focusedId === toast?.id);
  const lingers = Boolean(toast?.undo || toast?.link);
  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => setClosedId(toast.id), lingers ? UNDO_TOAST_MS : TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast, held, lingers]);
  const open = toast && closedId !== toast.id;
  return (
    <div className={styles.region} role="region" aria-label={texts.toast.region} aria-live="polite">
      {open ? (
        <div
          key={toast.id}
          className={(lingers ? styles.lingering : styles.toast)[toast.type]}
          role={toast.type === "error" ? "alert" : "status"}
          data-testid="toast"
          onMouseEnter={() => setHoveredId(toast.id)}
          onMouseLeave={() => setHoveredId(null)}
          onFocus={() => setFocusedId(toast.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
          }}
        >
          <span>
            {toast.message}
            {toast.link ? (
              <>
                {" "}
                <Link to={toast.link.href} className={styles.action}>
                  {toast.link.label}
                </Link>
              </>
            ) : null}
          </span>
          {toast.undo ? (
            <Form method="post" action={toast.undo.action} className={styles.undoForm}>
              <input type="hidden" name="intent" value="undo" />
              <input type="hidden" name="revision" value={toast.undo.revision} />
              <button type="submit" className={styles.action} aria-label={REVISION_TEXTS.undoLabel(toast.message)}>
                {REVISION_TEXTS.undo}
              </button>
            </Form>
          ) : null}
          <button
            type="button"
            className={styles.close}
            aria-label={texts.toast.close}
            onClick={() => setClosedId(toast.id)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
