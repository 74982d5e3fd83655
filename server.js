// The HTTP server: cached public pages, security headers, static files, uploads, then Remix. One process, one VM.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import compression from "compression";
import express from "express";

import { createEdge, hostAllowed, isHttps } from "./server/edge.js";
import { canonicalPageUrl, createPageCache } from "./server/page-cache.js";
import { answerRefusal, refusal } from "./server/refusal.js";
import { hashedAssets, typeFromTable } from "./server/static-files.js";
import { publicUploads } from "./server/uploads.js";

/** @typedef {import("./server/types").AppBuild} AppBuild */
/** @typedef {import("./server/types").Runtime} Runtime */

// Settings from `.env` in the working folder (or the file ENV_FILE names) when there is one; the
// environment wins over it. `node --env-file` would fail without the file.
const envFile = process.env.ENV_FILE || ".env";
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
const dev = process.argv.includes("--dev");
// `npm start` serves visitors: React's production build and no error pages with stack traces, unless told otherwise.
process.env.NODE_ENV ||= dev ? "development" : "production";
const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;
// The production build's path in a variable: tsc is not to follow it into the generated bundle.
const productionBuild = "./build/server/index.js";
/** @type {AppBuild | (() => Promise<AppBuild>)} */
const loadBuild = viteDevServer
  ? () => /** @type {Promise<AppBuild>} */ (viteDevServer.ssrLoadModule("virtual:remix/server-build"))
  : await import(productionBuild);
const initialBuild = typeof loadBuild === "function" ? await loadBuild() : loadBuild;

// Migrations, the first admin, demo content and background workers: see app/.server/boot.ts. The
// routes' modules declare what the edge enforces (body caps): read from the build once, here.
/** @type {Runtime} */
const runtime = await initialBuild.entry.module.boot({ routes: initialBuild.routes });

const { log } = runtime;
// Request timings by route, the page cache's hits and misses, and /metrics (app/.server/ops/metrics.ts).
const metrics = runtime.metrics({
  routes: initialBuild.routes,
  pageCacheStats: () => pageCache?.stats() ?? { hits: 0, misses: 0 },
});

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", runtime.trustProxy);
const edge = createEdge(runtime.edge);

app.use((req, res, next) => {
  const start = performance.now();
  res.on("finish", () => {
    const ms = performance.now() - start;
    log("info", "request", {
      requestId: req.id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms),
    });
    metrics.observeRequest(req.method, req.path, res.statusCode, ms / 1000);
  });
  next();
});

app.use((_req, res, next) => {
  res.set(runtime.securityHeaders);
  // Documents set their own policy, with their inline scripts' hashes; every other response gets the strict one.
  const writeHead = /** @type {(this: unknown, ...args: unknown[]) => typeof res} */ (res.writeHead);
  res.writeHead = /** @type {typeof res.writeHead} */ function (/** @type {unknown[]} */ ...args) {
    if (!res.hasHeader("Content-Security-Policy"))
      res.setHeader("Content-Security-Policy", runtime.defaultContentSecurityPolicy(dev));
    return writeHead.apply(this, args);
  };
  next();
});

app.get("/metrics", (req, res) => void metrics.handle(req, res));

// The app's pages load their data by single fetch (/page.data): a ?_data request is a stranger's, refused with a
// 400 and a warning (Remix would log it as an error with a stack, anyone's to trigger).
app.use((req, _res, next) => {
  if (req.query._data === undefined) return next();
  log("warn", "data request refused", { method: req.method, path: req.path, status: 400 });
  next(refusal(400));
});

// The admin's editors moved under /admin: an old path keeps its method and body on the way (308).
app.use((req, res, next) => {
  const to = runtime.movedAdminPage(req.originalUrl);
  return to ? res.redirect(308, to) : next();
});

// The admin's redirects (app/.server/content/redirects) win over any file or page at the old path: a 301, or 410
// on the small page. The page cache never sees these requests, and is emptied when redirects change (the live bus).
app.use((req, res, next) => {
  const moved = req.method === "GET" || req.method === "HEAD" ? runtime.redirectFor(req.originalUrl) : null;
  if (!moved) return next();
  res.set(runtime.redirectHeaders);
  if (moved.to === null) return next(refusal(410));
  res.redirect(301, moved.to);
});

// Before any body is read, and before static files (a body sent with a GET is capped too).
app.use(edge.sameOriginOnly, edge.meterBodies);

// Development renders every page afresh, from the code as it is edited.
const pageCache = dev ? undefined : createPageCache(runtime.pageCache);
if (!dev) app.use("/assets", hashedAssets("build/client/assets"));

// Event streams must reach the browser as they are written.
app.use(
  compression({
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
  }),
);

app.use(publicUploads(runtime));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // The site's own files beside the pages (favicon.svg) take no writes: 405, as an asset or an upload.
  const clientFiles = new Set(
    fs
      .readdirSync("build/client", { recursive: true })
      .filter((name) => fs.statSync(path.join("build/client", String(name))).isFile())
      .map((name) => `/${String(name).split(path.sep).join("/")}`),
  );
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !clientFiles.has(req.path)) return next();
    res.set("Allow", "GET, HEAD");
    next(refusal(405));
  });
  app.use(express.static("build/client", { maxAge: "1h", index: false, setHeaders: typeFromTable }));
}

if (pageCache) app.use(pageCache.capture);

app.all(
  "*",
  edge.remixHandler({
    build: loadBuild,
    getLoadContext: (req, res) => ({
      clientIp: runtime.edge.clientKey(req.ip),
      // Node's own "close" of the response: unlike a Request's signal, it cannot be garbage-collected away.
      onClientGone: (listener) => (res.destroyed ? listener() : res.once("close", listener)),
      isOperator: () => runtime.isOperator(req),
    }),
  }),
);

// Whatever fails outside Remix (which logs its own through handleError): one JSON line, and no stack
// for the visitor. A refusal with its own status (an upload file that is not there: 404; a malformed address:
// 400; a post to a file: 405) is no error of ours. The visitor reads the same small page as the edge's
// refusals, in the language of the page asked for.
// In development (NODE_ENV, as `npm run dev` sets it) Express's own page shows the stack, for the developer.
app.use(
  /** @type {express.ErrorRequestHandler} */ (error, req, res, next) => {
    const given = Number(error?.status ?? error?.statusCode);
    const status = given >= 400 && given < 600 ? given : 500;
    if (status >= 500)
      log("error", "request failed", { method: req.method, path: req.path, error: error?.stack ?? String(error) });
    if (app.get("env") === "development") return next(error);
    if (res.headersSent) return void res.destroy();
    const { message, page } = runtime.edge.statusRefusal(req.path, status);
    answerRefusal(req, res.status(status).set("Cache-Control", "no-store"), message, page);
  },
);

// The answer to a Host that is not ours (ALLOWED_HOSTS), a stale link to another name of this server: the edge's
// small page in the language of the path asked for, its link leading to SITE_URL. Nothing else runs for it.
const otherHost = express();
otherHost.disable("x-powered-by");
otherHost.use((req, res) => {
  const { message, page } = runtime.unknownHostRefusal(req.path);
  res.status(421).set({
    ...runtime.securityHeaders,
    "Content-Security-Policy": runtime.defaultContentSecurityPolicy(dev),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  answerRefusal(req, res, message, page);
});

// A cached page is answered before Express sees the request: the cheapest path for the busiest pages.
// Each request gets an id, carried by every line logged while it is answered.
const server = http.createServer((req, res) =>
  runtime.withRequestId((requestId) => {
    req.id = requestId;
    // Before anything is rendered or served from the cache: a Host that is not ours gets its 421 and nothing else.
    if (!hostAllowed(req, runtime.allowedHosts)) {
      log("warn", "request for another host refused", { method: req.method, path: req.url, status: 421 });
      return otherHost(req, res);
    }
    // HSTS per request, before the page cache answers too: only what came over HTTPS may pin the browser to it.
    const https = isHttps(req, app.get("trust proxy fn"));
    if (https) res.setHeader("Strict-Transport-Security", runtime.strictTransportSecurity);
    const start = performance.now();
    // One spelling per page, before the cache or the app: any other is a 301 to it, never rendered or kept apart.
    const canonical =
      (req.method === "GET" || req.method === "HEAD") && canonicalPageUrl(String(req.url), runtime.isPublicPage);
    if (canonical) {
      res.writeHead(301, {
        ...runtime.securityHeaders,
        "Content-Security-Policy": runtime.defaultContentSecurityPolicy(dev),
        Location: canonical,
        "Cache-Control": "public, max-age=3600",
      });
      res.end();
      log("info", "request", { method: req.method, path: req.url, status: 301, ms: 0 });
      return;
    }
    // Page views are counted here, so cached pages count too (app/.server/analytics): a cached answer
    // at once, the app's when it has answered.
    if (!pageCache?.serve(req, res)) {
      runtime.countView(req, res);
      // An admin previewing the site at a later time reads its pages as they will be then.
      const url = `${https ? "https" : "http"}://${req.headers.host ?? "localhost"}${req.url}`;
      return runtime.answerPreviewing(url, req, () => app(req, res));
    }
    runtime.countView(req, res);
    log("info", "request", { method: req.method, path: req.url, status: res.statusCode, ms: 0, cached: true });
    metrics.observeRequest(String(req.method), String(req.url), res.statusCode, (performance.now() - start) / 1000);
  }),
);
server.listen(runtime.port, runtime.host, () => {
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  log("info", `Serving on http://localhost:${port}`);
  runtime.listening(port);
});
// Slow clients: headers must arrive in time; each body has its own deadline at the edge (it depends on the route's cap).
Object.assign(server, {
  headersTimeout: runtime.edge.headersTimeoutMs,
  requestTimeout: 0,
  keepAliveTimeout: runtime.edge.keepAliveTimeoutMs,
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", `${signal}: shutting down`);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  await runtime.beforeClose();
  server.closeIdleConnections();
  server.close(async () => {
    await runtime.shutdown();
    log("info", "stopped");
    process.exit(0);
  });
}
// Errors nothing awaited: one JSON line each (with the request id, when a request's work raised it).
process.on("unhandledRejection", (reason) =>
  log("error", "unhandled rejection", {
    error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
  }),
);
process.on("uncaughtException", (error) => {
  log("error", "uncaught exception; exiting", { error: error.stack ?? String(error) });
  process.exit(1);
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
