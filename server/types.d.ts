// Types for the plain-JavaScript server (server.js, server/*.js), which tsc checks through their JSDoc.
import type { PassThrough } from "node:stream";

import type { ServerBuild } from "@remix-run/node";

import type { boot, Runtime } from "~/.server/boot";

/** The app's server build as server.js loads it: Remix's, with the boot its entry module exports (app/entry.server.tsx). */
export type AppBuild = ServerBuild & { entry: { module: ServerBuild["entry"]["module"] & { boot: typeof boot } } };

export type { Runtime };

/** What server/edge.js's createEdge takes of runtime.edge: the site's address, body caps, read budget, refusals. */
export type EdgeOptions = Pick<
  Runtime["edge"],
  "siteUrl" | "bodyLimit" | "bodyReadBytesPerS" | "linger" | "crossSiteRefusal"
>;

/** What server/page-cache.js is handed. */
export type PageCacheOptions = Runtime["pageCache"];

/** A body cap as the app's `bodyLimit` answers it for one request. */
export type BodyLimit = Awaited<ReturnType<EdgeOptions["bodyLimit"]>>;

declare module "http" {
  interface IncomingMessage {
    /** The request id server.js gives each request; every line logged while it is answered carries it. */
    id?: string;
    /** The body as the edge counts it while it streams in (server/edge.js); what Remix reads. */
    edgeBody?: PassThrough;
  }
}
