// npm run bench:pages — public pages under load. Starts the built server (NODE_ENV=production) on a copy of
// the seeded demo twice, counting page views (the default) and not (ANALYTICS=0), and a plain node:http
// server answering the same bytes with the same headers from memory. Loads home, /projects and the project
// page with a video, in English and under /pt/, at 50 connections on each, one after the other, as a browser
// (its user agent: the counter counts these views), and prints req/s, p50 and p99 of each and each app's ratio to the static server, the cold
// render time of each page and the servers' RSS. Counting must cost under 0.05 of that ratio and nothing of p99.
// In the same rounds, the same comparison for metrics and the backup scheduler: a server with both on (a real
// local restic repository, the shortest schedule, its first backup done, /metrics scraped every second) against
// one with both off (METRICS=0, no BACKUP_REPOSITORY). A backup run itself lasts seconds an hour, so its cost is
// its own figure: the home page's req/s while "Back up now" runs back to back, against the same server idle.
// Benchmarks on a shared machine are noisy: read the ratio, measured in the same run, not the absolutes.
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import Database from "better-sqlite3";

import { FLUSH_INTERVAL_MS } from "../app/.server/analytics/counter";
import { BENCH_ADMIN, startProductionServer } from "./lib/production-server";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const TWIN_PORT = PORT + 1;
const UNCOUNTED_PORT = PORT + 2;
const OPS_PORT = PORT + 3;
const BARE_PORT = PORT + 4;
// What a current browser sends: the app may choose brotli, and counts the view (a bench tool's own user agent is a bot's).
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// Connection-level headers belong to each connection, not to the page.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

const app = await startProductionServer(PORT);
const uncounted = await startProductionServer(UNCOUNTED_PORT, { ANALYTICS: "0" });
const repository = fs.mkdtempSync(path.join(os.tmpdir(), "bench-restic-"));
const ops = await startProductionServer(OPS_PORT, {
  BACKUP_REPOSITORY: repository,
  RESTIC_PASSWORD: "bench-throwaway-repository-password",
  BACKUP_SCHEDULE: "5m",
});
const bare = await startProductionServer(BARE_PORT, { METRICS: "0" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The ops server's backup runs so far (its scheduler's and "Back up now"'s). */
function backupRuns(): { kind: string; status: string; started_at: string; finished_at: string | null }[] {
  const db = new Database(ops.databasePath, { readonly: true });
  try {
    return db.prepare("SELECT kind, status, started_at, finished_at FROM backup_runs ORDER BY id").all() as ReturnType<
      typeof backupRuns
    >;
  } finally {
    db.close();
  }
}
const running = () => backupRuns().some((run) => run.status === "running");
async function untilIdle() {
  while (running()) await sleep(100);
}

interface Saved {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/** One raw request: the bytes as sent (not decoded), the headers, and how long the whole response took. */
function get(port: number, path: string): Promise<Saved & { ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path,
          headers: { "accept-encoding": ACCEPT_ENCODING, "user-agent": USER_AGENT },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const headers = Object.fromEntries(
              Object.entries(res.headers).filter(([k, v]) => !HOP_BY_HOP.has(k) && v !== undefined),
            ) as Saved["headers"];
            resolve({
              status: res.statusCode ?? 0,
              headers,
              body: Buffer.concat(chunks).toString("base64"),
              ms: performance.now() - started,
            });
          });
        },
      )
      .on("error", reject);
  });
}

function load(port: number, path: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT_ENCODING, "user-agent": USER_AGENT },
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const CONTENDERS = { app: PORT, uncounted: UNCOUNTED_PORT, ops: OPS_PORT, bare: BARE_PORT, twin: TWIN_PORT } as const;
type Contender = keyof typeof CONTENDERS;

/**
 * The apps and the static server take turns in short rounds, in a rotating order, so a neighbour's burst
 * of work on this shared machine lands on all alike: req/s is the mean over the rounds, p50 and p99 their median.
 */
async function compare(path: string): Promise<Record<Contender, Figures>> {
  const runs: Record<Contender, autocannon.Result[]> = { app: [], uncounted: [], ops: [], bare: [], twin: [] };
  const names = Object.keys(CONTENDERS) as Contender[];
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const who of order) runs[who].push(await load(CONTENDERS[who], path, SECONDS / ROUNDS));
  }
  return Object.fromEntries(names.map((who) => [who, figures(runs[who])])) as Record<Contender, Figures>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function figures(results: autocannon.Result[]): Figures {
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** Signs in to the ops server as the bench's admin; the session cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${ops.origin}/admin/login`, {
    method: "POST",
    headers: ops.headers(),
    body: new URLSearchParams({ username: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/**
 * The home page's load while a backup runs (started with "Back up now", each round as long as the backup
 * lasts) and while none does, in alternating rounds: req/s, and how long the backups took.
 */
async function duringBackups(): Promise<{ busy: Figures; idle: Figures; backupSeconds: number[] }> {
  const cookie = await signIn();
  const busy: autocannon.Result[] = [];
  const idle: autocannon.Result[] = [];
  const backupSeconds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await untilIdle();
    const started = performance.now();
    const response = await fetch(`${ops.origin}/admin/backups`, {
      method: "POST",
      headers: ops.headers(cookie),
      body: new URLSearchParams({ intent: "backup-now" }),
      redirect: "manual",
    });
    if (!running()) throw new Error(`"Back up now" started no backup (HTTP ${response.status})`);
    // As long as the backup lasts: autocannon's window is set from the previous round's backup (the first: 2 s).
    busy.push(await load(OPS_PORT, "/", backupSeconds.at(-1) ?? 2));
    await untilIdle();
    backupSeconds.push((performance.now() - started) / 1000);
    idle.push(await load(OPS_PORT, "/", backupSeconds.at(-1)!));
  }
  return { busy: figures(busy), idle: figures(idle), backupSeconds };
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
let twin: ReturnType<typeof fork> | undefined;
try {
  // Cold: the first request for each page after start, nothing cached yet.
  const list = await get(PORT, "/projects");
  if (list.status !== 200) throw new Error("no project list to measure");
  const detail = await app.detailPath();
  // And the same three in Portuguese (docs/decisions/033-…): the demo seeds both languages.
  const pages = ["/", "/projects", detail, "/pt/", "/pt/projects", `/pt${detail}`];
  const cold: Record<string, number> = { "/projects": list.ms };
  for (const page of pages) if (!(page in cold)) cold[page] = (await get(PORT, page)).ms;
  // The other apps render each page once too, so all answer from their page cache.
  for (const port of [UNCOUNTED_PORT, OPS_PORT, BARE_PORT]) for (const page of pages) await get(port, page);
  // Time for the app to keep what it rendered (it compresses off the request path).
  await sleep(1000);
  const saved: Record<string, Saved> = {};
  for (const page of pages) {
    const { ms: _ms, ...response } = await get(PORT, page);
    saved[page] = response;
  }
  const file = path.join(app.dir, "responses.json");
  fs.writeFileSync(file, JSON.stringify(saved));
  twin = fork(path.resolve("scripts/lib/static-twin.js"), [file, String(TWIN_PORT)], { stdio: "ignore" });
  await new Promise((resolve) => twin!.once("message", resolve));

  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per server and page in ${ROUNDS} rotating rounds, Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );
  console.log(
    `${"page".padEnd(34)}${pad("bytes", 8)}${pad("enc", 6)}${pad("cold ms", 9)} |${pad("counting req/s", 15)}${pad("p50", 6)}${pad("p99", 6)}${pad("ratio", 7)} |` +
      `${pad("not counting req/s", 19)}${pad("p50", 6)}${pad("p99", 6)}${pad("ratio", 7)} |${pad("static req/s", 13)}${pad("p50", 6)}${pad("p99", 6)} |${pad("ratio drop", 11)}`,
  );
  // The scheduler's first backup (at start, none made yet) is done: what follows is its steady state.
  await untilIdle();
  const runsBefore = backupRuns().length;
  const scrape = setInterval(() => void fetch(`${ops.origin}/metrics`).then((r) => r.arrayBuffer()), 1000);
  const drops: number[] = [];
  const opsRows: string[] = [];
  const opsDrops: number[] = [];
  for (const page of pages) {
    const { app: mine, uncounted: plain, ops: on, bare: off, twin } = await compare(page);
    const [onRatio, offRatio] = [on.rps / twin.rps, off.rps / twin.rps];
    opsDrops.push(offRatio - onRatio);
    opsRows.push(
      `${page.slice(0, 33).padEnd(34)} |${pad(Math.round(on.rps), 11)}${pad(on.p50, 6)}${pad(on.p99, 6)}${pad(onRatio.toFixed(2), 7)} |` +
        `${pad(Math.round(off.rps), 12)}${pad(off.p50, 6)}${pad(off.p99, 6)}${pad(offRatio.toFixed(2), 7)} |` +
        `${pad(((on.rps / off.rps - 1) * 100).toFixed(1) + "%", 13)}${pad((offRatio - onRatio).toFixed(3), 11)}` +
        `${on.failed + off.failed ? `  (${on.failed + off.failed} failed)` : ""}`,
    );
    const r = saved[page];
    const [ratio, plainRatio] = [mine.rps / twin.rps, plain.rps / twin.rps];
    drops.push(plainRatio - ratio);
    const failed = mine.failed + plain.failed;
    console.log(
      `${page.slice(0, 33).padEnd(34)}${pad(Buffer.from(r.body, "base64").length, 8)}${pad(String(r.headers["content-encoding"] ?? "-"), 6)}${pad(cold[page].toFixed(1), 9)} |` +
        `${pad(Math.round(mine.rps), 15)}${pad(mine.p50, 6)}${pad(mine.p99, 6)}${pad(ratio.toFixed(2), 7)} |` +
        `${pad(Math.round(plain.rps), 19)}${pad(plain.p50, 6)}${pad(plain.p99, 6)}${pad(plainRatio.toFixed(2), 7)} |` +
        `${pad(Math.round(twin.rps), 13)}${pad(twin.p50, 6)}${pad(twin.p99, 6)} |` +
        `${pad((plainRatio - ratio).toFixed(3), 11)}${failed ? `  (${failed} failed)` : ""}`,
    );
  }
  clearInterval(scrape);
  const meanOf = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `\nratio to the static server lost to counting, mean over the pages: ${meanOf(drops).toFixed(3)} (goal: under 0.05)`,
  );
  const scheduled = backupRuns().slice(runsBefore);
  console.log(
    `\nMetrics and the backup scheduler: on (restic repository, schedule 5 min, /metrics scraped every second) and off (METRICS=0, no repository);` +
      ` scheduler runs during these rounds: ${scheduled.map((run) => run.kind).join(", ") || "none"}\n`,
  );
  console.log(
    `${"page".padEnd(34)} |${pad("on req/s", 11)}${pad("p50", 6)}${pad("p99", 6)}${pad("ratio", 7)} |${pad("off req/s", 12)}${pad("p50", 6)}${pad("p99", 6)}${pad("ratio", 7)} |${pad("req/s on/off", 13)}${pad("ratio drop", 11)}`,
  );
  for (const row of opsRows) console.log(row);
  console.log(
    `\nratio to the static server lost to metrics and the scheduler, mean over the pages: ${meanOf(opsDrops).toFixed(3)} (goal: under 0.05)`,
  );
  const { busy, idle, backupSeconds } = await duringBackups();
  console.log(
    `home page while a backup runs: ${Math.round(busy.rps)} req/s (p99 ${busy.p99} ms), idle: ${Math.round(idle.rps)} req/s (p99 ${idle.p99} ms),` +
      ` ${((busy.rps / idle.rps - 1) * 100).toFixed(1)}% during the run; a backup took ${backupSeconds.map((s) => s.toFixed(1)).join(", ")} s` +
      ` (${backupRuns().filter((run) => run.status === "ok").length} backups, all ok: ${backupRuns().every((run) => run.status !== "failed")})`,
  );
  console.log(
    `server RSS after the runs: ${app.rssMiB()} MiB counting, ${uncounted.rssMiB()} MiB not counting, ` +
      `${ops.rssMiB()} MiB metrics and scheduler on, ${bare.rssMiB()} MiB off`,
  );
  // The counted views reach the database within one flush.
  await sleep(FLUSH_INTERVAL_MS + 1000);
  const db = new Database(app.databasePath, { readonly: true });
  const counted = db.prepare("SELECT COALESCE(SUM(views), 0) AS views FROM analytics_days").get() as { views: number };
  db.close();
  console.log(`views the counting server counted: ${counted.views}`);
} finally {
  twin?.kill("SIGTERM");
  await Promise.all([uncounted.stop(), app.stop(), ops.stop(), bare.stop()]);
  fs.rmSync(repository, { recursive: true, force: true });
}
