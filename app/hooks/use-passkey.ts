// The browser's half of a passkey ceremony: ask the server for a challenge, let the browser prompt
// (fingerprint, face, PIN), send the answer back, then go where the server says. Errors come back as
// the text to show; a cancelled prompt says so plainly.
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { useCallback, useEffect, useState } from "react";

import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

export type Ceremony = "register" | "sign-in" | "second step" | "confirm";

interface Reply {
  error?: string;
  redirect?: string;
  options?: unknown;
}

async function post(path: string, body: object): Promise<Reply> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => ({}))) as Reply & { errors?: { form?: string } };
  // The edge's own refusals (too large, too many) carry their text under errors.form.
  if (!response.ok && !reply.error && !reply.redirect) return { error: reply.errors?.form ?? TEXTS.passkeyFailed };
  return reply;
}

/** What the server said when it refused: shown as it is (the browser's own errors are not meant for people). */
class ServerRefusal extends Error {}

/** Whether the browser can use passkeys at all, and offer them in the username field's autofill; null until known. */
export function usePasskeySupport() {
  const [support, setSupport] = useState<{ any: boolean; autofill: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    const any = browserSupportsWebAuthn();
    void (any ? browserSupportsWebAuthnAutofill() : Promise.resolve(false)).then((autofill) => {
      if (live) setSupport({ any, autofill });
    });
    return () => {
      live = false;
    };
  }, []);
  return support;
}

/**
 * Runs one ceremony. `autofill`: a sign-in offered in the username field's suggestions, waiting quietly
 * until the admin picks a passkey there (its errors are not shown: the admin did nothing yet).
 */
export function usePasskey(ceremony: Ceremony, extra: { name?: string; redirectTo?: string | null } = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { name, redirectTo } = extra;
  const run = useCallback(
    async (autofill = false) => {
      const body = { ceremony, name, redirectTo: redirectTo ?? undefined };
      if (!autofill) {
        setBusy(true);
        setError(null);
      }
      try {
        const asked = await post("/admin/passkey/options", body);
        if (asked.redirect) return window.location.assign(asked.redirect);
        if (!asked.options) throw new ServerRefusal(asked.error ?? TEXTS.passkeyFailed);
        const response =
          ceremony === "register"
            ? await startRegistration({
                optionsJSON: asked.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
              })
            : await startAuthentication({
                optionsJSON: asked.options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
                useBrowserAutofill: autofill,
              });
        setBusy(true);
        const checked = await post("/admin/passkey/verify", { ...body, response });
        if (checked.redirect) return window.location.assign(checked.redirect);
        throw new ServerRefusal(checked.error ?? TEXTS.passkeyFailed);
      } catch (thrown) {
        setBusy(false);
        const cancelled =
          thrown instanceof Error && (thrown.name === "NotAllowedError" || thrown.name === "AbortError");
        // A quiet autofill wait ends when the admin presses the button instead: nothing to say.
        if (autofill) return;
        if (thrown instanceof ServerRefusal) setError(thrown.message);
        else setError(cancelled ? TEXTS.passkeyCancelled : TEXTS.passkeyFailed);
      }
    },
    [ceremony, name, redirectTo],
  );
  return { run, busy, error };
}
