import { useEffect, useState } from "react";
import { TOAST_AUTO_CLOSE_MS } from "~/utils/constants";
import type { Toast } from "~/utils/toast";
import * as styles from "./toast-message.css";

/** A toast top-right that closes itself after SPEC.md's 5000 ms (by CSS without JavaScript). */
export function ToastMessage({ toast }: { toast: Toast | null | undefined }) {
  const [closedId, setClosedId] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setClosedId(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const open = toast && closedId !== toast.id;
  return (
    <div className={styles.region} role="region" aria-label="Notifications" aria-live="polite">
      {open ? (
        <div key={toast.id} className={styles.toast[toast.type]} role={toast.type === "error" ? "alert" : "status"} data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" className={styles.close} aria-label="Close notification" onClick={() => setClosedId(toast.id)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
