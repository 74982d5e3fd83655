import crypto from "node:crypto";
import fs from "node:fs";
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { SharedStylesheetText } from "./components/document-styles";
import { ScriptNonce } from "./components/script-nonce";
import { contentSecurityPolicy } from "~/.server/http/security-headers";
import { log } from "~/.server/log";

export { boot } from "~/.server/boot";

const ABORT_DELAY_MS = 5_000;
export const streamTimeout = ABORT_DELAY_MS;

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

let sharedStylesheetText: string | undefined;

/** The root route's stylesheets, read once from the client build (this file runs as build/server/index.js). */
function sharedStylesheets(hrefs: string[]): string | undefined {
  if (import.meta.env.DEV) return undefined;
  return (sharedStylesheetText ??= hrefs.map((href) => fs.readFileSync(new URL(`../client${href}`, import.meta.url), "utf8")).join("\n"));
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

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The page is whole without JavaScript (it only hydrates), so its modules load at low priority: on a
 * slow link they no longer compete with the document's first paint and its largest image.
 */
export function modulePreloadsAtLowPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}

/**
 * Renders the complete document before sending it: the pages have no slow data to stream, Remix's data
 * scripts then land inside <body>, and the policy can list the hashes of exactly the inline scripts sent.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the document is out: a pending timer would keep the whole render (request,
    // response, Remix context) alive for its full delay, which a flood of renders turns into hundreds of MiB.
    let abortTimer: NodeJS.Timeout | undefined;
    const nonce = crypto.randomBytes(18).toString("base64url");
    const app = (
      <ScriptNonce.Provider value={nonce}>
        <SharedStylesheetText.Provider value={sharedStylesheets(remixContext.manifest.routes.root.css ?? [])}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </SharedStylesheetText.Provider>
      </ScriptNonce.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            const marked = dataScriptsInsideBody(Buffer.concat(chunks).toString("utf8"));
            const scriptHashes = inlineScriptHashes(marked, nonce);
            const html = modulePreloadsAtLowPriority(marked.replaceAll(` nonce="${nonce}"`, ""));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, import.meta.env.DEV));
            clearTimeout(abortTimer);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log("error", "render failed", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      },
    });
    abortTimer = setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}
