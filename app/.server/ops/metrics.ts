// /metrics in the Prometheus text format (prom-client): the one place metrics are registered.
// Add a metric here, on `registry`; a gauge whose value lives elsewhere reads it in `collect`,
// so nothing is counted twice and nothing runs between scrapes.
//
// Access (operatorAccess, also for the names of degraded checks on /healthz): with METRICS_TOKEN set, only
// `Authorization: Bearer <token>`; without it, only a client on this machine that came straight to the
// socket (no proxy's forwarding headers, since a reverse proxy on the same VM would make every visitor look
// local), and never when TRUST_PROXY says a proxy is in front: one on this machine that adds no forwarding
// header would make every visitor such a client.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { matchRoutes } from "@remix-run/react";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { db } from "~/.server/db/db";
import { avifQueueState } from "~/.server/images/avif-queue";
import { openStreamCount } from "~/.server/live/stream";

const registry = new Registry();

const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route (the Remix route that answered, or assets/uploads), method and status class.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});

type CacheStats = () => { hits: number; misses: number };
let pageCacheStats: CacheStats = () => ({ hits: 0, misses: 0 });

new Counter({
  name: "page_cache_hits_total",
  help: "Requests answered from the in-process page cache.",
  registers: [registry],
  collect() {
    this.reset();
    this.inc(pageCacheStats().hits);
  },
});
new Counter({
  name: "page_cache_misses_total",
  help: "Anonymous page requests the page cache could not answer.",
  registers: [registry],
  collect() {
    this.reset();
    this.inc(pageCacheStats().misses);
  },
});
new Gauge({
  name: "live_streams_open",
  help: "Open live-update event streams.",
  registers: [registry],
  collect() {
    this.set(openStreamCount());
  },
});
new Gauge({
  name: "avif_queue_length",
  help: "Images waiting for their AVIF variants.",
  registers: [registry],
  collect() {
    this.set(avifQueueState().waiting);
  },
});
const outboxBacklog = new Gauge({
  name: "mail_outbox_backlog",
  help: "Mails pending in the outbox.",
  registers: [registry],
});
new Gauge({
  name: "mail_outbox_oldest_age_seconds",
  help: "Age of the oldest pending mail in the outbox (0 when none).",
  registers: [registry],
  async collect() {
    const row = await db
      .selectFrom("mail_outbox")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
      .where("status", "=", "pending")
      .executeTakeFirst();
    outboxBacklog.set(Number(row?.count ?? 0));
    this.set(row?.oldest ? Math.max(0, (Date.now() - Date.parse(String(row.oldest))) / 1000) : 0);
  },
});
new Gauge({
  name: "backup_last_good_age_seconds",
  help: "Age of the last good off-site backup (NaN until one succeeds).",
  registers: [registry],
  async collect() {
    const row = await db
      .selectFrom("backup_runs")
      .select("finished_at")
      .where("kind", "=", "backup")
      .where("status", "=", "ok")
      .orderBy("finished_at", "desc")
      .limit(1)
      .executeTakeFirst();
    this.set(row?.finished_at ? (Date.now() - Date.parse(row.finished_at)) / 1000 : Number.NaN);
  },
});

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}
interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}

function routeTree(routes: Record<string, ManifestRoute | undefined>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      ...(route.index ? {} : { children: routeTree(routes, route.id) }),
    }));
}

let tree = [] as unknown as Parameters<typeof matchRoutes>[0];
const labels = new Map<string, string>();

/** The route label of a path: a few dozen values, never the raw URL (whose variety would flood the series). */
function routeLabel(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "assets";
  if (pathname.startsWith("/uploads/")) return "uploads";
  if (pathname === "/metrics") return "metrics";
  const known = labels.get(pathname);
  if (known) return known;
  // Remix's data requests (/path.data) count under the page's route.
  const matches = matchRoutes(tree, pathname.replace(/\.data$/, "") || "/");
  const label = matches?.at(-1)?.route.id ?? "unmatched";
  // Paths are many but bounded by the site's pages; an attacker's random paths still map to one label.
  if (labels.size < 5000) labels.set(pathname, label);
  return label;
}

/** Who may read the operations' details: see the header. */
export function operatorAccess(token: string | undefined, behindProxy: boolean): (req: IncomingMessage) => boolean {
  const expected = token ? crypto.createHash("sha256").update(`Bearer ${token}`).digest() : null;
  return (req) => {
    if (expected) {
      const given = crypto
        .createHash("sha256")
        .update(String(req.headers.authorization ?? ""))
        .digest();
      return crypto.timingSafeEqual(given, expected);
    }
    if (behindProxy) return false;
    const address = req.socket.remoteAddress ?? "";
    const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
    const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"].some((name) => req.headers[name] !== undefined);
    return loopback && !forwarded;
  };
}

let nodeMetrics = false;

/** What server.js wires in: the app's routes (for labels), the page cache's counters, each finished request. Disabled (METRICS=0): no timing, 404. */
export function createMetrics(options: {
  routes?: Record<string, ManifestRoute | undefined>;
  pageCacheStats?: CacheStats;
  allowed?: (req: IncomingMessage) => boolean;
  enabled?: boolean;
}) {
  if (options.enabled === false) {
    return {
      observeRequest(): void {},
      async handle(_req: IncomingMessage, res: ServerResponse): Promise<void> {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics are off (METRICS=0).\n");
      },
    };
  }
  if (!nodeMetrics) {
    // Node's own, among them the event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    nodeMetrics = true;
  }
  if (options.routes) tree = routeTree(options.routes) as unknown as typeof tree;
  if (options.pageCacheStats) pageCacheStats = options.pageCacheStats;
  const allowed = options.allowed ?? operatorAccess(undefined, false);

  return {
    observeRequest(method: string, pathname: string, status: number, seconds: number): void {
      requestDuration.observe(
        { route: routeLabel(pathname), method, status: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      res.setHeader("Cache-Control", "no-store");
      if (!allowed(req)) {
        res
          .writeHead(403, { "Content-Type": "text/plain; charset=utf-8" })
          .end("Metrics are served to this machine (with no proxy in front), or with the metrics token.\n");
        return;
      }
      const body = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType }).end(body);
    },
  };
}
