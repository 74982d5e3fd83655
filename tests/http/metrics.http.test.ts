// /metrics and /healthz over HTTP against the built server, with scheduled backups on (real restic,
// a local repository): who may read the metrics, what they hold, and a degraded but live health.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

const TOKEN = "metrics-token-for-the-test-0123456789";
let open: RealServer;
let guarded: RealServer;
let off: RealServer;
let repoDir: string;

/** Waits for a condition (generously: the machine may be busy); fails if it never holds. */
async function until(check: () => Promise<boolean> | boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
}
const runs = (server: RealServer, status: string) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return (
      db.prepare("SELECT COUNT(*) AS n FROM backup_runs WHERE kind = 'backup' AND status = ?").get(status) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-metrics-repo-"));
  [open, guarded, off] = await Promise.all([
    startRealServer({
      BACKUP_REPOSITORY: path.join(repoDir, "repo"),
      RESTIC_PASSWORD: "metrics-test-repository-password",
    }),
    startRealServer({ METRICS_TOKEN: TOKEN }),
    startRealServer({ METRICS: "0" }),
  ]);
}, 300_000);
afterAll(async () => {
  await open?.stop();
  await guarded?.stop();
  await off?.stop();
  fs.rmSync(repoDir, { recursive: true, force: true });
});

describe("who may read /metrics", () => {
  it("without a token: a client on this machine, straight to the socket; not one behind a proxy", async () => {
    const direct = await send(open, "/metrics");
    expect(direct.status).toBe(200);
    expect(direct.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(direct.headers["cache-control"]).toBe("no-store");
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"]) {
      const proxied = await send(open, "/metrics", {
        headers: { [header]: header === "Forwarded" ? "for=203.0.113.9" : "203.0.113.9" },
      });
      expect(proxied.status, header).toBe(403);
      expect(proxied.body).not.toContain("http_request_duration_seconds");
    }
  });

  it("without a token: not a client from another machine", async () => {
    // This machine's own non-loopback address stands in for another machine's: the server sees it as the client.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && !a.internal && a.family === "IPv4");
    expect(external, "a non-loopback IPv4 address on this machine").toBeDefined();
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          { host: external!.address, port: open.port, path: "/metrics", localAddress: external!.address, agent: false },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        )
        .on("error", reject);
    });
    expect(status).toBe(403);
  });

  it("with METRICS_TOKEN: only the bearer of the token, even on loopback", async () => {
    expect((await send(guarded, "/metrics")).status).toBe(403);
    expect((await send(guarded, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(403);
    expect((await send(guarded, "/metrics", { headers: { Authorization: TOKEN } })).status).toBe(403);
    const allowed = await send(guarded, "/metrics", {
      headers: { Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "203.0.113.9" },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain("page_cache_hits_total");
  });

  it("with METRICS=0: nobody, and the site still answers", async () => {
    expect((await send(off, "/metrics")).status).toBe(404);
    expect((await send(off, "/")).status).toBe(200);
  });
});

it("/metrics holds request latency by route, the page cache's hits and misses, streams, outbox, AVIF queue, backup age and event-loop lag", async () => {
  // The first start backs up at once.
  await until(() => runs(open, "ok") === 1);
  // A project list, a 404, and the home page until the cache answers it (it keeps a page once compressed).
  for (const pathname of ["/projects", "/no-such/page"]) await send(open, pathname);
  await until(async () => {
    await send(open, "/");
    return /^page_cache_hits_total [1-9]/m.test((await send(open, "/metrics")).body);
  });
  const { body } = await send(open, "/metrics");
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(body)?.[1]);
  expect(body).toMatch(
    /^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\._index",method="GET",status="2xx"\} [1-9]/m,
  );
  expect(body).toMatch(
    /^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\.projects\._index",method="GET",status="2xx"\} 1$/m,
  );
  expect(body).toMatch(
    /^http_request_duration_seconds_bucket\{le="0\.1",route="routes\/\(\$lang\)\._index",method="GET",status="2xx"\} /m,
  );
  // An unknown path is counted under the catch-all route, not under its own URL.
  expect(body).toMatch(/route="routes\/\$",method="GET",status="4xx"/);
  expect(body).not.toContain("no-such-page");
  expect(value("page_cache_hits_total")).toBeGreaterThanOrEqual(1);
  expect(value("page_cache_misses_total")).toBeGreaterThanOrEqual(2);
  expect(value("live_streams_open")).toBe(0);
  expect(value("mail_outbox_backlog")).toBe(0);
  expect(value("mail_outbox_oldest_age_seconds")).toBe(0);
  expect(value("avif_queue_length")).toBeGreaterThanOrEqual(0);
  expect(value("backup_last_good_age_seconds")).toBeGreaterThanOrEqual(0);
  expect(value("backup_last_good_age_seconds")).toBeLessThan(600);
  expect(value("nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  // The server without backups reports no backup age (rather than a made-up one).
  const none = await send(guarded, "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  // prom-client writes "Nan"; Prometheus reads NaN in any case.
  expect(none.body).toMatch(/^backup_last_good_age_seconds nan$/im);
}, 120_000);

it("/healthz stays 200 (live) while it names a degraded check: two failed backups in a row", async () => {
  await until(() => runs(open, "running") === 0);
  const healthy = await send(open, "/healthz");
  expect(healthy.status).toBe(200);
  expect(JSON.parse(healthy.body)).toMatchObject({ ok: true, database: true, uploads: true });
  expect(JSON.parse(healthy.body).degraded).not.toContain("backup");

  const db = new Database(open.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      "INSERT INTO backup_runs (kind, trigger, status, started_at, finished_at, error) VALUES ('backup', 'schedule', 'failed', ?, ?, 'The backup server could not be reached.')",
    );
    for (const offset of [1, 2]) {
      const at = new Date(Date.now() + offset * 1000).toISOString();
      insert.run(at, at);
    }
  } finally {
    db.close();
  }
  const degraded = await send(open, "/healthz");
  expect(degraded.status).toBe(200);
  const body = JSON.parse(degraded.body);
  expect(body).toMatchObject({ ok: true, status: "degraded" });
  expect(body.degraded).toContain("backup");
  // Which check, not its details: those are for the admin.
  expect(degraded.body).not.toContain("could not be reached");
});

it("/healthz names degraded checks only to this machine or with the token; a ?_data request is a 400 at warn", async () => {
  const proxied = await send(open, "/healthz", { headers: { "X-Forwarded-For": "203.0.113.9" } });
  expect(proxied.status).toBe(200);
  expect(JSON.parse(proxied.body)).not.toHaveProperty("degraded");
  expect(JSON.parse(proxied.body)).toHaveProperty("status");
  expect(JSON.parse((await send(open, "/healthz")).body)).toHaveProperty("degraded");
  const stranger = await send(guarded, "/healthz");
  expect(JSON.parse(stranger.body)).not.toHaveProperty("degraded");
  const operator = await send(guarded, "/healthz", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(JSON.parse(operator.body)).toHaveProperty("degraded");

  const from = open.logs.length;
  expect((await send(open, "/projects?_data=root")).status).toBe(400);
  await new Promise((r) => setTimeout(r, 200));
  const lines = open.logs.slice(from);
  expect(lines.some((line) => line.level === "error")).toBe(false);
  expect(lines.some((line) => line.level === "warn" && line.msg === "data request refused")).toBe(true);
});
