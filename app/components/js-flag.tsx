/**
 * Marks the document with `js` before the first paint, so styles can keep no-JS fallbacks
 * (an always-open search box, a plain link list on phones) without a flash once scripts run.
 * The policy allows it by its hash (app/entry.server.tsx).
 */
export function JsFlag({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />;
}
