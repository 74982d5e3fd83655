// The sign-in methods page's passkeys: each one named, with when it was added and last used, and a
// remove button; a form to add one (the browser's prompt needs JavaScript: without it the form posts
// and the page says so); and the passkey-only switch.
import { Form } from "@remix-run/react";
import { useState } from "react";

import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import * as own from "~/components/admin/passkeys-section.css";
import { usePasskey, usePasskeySupport } from "~/hooks/use-passkey";
import { usePendingForm } from "~/hooks/use-pending-form";
import { formatDateTime } from "~/utils/dates";
import { PASSKEY_NAME_MAX_LENGTH } from "~/utils/sign-in";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

interface PasskeysSectionProps {
  passkeys: Passkey[];
  passkeyOnly: boolean;
  /** The page action's refusal of a passkey change, if any. */
  error: string | null;
}

export function PasskeysSection({ passkeys, passkeyOnly, error }: PasskeysSectionProps) {
  const pending = usePendingForm();
  const busy = (intent: string, id?: string) =>
    pending?.get("intent") === intent && (id === undefined || pending.get("id") === id);
  const [name, setName] = useState("");
  const support = usePasskeySupport();
  const adding = usePasskey("register", { name });
  const shownError = adding.error ?? error;
  return (
    <>
      <AdminSection id="passkeys-title" title={TEXTS.passkeysTitle}>
        <p className={styles.hint}>{TEXTS.passkeysIntro}</p>
        {passkeys.length === 0 ? (
          <p>{TEXTS.passkeysNone}</p>
        ) : (
          <ul className={own.list} aria-labelledby="passkeys-title">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className={own.row}>
                <span>
                  <strong>{passkey.name}</strong>{" "}
                  <span className={styles.hint}>
                    {TEXTS.passkeyCreated(formatDateTime(passkey.created_at))} ·{" "}
                    {TEXTS.passkeyLastUsed(passkey.last_used_at ? formatDateTime(passkey.last_used_at) : null)}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <button
                    type="submit"
                    className={`${styles.danger} ${styles.small}`}
                    disabled={busy("passkey-remove", passkey.id)}
                    aria-label={`${TEXTS.passkeyRemove} ${passkey.name}`}
                  >
                    {busy("passkey-remove", passkey.id) ? "Removing…" : TEXTS.passkeyRemove}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          className={styles.form}
          aria-label={TEXTS.passkeyAdd}
          onSubmit={(event) => {
            // With a browser that can make passkeys, the ceremony runs here; otherwise the post tells why not.
            if (!support?.any) return;
            event.preventDefault();
            void adding.run();
          }}
        >
          <input type="hidden" name="intent" value="passkey-add" />
          <label className={styles.field}>
            <span>{TEXTS.passkeyNameLabel}</span>
            <input
              name="name"
              className={styles.input}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              required
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "passkey-error" : undefined}
            />
          </label>
          {shownError ? (
            <p role="alert" id="passkey-error" className={styles.error}>
              {shownError}
            </p>
          ) : null}
          <button type="submit" className={styles.button} disabled={adding.busy} aria-busy={adding.busy}>
            {adding.busy ? TEXTS.passkeyWaiting : TEXTS.passkeyAdd}
          </button>
        </Form>
      </AdminSection>
      <AdminSection id="passkey-only-title" title={TEXTS.passkeyOnlyTitle}>
        <p className={styles.hint}>{TEXTS.passkeyOnlyIntro}</p>
        {passkeyOnly ? <p>{TEXTS.passkeyOnlyOn}</p> : null}
        <Form method="post" aria-labelledby="passkey-only-title">
          <input type="hidden" name="intent" value={passkeyOnly ? "passkey-only-off" : "passkey-only-on"} />
          <button
            type="submit"
            className={`${styles.secondary} ${styles.small}`}
            disabled={passkeys.length === 0 || busy(passkeyOnly ? "passkey-only-off" : "passkey-only-on")}
            aria-describedby={passkeys.length === 0 ? "passkey-only-needs" : undefined}
          >
            {passkeyOnly ? TEXTS.passkeyOnlyTurnOff : TEXTS.passkeyOnlyTurnOn}
          </button>
          {passkeys.length === 0 ? (
            <p id="passkey-only-needs" className={styles.hint}>
              {TEXTS.passkeyOnlyNeedsPasskey}
            </p>
          ) : null}
        </Form>
      </AdminSection>
    </>
  );
}
