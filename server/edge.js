// The HTTP edge, between Express and Remix: cross-site writes are refused before their body is
// read, every body is counted as it streams in and refused (413) the moment it passes its
// route's cap or (408) its time, and Remix gets the counted stream instead of the raw request.
// The caps, timeouts and messages come from the app (runtime.edge, see app/.server/boot.ts).
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";

import { lingerAndCut, refusal, refuseRequest } from "./refusal.js";

/** @typedef {import("express").Request} Req */
/** @typedef {import("express").Response} Res */
/** @typedef {import("express").NextFunction} Next */
/** @typedef {import("./types").EdgeOptions} EdgeOptions */
/** @typedef {import("./types").BodyLimit} BodyLimit */
/** @typedef {BodyLimit["page"]} RefusalPage */
/** @typedef {import("@remix-run/node").ServerBuild} ServerBuild */
/** @typedef {import("@remix-run/node").AppLoadContext} AppLoadContext */

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * The request's own URL as the server sees it: Host (and X-Forwarded-* only from a trusted proxy, via Express).
 * @param {Req} req
 */
export function requestUrl(req) {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("Host")?.split(":") ?? [];
  const port = Number.parseInt(
    req.app.get("trust proxy fn")(req.socket.remoteAddress, 0) ? (forwardedPort ?? hostPort) : hostPort,
    10,
  );
  return new URL(`${req.protocol}://${req.hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`);
}

/**
 * Whether the request came over HTTPS: TLS on this socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (as Express's req.secure).
 * @param {import("node:http").IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trustProxy Express's "trust proxy fn"
 */
export function isHttps(req, trustProxy) {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  if (!trustProxy(req.socket.remoteAddress ?? "", 0)) return false;
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    .trim();
  return proto === "https";
}

/**
 * Whether the request names a host the site answers to (ALLOWED_HOSTS; any when unset). The Host
 * header only: a proxy in front passes the visitor's Host on, and X-Forwarded-Host is the client's to choose.
 * @param {import("node:http").IncomingMessage} req
 * @param {string[] | undefined} allowedHosts
 */
export function hostAllowed(req, allowedHosts) {
  if (!allowedHosts) return true;
  const name = String(req.headers.host ?? "")
    .toLowerCase()
    .replace(/:\d*$/, "");
  return allowedHosts.includes(name);
}

/** @param {Req} req */
const hasBody = (req) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** @param {EdgeOptions} options */
export function createEdge({ siteUrl, bodyLimit, bodyReadBytesPerS, linger, crossSiteRefusal }) {
  const siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  const readBudget = tokenBucket(bodyReadBytesPerS);
  /** @type {(req: Req, res: Res, status: number, message: string, json: boolean, page: RefusalPage) => void} */
  const refuse = (req, res, status, message, json, page) =>
    refuseRequest(req, res, status, message, json, linger, page);

  /**
   * CSRF: a write is allowed from this site's own pages (Origin = the request's own origin or
   * SITE_URL; without Origin, Sec-Fetch-Site same-origin or none). A request with neither header
   * is not from a current browser (curl, scripts, very old browsers) and is let through: it
   * carries no ambient cookie a site could abuse, and the SameSite=Lax cookie still guards old browsers.
   * @type {import("express").RequestHandler}
   */
  function sameOriginOnly(req, res, next) {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("Origin");
    const fetchSite = req.get("Sec-Fetch-Site");
    const allowed =
      origin !== undefined
        ? origin === requestUrl(req).origin || origin === siteOrigin
        : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (allowed) return next();
    const { message, page } = crossSiteRefusal(requestUrl(req));
    refuse(req, res, 403, message, false, page);
  }

  /**
   * Every body is counted while it arrives, before any route reads it. Over its route's cap or
   * past its time, the client gets 413/408 at once (not after buffering) and the connection ends.
   * Remix reads the counted stream (req.edgeBody); a body nobody reads is still counted and dropped.
   * @type {(req: Req, res: Res, next: Next) => Promise<void>}
   */
  async function meterBodies(req, res, next) {
    if (!hasBody(req)) return next();
    /** @type {BodyLimit} */
    let limit;
    try {
      const url = requestUrl(req);
      limit = await bodyLimit(url, new Headers({ cookie: req.get("Cookie") ?? "", accept: req.get("Accept") ?? "" }));
    } catch (error) {
      return next(error);
    }
    if (Number(req.get("Content-Length") ?? 0) > limit.bytes) {
      res.locals.edgeRefused = true;
      return refuse(req, res, 413, limit.tooLarge, limit.json, limit.page);
    }
    req.edgeBody = meter(req, res, limit);
    next();
  }

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {BodyLimit} limit
   */
  function meter(req, res, limit) {
    const body = new PassThrough();
    // Whoever reads the body (Remix) sees its errors; with no reader (a GET, a route that never reads) they must not crash the server.
    body.on("error", () => {});
    req.on("error", (/** @type {Error} */ error) => body.destroy(error));
    let seen = 0;
    let state = "reading"; // then "done", "refused" (answered 413/408) or "dropping" (answered without reading it all)
    /**
     * @param {number} status
     * @param {string} message
     */
    const stop = (status, message) => {
      clearTimeout(timer);
      body.destroy(Object.assign(new Error(message), { status }));
      if (res.headersSent) return res.socket?.destroy();
      state = "refused";
      res.locals.edgeRefused = true;
      res.locals.abortRemix?.();
      refuse(req, res, status, message, limit.json, limit.page);
    };
    const timer = setTimeout(() => (state === "dropping" ? req.socket.destroy() : stop(408, limit.tooSlow)), limit.ms);
    timer.unref();
    // Once answered, a request no longer hears of its connection's end (Node detaches it): without
    // this, a body cut short kept its timer, and the timer the request, its response and its
    // buffered chunks, for the route's whole time limit (minutes for an upload) after the cut.
    const socket = req.socket;
    const connectionGone = () => clearTimeout(timer);
    socket.once("close", connectionGone);
    // Reading pauses while Remix has not taken the last chunk (full) or the shared read budget is spent.
    let full = false;
    let waiting = false;
    const resume = () => !full && !waiting && req.resume();
    req.on("data", (/** @type {Buffer} */ chunk) => {
      seen += chunk.length;
      if (state === "refused") return;
      if (seen > limit.bytes && state === "dropping") {
        state = "refused";
        return lingerAndCut(req, linger);
      }
      if (seen > limit.bytes) return stop(413, limit.tooLarge);
      if (state === "reading" && !body.write(chunk)) full = true;
      const wait = readBudget.take(chunk.length);
      if (wait > 0) {
        waiting = true;
        setTimeout(() => ((waiting = false), resume()), wait).unref();
      }
      if (full || waiting) req.pause();
    });
    body.on("drain", () => ((full = false), resume()));
    req.on("end", () => {
      clearTimeout(timer);
      socket.off("close", connectionGone);
      if (state === "reading") body.end();
      state = "done";
    });
    req.on("close", () => clearTimeout(timer));
    res.on("finish", () => {
      if (state !== "reading") return;
      // Answered without reading it all (a redirect, a refusal): drop the rest, still within the cap.
      state = "dropping";
      body.destroy();
      full = false;
      resume();
    });
    return body;
  }

  /**
   * Remix's Node handler fed the counted body; the rest as @remix-run/express does it.
   * @param {object} options
   * @param {ServerBuild | (() => Promise<ServerBuild>)} options.build
   * @param {(req: Req, res: Res) => AppLoadContext | Promise<AppLoadContext>} options.getLoadContext
   * @returns {(req: Req, res: Res, next: Next) => Promise<void>}
   */
  function remixHandler({ build, getLoadContext }) {
    const handle = createRequestHandler(build, process.env.NODE_ENV);
    return async (req, res, next) => {
      try {
        const controller = new AbortController();
        res.locals.abortRemix = () => controller.abort();
        res.on("close", () => res.writableFinished || controller.abort());
        /** @type {RequestInit & { duplex?: "half" }} */
        const init = { method: req.method, headers: remixHeaders(req.headers), signal: controller.signal };
        if (!SAFE_METHODS.has(req.method)) {
          init.body = createReadableStreamFromReadable(req.edgeBody ?? emptyBody());
          init.duplex = "half";
        }
        const response = await handle(new Request(requestUrl(req).href, init), await getLoadContext(req, res));
        // Refused at the edge while Remix was reading: the answer is already on its way.
        if (res.locals.edgeRefused || res.headersSent) return void response.body?.cancel().catch(() => {});
        // A route that refuses with its status alone (a post to a file, a dead share link's file): the server's own
        // page for it, in the language of the path, as every refusal outside the pages. Its headers (Allow) stay.
        if (response.status >= 400 && response.body === null && req.method !== "HEAD") {
          for (const [key, value] of response.headers.entries()) res.append(key, value);
          return next(refusal(response.status));
        }
        await sendRemixResponse(res, response);
      } catch (error) {
        if (res.locals.edgeRefused) return;
        next(error);
      }
    };
  }

  return { sameOriginOnly, meterBodies, remixHandler };
}

/**
 * A budget of bytes per second shared by every body: take() says how long to wait before reading on.
 * @param {number} bytesPerS
 */
function tokenBucket(bytesPerS) {
  let available = bytesPerS;
  let last = performance.now();
  return {
    /** @param {number} bytes */
    take(bytes) {
      const now = performance.now();
      available = Math.min(bytesPerS, available + ((now - last) / 1000) * bytesPerS) - bytes;
      last = now;
      return available >= 0 ? 0 : Math.ceil((-available / bytesPerS) * 1000);
    },
  };
}

function emptyBody() {
  const body = new PassThrough();
  body.end();
  return body;
}

/**
 * The request's headers for Remix, without Origin: sameOriginOnly has judged it, and Remix's own
 * check (Origin against Host or an unverified X-Forwarded-Host) would turn a post from SITE_URL
 * behind a proxy into a 500.
 * @param {import("node:http").IncomingHttpHeaders} nodeHeaders
 */
function remixHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(nodeHeaders)) {
    if (values === undefined || key === "origin") continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

/**
 * @param {Res} res
 * @param {Response} response
 */
async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  // Event streams must reach the browser as they are written.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
