import { useNonce } from "~/utils/nonce";

/**
 * Marks the document with `js` before the first paint, so styles can keep no-JS fallbacks
 * (an always-open search box, a plain link list on phones) without a flash once scripts run.
 */
export function JsFlag() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      // The browser hides nonces from the DOM, so the client's empty nonce must not count as a mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />
  );
}
