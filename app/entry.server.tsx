import crypto from "node:crypto";
import fs from "node:fs";
import { Writable } from "node:stream";

import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { jsonAnswer } from "~/.server/admin/action";
import { shareableHeaders } from "~/.server/edge/headers";
import { dataScriptsInsideBody, hydrateAfterLoad, inlineScriptHashes } from "~/.server/http/document";
import { contentSecurityPolicy } from "~/.server/http/security-headers";
import { log } from "~/.server/log";
import { policyOf } from "~/utils/route-policy";

import { SharedStylesheetText } from "./components/document-styles";
import { ScriptNonce } from "./components/script-nonce";

export { boot } from "~/.server/boot";

/**
 * An error thrown in a loader, an action or a render: one line in the log (with the request's id,
 * the logger adds it), instead of Remix's bare stack trace on stderr. The visitor sees the error page.
 * A request the visitor gave up on is no error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log("error", "request failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
};

/** A page's data (a client navigation) is cached at the edge as its document is, under the same rules. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  shareableHeaders(request, response.headers);
  return response;
};

const ABORT_DELAY_MS = 5_000;
export const streamTimeout = ABORT_DELAY_MS;

let sharedStylesheetText: string | undefined;

/** The root route's stylesheets, read once from the client build (this file runs as build/server/index.js). */
function sharedStylesheets(hrefs: string[]): string | undefined {
  if (import.meta.env.DEV) return undefined;
  return (sharedStylesheetText ??= hrefs
    .map((href) => fs.readFileSync(new URL(`../client${href}`, import.meta.url), "utf8"))
    .join("\n"));
}

/**
 * Pages whose matched routes declare `hydrateAtOnce` (the admin's layouts, the public form pages) load their
 * scripts at once, the others after the load event (020): a file chosen or a form sent before the page
 * hydrates would miss what the scripts add (the chosen file's link, checks before sending, upload progress).
 */
const atOnce = (context: EntryContext) =>
  context.staticHandlerContext.matches.some(
    (match) => policyOf(context.routeModules[match.route.id]).hydrateAtOnce === true,
  );

/**
 * Renders the complete document before sending it: the pages have no slow data to stream, Remix's data
 * scripts then land inside <body>, and the policy can list the hashes of exactly the inline scripts sent.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const json = jsonAnswer(request, remixContext);
  if (json) return json;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
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
            const rendered = dataScriptsInsideBody(Buffer.concat(chunks).toString("utf8"));
            const marked = atOnce(remixContext) ? rendered : hydrateAfterLoad(rendered);
            const scriptHashes = inlineScriptHashes(marked, nonce);
            const html = marked.replaceAll(` nonce="${nonce}"`, "");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, import.meta.env.DEV));
            shareableHeaders(request, responseHeaders);
            request.signal.removeEventListener("abort", clientGone);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        request.signal.removeEventListener("abort", clientGone);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered)
          log("error", "render failed", {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
      },
    });
    // Never cut for taking long: these pages wait on no data (Remix's streamTimeout settles any deferred
    // data), so a slow render is only a busy machine, and a timer here turned a login flood's 429s into
    // 500s. The render stops when the visitor goes away; until then it holds nothing a timer would free.
    const clientGone = () => abort(request.signal.reason);
    if (request.signal.aborted) clientGone();
    else request.signal.addEventListener("abort", clientGone, { once: true });
  });
}
