// "Sign in with a passkey" / "Use a passkey": shown only once the browser says it can (without
// JavaScript the page's own form stays the way in, and a line says why there is no button). On the
// login page it also offers passkeys in the username field's autofill, where the browser supports it.
import { useEffect } from "react";

import * as styles from "~/components/admin/admin-form.css";
import { type Ceremony, usePasskey, usePasskeySupport } from "~/hooks/use-passkey";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

interface PasskeyButtonProps {
  ceremony: Exclude<Ceremony, "register">;
  label: string;
  redirectTo?: string | null;
  /** Offer passkeys in the autofill of the page's `autocomplete="username webauthn"` field too. */
  autofill?: boolean;
}

export function PasskeyButton({ ceremony, label, redirectTo, autofill = false }: PasskeyButtonProps) {
  const support = usePasskeySupport();
  const { run, busy, error } = usePasskey(ceremony, { redirectTo });
  useEffect(() => {
    if (autofill && support?.autofill) void run(true);
  }, [autofill, support?.autofill, run]);
  return (
    <div className={styles.form}>
      <noscript>
        <p className={styles.hint}>{ceremony === "sign-in" ? TEXTS.passkeyNeedsScript : TEXTS.passkeyUseNeedsScript}</p>
      </noscript>
      {support?.any ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void run()}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={error ? `passkey-error-${ceremony.replace(" ", "-")}` : undefined}
        >
          {busy ? TEXTS.passkeyWaiting : label}
        </button>
      ) : null}
      {error ? (
        <p role="alert" id={`passkey-error-${ceremony.replace(" ", "-")}`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
