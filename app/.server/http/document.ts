// What entry.server does to a rendered document before sending it: Remix's data scripts moved inside
// <body>, the hydration scripts started after the page's content, and the hashes of the inline scripts
// the render marked (for the Content-Security-Policy).
import crypto from "node:crypto";

/**
 * The sha256 (base64) of each inline script (no src) the render marked with its nonce (ScriptNonce), for
 * the document's Content-Security-Policy; unmarked scripts are left out of the policy.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const marked = new RegExp(`<script(?![^>]*\\ssrc=)[^>]*\\snonce="${nonce}"[^>]*>([\\s\\S]*?)</script>`, "g");
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(marked)) {
    if (text) hashes.add(crypto.createHash("sha256").update(text).digest("base64"));
  }
  return [...hashes];
}

const DOCUMENT_END = "</body></html>";

/**
 * Remix renders its data scripts after the root element, so after </html>: the parser moves them into
 * <body> anyway (an error for an HTML checker). Moved there in the markup, the DOM is the same.
 */
export function dataScriptsInsideBody(html: string): string {
  const at = html.indexOf(DOCUMENT_END);
  if (at < 0 || at + DOCUMENT_END.length === html.length) return html;
  return html.slice(0, at) + html.slice(at + DOCUMENT_END.length) + DOCUMENT_END;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** The client entry's imports in Remix's manifest (the framework's chunks: React, Remix). */
const ENTRY_IMPORTS = /"entry":\s*\{\s*"module":\s*"[^"]+",\s*"imports":\s*(\[[^\]]*\])/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
const HYDRATION_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * Every public page is whole without JavaScript (scripts only hydrate it), so they load once the page's
 * content has: Remix's module preloads and the static imports of its hydration script would otherwise
 * start at parse and share a slow link with the first paint and the largest image. The same modules load,
 * in parallel (preloads added then), after the load event and the frame that paints it. The framework's chunks
 * are run first, each in a task of its own, then the routes: run as one graph, their evaluation was one long task.
 */
export function hydrateAfterLoad(html: string): string {
  const found = HYDRATION_SCRIPT.exec(html);
  if (!found) return html;
  const [whole, open, body, close] = found;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name, href }));
  const rest = body.replace(ROUTE_IMPORT, "").trim().replace(/^;/, "");
  // Another static import (Remix's manifest module, without lazy route discovery) cannot move into a function.
  if (/^import /m.test(rest)) return html;
  const framework = ENTRY_IMPORTS.exec(rest)?.[1] ?? "[]";
  const script = [
    "const hydrate = async () => {",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // A message, not a timer, ends each task: the same yield React's scheduler makes, and one a page's fake clock
    // (a test's) does not hold back.
    "const nextTask = () => new Promise((next) => { const { port1, port2 } = new MessageChannel(); port1.onmessage = next; port2.postMessage(0); });",
    `for (const href of ${JSON.stringify(JSON.parse(framework))}) { await import(href); await nextTask(); }`,
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${r.href})`).join(", ")}]);`,
    rest,
    "};",
    // The page's first contentful paint as presented (Paint Timing), where the browser reports it: the frame that paints
    // runs before its pixels are on screen, and scripts requested in between would still share the link with it.
    "const afterFirstPaint = (then) => {",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();',
    "  const observer = new PerformanceObserver((list) => {",
    '    if (!list.getEntriesByName("first-contentful-paint").length) return;',
    "    observer.disconnect();",
    "    then();",
    "  });",
    '  observer.observe({ type: "paint", buffered: true });',
    "};",
    "const start = () => afterFirstPaint(() => requestAnimationFrame(() => setTimeout(hydrate)));",
    'if (document.readyState === "complete") start();',
    'else addEventListener("load", start, { once: true });',
  ].join("\n");
  // The links stay as inert hints, so hydration finds the elements Remix's <Scripts> renders.
  return html
    .replace(MODULE_PRELOAD, '<link rel="dns-prefetch" href="$1"/>')
    .replace(whole, () => `${open}${script}${close}`);
}
