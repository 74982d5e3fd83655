// A visitor's page loads, alone and then while 20 hostile clients attack the same server: huge
// chunked bodies to the login, contact and career forms, slow-drip bodies, wrong-password floods
// and spoofed X-Forwarded-For. Prints the visitor's p50/p99 and the server's peak RSS side by side.
// Then the cache flood: 20 clients loading the public pages, each request with its own forged Host
// and X-Forwarded-Proto/-Host/-Port (headers that once minted page-cache keys): the visitor's p99
// and the page cache's hit ratio, alone and under it.
// Goals: visitor p99 < 200 ms under attack, RSS growth < 64 MiB, the memory back near the baseline
// once the attack is over (measured SETTLE_MS after it, the visitor still loading pages); under the
// flood, the hit ratio stays. Last the referrer flood: 10,000 page loads each with a new Referer and
// campaign; the visitor's p99 during it and the Statistics page (12 months) before and after it, with
// goals of < 200 ms and < 500 ms.
// Where the memory is (V8 heap, buffers, native) is sampled inside the server (scripts/lib/memory-probe.cjs).
// Usage: npm run bench:hostile (builds, then serves the production build on a free loopback port).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

import { FORM_TOKEN_FIELD } from "../app/utils/constants";
import { rssBytes, startRealServer } from "./lib/production-server";

const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 20_000);
const ATTACK_MS = Number(process.env.BENCH_ATTACK_MS ?? 20_000);
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 10_000);
// The visitor's loads measured while the referrer flood runs (it lasts as long as its requests take).
const REFERRER_FLOOD_MS = Number(process.env.BENCH_REFERRER_MS ?? 10_000);
const HOSTILE_CLIENTS = 20;
const VISITOR_PAUSE_MS = 50;
const MiB = 1024 * 1024;
const REFERRER_FLOOD_REQUESTS = Number(process.env.BENCH_REFERRER_REQUESTS ?? 10_000);
const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
// The page views' sums reach the database every few seconds (FLUSH_INTERVAL_MS): the Statistics page is timed after.
const FLUSH_WAIT_MS = 6_000;

// The attacker process: `bench-hostile.ts --attack URL MS`.
let target = "";
// ---------------------------------------------------------------- hostile clients

const stats = { connections: 0, refused: {} as Record<string, number>, bytes: 0 };
const count = (status: number | string) => (stats.refused[status] = (stats.refused[status] ?? 0) + 1);
const randomIp = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** One request with a body; `write` feeds it until it returns false or the server answers or cuts. */
function hostileRequest(
  pathname: string,
  headers: Record<string, string>,
  feed: (req: http.ClientRequest, done: () => boolean) => void,
): Promise<void> {
  return new Promise((resolve) => {
    stats.connections++;
    const req = http.request(new URL(pathname, target), {
      method: "POST",
      agent: false,
      headers: { "X-Forwarded-For": randomIp(), ...headers },
    });
    let finished = false;
    const done = () => finished;
    req.on("response", (res) => {
      count(res.statusCode ?? 0);
      res.resume();
      res.on("end", () => req.destroy());
    });
    req.on("error", () => {});
    req.on("close", () => {
      finished = true;
      resolve();
    });
    feed(req, done);
  });
}

const zeros = Buffer.alloc(64 * 1024);

/** Streams zeros as fast as the server takes them, without end. */
function flood(req: http.ClientRequest, done: () => boolean) {
  const pump = () => {
    while (!done()) {
      stats.bytes += zeros.length;
      if (!req.write(zeros)) return void req.once("drain", pump);
    }
  };
  pump();
}

/** One byte a second: a connection held open as long as the server allows. */
function drip(req: http.ClientRequest, done: () => boolean) {
  const timer = setInterval(() => (done() ? clearInterval(timer) : req.write("a")), 1000);
}

const boundary = "----hostile";
const careerHead = `--${boundary}\r\nContent-Disposition: form-data; name="portfolio"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

const ALL_ATTACKS: Record<string, () => Promise<void>> = {
  "login-body": () =>
    hostileRequest(
      "/admin/login",
      { "Transfer-Encoding": "chunked", "Content-Type": "application/x-www-form-urlencoded" },
      flood,
    ),
  "contact-body": () =>
    hostileRequest(
      "/contact-us",
      { "Transfer-Encoding": "chunked", "Content-Type": "application/x-www-form-urlencoded" },
      flood,
    ),
  "career-body": () =>
    hostileRequest(
      "/career/apply",
      { "Transfer-Encoding": "chunked", "Content-Type": `multipart/form-data; boundary=${boundary}` },
      (req, done) => {
        req.write(careerHead);
        flood(req, done);
      },
    ),
  "slow-drip": () =>
    hostileRequest(
      "/contact-us",
      { "Transfer-Encoding": "chunked", "Content-Type": "application/x-www-form-urlencoded" },
      drip,
    ),
  "login-flood": () =>
    hostileRequest("/admin/login", { "Content-Type": "application/x-www-form-urlencoded" }, (req) =>
      req.end(new URLSearchParams({ username: "owner@studio.test", password: `guess-${Math.random()}` }).toString()),
    ),
  "spoofed-contact": () =>
    hostileRequest("/contact-us", { "Content-Type": "application/x-www-form-urlencoded" }, (req) =>
      req.end(
        new URLSearchParams({
          name: "Spam",
          email: "spam@example.org",
          message: "buy now",
          [FORM_TOKEN_FIELD]: "forged",
        }).toString(),
      ),
    ),
};
// BENCH_ATTACKS=login-body,slow-drip runs only those (to see which one costs what); default: all, in turn.
// BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
const ATTACKS = (process.env.BENCH_ATTACKS?.split(",") ?? Object.keys(ALL_ATTACKS)).map((name) => {
  const attack = ALL_ATTACKS[name];
  if (!attack)
    throw new Error(`BENCH_ATTACKS: no attack named ${name}; there are ${Object.keys(ALL_ATTACKS).join(", ")}`);
  return attack;
});

async function hostile(kind: number, until: number) {
  while (Date.now() < until) await ATTACKS[kind]();
}

/** The hostile clients run in their own process, so their work does not slow the visitor's measurements. */
async function attack(ms: number): Promise<void> {
  const until = Date.now() + ms;
  const clients = Array.from({ length: HOSTILE_CLIENTS }, (_, i) => hostile(i % ATTACKS.length, until));
  // Slow drips end only when the server cuts them: stop waiting for them soon after the time is up.
  await Promise.race([Promise.all(clients), new Promise((r) => setTimeout(r, ms + 5000))]);
  console.log(JSON.stringify(stats));
  process.exit(0);
}

/** The cache flood: public pages as fast as they come, each with headers no other request has. */
async function cacheFlood(pages: string[], ms: number): Promise<void> {
  const until = Date.now() + ms;
  const forged = (n: number) => ({
    Host: `flood${n}.example`,
    "X-Forwarded-Host": `flood${n}.example`,
    "X-Forwarded-Proto": n % 2 ? "https" : "http",
    "X-Forwarded-Port": String(1024 + (n % 60_000)),
    "X-Forwarded-For": randomIp(),
  });
  let n = 0;
  const client = async () => {
    while (Date.now() < until) {
      const pathname = pages[n % pages.length];
      await new Promise<void>((resolve) => {
        stats.connections++;
        const req = http.get(
          new URL(pathname, target),
          { agent: false, headers: { "Accept-Encoding": "br, gzip", ...forged(n++) } },
          (res) => {
            count(res.statusCode ?? 0);
            res.resume();
            res.on("end", resolve);
          },
        );
        req.on("error", () => resolve());
      });
    }
  };
  await Promise.all(Array.from({ length: HOSTILE_CLIENTS }, client));
  console.log(JSON.stringify(stats));
  process.exit(0);
}

/** The referrer flood: REFERRER_FLOOD_REQUESTS page loads by a browser, each from a new site and campaign. */
async function referrerFlood(pages: string[]): Promise<void> {
  let n = 0;
  const client = async () => {
    while (n < REFERRER_FLOOD_REQUESTS) {
      const i = n++;
      const pathname = `${pages[i % pages.length]}?utm_source=source-${i}&utm_campaign=campaign-${i}`;
      await new Promise<void>((resolve) => {
        stats.connections++;
        const headers = {
          "User-Agent": BROWSER_AGENT,
          Referer: `https://site-${i}.example/`,
          "X-Forwarded-For": randomIp(),
        };
        const req = http.get(new URL(pathname, target), { agent: false, headers }, (res) => {
          count(res.statusCode ?? 0);
          res.resume();
          res.on("end", resolve);
        });
        req.on("error", () => resolve());
      });
    }
  };
  await Promise.all(Array.from({ length: HOSTILE_CLIENTS }, client));
  console.log(JSON.stringify(stats));
  process.exit(0);
}

if (process.argv[2] === "--attack") {
  target = process.argv[3];
  await attack(Number(process.argv[4]));
}
if (process.argv[2] === "--referrers") {
  target = process.argv[3];
  await referrerFlood(process.argv[5].split(","));
}
if (process.argv[2] === "--flood") {
  target = process.argv[3];
  await cacheFlood(process.argv[5].split(","), Number(process.argv[4]));
}

/**
 * The server runs as `npm start` runs it: the start script's environment settings (MALLOC_ARENA_MAX=2)
 * and node options (the V8 heap caps). BENCH_START=plain runs bare `node server.js`, to compare.
 */
function startSettings(): { env: Record<string, string>; nodeArgs: string[] } {
  const script: string = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start;
  const words = script.split(/\s+/);
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split("=") as [string, string]));
  const nodeArgs = words.filter((w) => w.startsWith("--"));
  return process.env.BENCH_START === "plain" ? { env: {}, nodeArgs: [] } : { env, nodeArgs };
}

// ---------------------------------------------------------------- the server's memory, by kind

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
const probeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-")), "samples.jsonl");
const PROBE_ARGS = ["--require", path.resolve("scripts/lib/memory-probe.cjs")];

interface MemorySample {
  at: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  anon: number;
}

/** The peak of each kind of memory the server sampled between two times (each kind's own peak). */
function memoryPeaks(from: number, to: number) {
  const samples = fs
    .readFileSync(probeFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as MemorySample)
    .filter((s) => s.at >= from && s.at <= to);
  const peak = (of: (s: MemorySample) => number) => Math.max(0, ...samples.map(of));
  return {
    "V8 heap (total)": peak((s) => s.heapTotal),
    "V8 heap (used)": peak((s) => s.heapUsed),
    external: peak((s) => s.external),
    "  of it arrayBuffers": peak((s) => s.arrayBuffers),
    "native (anon - heap - ext)": peak((s) => s.anon - s.heapTotal - s.external),
  };
}

function printMemory(phases: [string, { from: number; to: number }][]) {
  const columns = phases.map(([name, span]) => [name, memoryPeaks(span.from, span.to)] as const);
  console.log(`\n${"peak, by kind".padEnd(28)}${columns.map(([name]) => name.padStart(14)).join("")}`);
  for (const kind of Object.keys(columns[0][1])) {
    console.log(
      `${kind.padEnd(28)}${columns.map(([, peaks]) => mib(peaks[kind as keyof typeof peaks]).padStart(14)).join("")}`,
    );
  }
}

const start = startSettings();
const server = await startRealServer(
  { ...start.env, MEMORY_PROBE_FILE: probeFile },
  {
    seeded: true,
    nodeArgs: [...start.nodeArgs, ...PROBE_ARGS, ...(process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? [])],
  },
);
const base = server.url;
const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: 2 });

function get(pathname: string, agent: http.Agent | false = visitorAgent): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(pathname, base),
      { agent, headers: { "Accept-Encoding": "gzip", Accept: "text/html" } },
      (res) => {
        let text = "";
        res.setEncoding("latin1");
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`${pathname}: ${res.statusCode}`)),
        );
      },
    );
    req.on("error", reject);
  });
}

const projectList = await new Promise<string>((resolve, reject) => {
  http
    .get(new URL("/projects", base), (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve(text));
    })
    .on("error", reject);
});
const detail = /href="(\/projects\/detail\/[^"]+)"/.exec(projectList)?.[1];
if (!detail) throw new Error("the seeded site has no project to load");
const PAGES = ["/", "/projects", detail];

/**
 * The visitor loads the three pages in turn, with a short pause between loads (a person, not a load
 * test: a tight loop would grow the server's heap by itself and blur what the attack costs).
 */
async function visitor(ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const page of PAGES) {
      const start = performance.now();
      await get(page);
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, VISITOR_PAUSE_MS));
    }
  }
  return times;
}

/** Peak resident memory of the server while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssBytes(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server.pid))), 50);
  try {
    return { result: await work, peak };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------- the run

const p = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Of the public pages' loads answered while `work` ran (the visitor's and any flood's), the share the page cache answered. */
async function withHitRatio<T>(work: Promise<T>): Promise<{ result: T; hitRatio: number; loads: number }> {
  const from = server.logs.length;
  const result = await work;
  // The last lines arrive a moment after their answers.
  await new Promise((r) => setTimeout(r, 500));
  const loads = server.logs.slice(from).filter((line) => line.msg === "request" && PAGES.includes(String(line.path)));
  return {
    result,
    hitRatio: loads.filter((line) => line.cached).length / Math.max(1, loads.length),
    loads: loads.length,
  };
}

/** Runs this script again as the hostile side (`--attack` or `--flood`), in its own process, during `work`. */
async function withAttacker<T>(mode: string, ms: number, work: () => Promise<T>, extra: string[] = []) {
  const attacker = spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/bench-hostile.ts", mode, base, String(ms), ...extra],
    { stdio: ["ignore", "pipe", "inherit"], env: process.env },
  );
  let output = "";
  attacker.stdout.on("data", (d) => (output += d));
  const done = new Promise((r) => attacker.once("exit", r));
  const result = await work();
  await done;
  return {
    result,
    stats: JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
      connections: number;
      bytes: number;
      refused: Record<string, number>;
    },
  };
}

/** The Statistics page (12 months, the widest preset) loaded `times` times as the admin: each load's time. */
async function statisticsLoads(cookie: string, times = 5): Promise<number[]> {
  const loads: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(new URL("/admin/statistics?range=12m", base), { headers: { Cookie: cookie } }, (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`statistics: ${res.statusCode}`)),
          );
        })
        .on("error", reject);
    });
    loads.push(performance.now() - started);
  }
  return loads;
}

// Before the login flood below, which locks this address out of signing in.
const adminCookie = await server.signIn();
await visitor(5000); // warm-up: compiled code paths, page caches, a settled heap
const idleRss = rssBytes(server.pid);
const baselineSpan = { from: Date.now(), to: 0 };
const alone = await withHitRatio(withPeakRss(visitor(BASELINE_MS)));
const baseline = alone.result;
baselineSpan.to = Date.now();

const attackSpan = { from: Date.now(), to: 0 };
const attacked = await withAttacker("--attack", ATTACK_MS, () => withPeakRss(visitor(ATTACK_MS)));
const underAttack = attacked.result;
const attackStats = attacked.stats;
attackSpan.to = Date.now();
const afterRss = rssBytes(server.pid);
// The visitor goes on while the server settles: what the attack leaves behind.
const settleSpan = { from: Date.now(), to: 0 };
const settled = await withPeakRss(visitor(SETTLE_MS));
settleSpan.to = Date.now();
const settledRss = rssBytes(server.pid);

// The ratio counts every page load of the phase, the flood's last ones too (withAttacker waits for them).
const floodPhase = await withHitRatio(withAttacker("--flood", FLOOD_MS, () => visitor(FLOOD_MS), [PAGES.join(",")]));
const underFlood = { result: floodPhase.result.result, hitRatio: floodPhase.hitRatio, loads: floodPhase.loads };
const flooded = floodPhase.result;

// The referrer flood: the Statistics page and the visitor before it (the baseline) and during and after it.
const statisticsBefore = await statisticsLoads(adminCookie);
const referrerPhase = await withAttacker("--referrers", 0, () => visitor(REFERRER_FLOOD_MS), [PAGES.join(",")]);
await new Promise((r) => setTimeout(r, FLUSH_WAIT_MS));
const statisticsAfter = await statisticsLoads(adminCookie);
const referrerRows = new Database(server.databasePath, { readonly: true })
  .prepare(
    "SELECT COUNT(*) AS n FROM analytics_dimensions WHERE dimension IN ('referrer', 'utm_source', 'utm_campaign')",
  )
  .get() as { n: number };

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(12);
const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`.padStart(12);
console.log(
  `\nVisitor loading ${PAGES.join(", ")} on ${base} (production build), ${HOSTILE_CLIENTS} hostile clients for ${ATTACK_MS / 1000} s`,
);
console.log(
  `server started with: ${[...Object.entries(start.env).map(([k, v]) => `${k}=${v}`), ...start.nodeArgs].join(" ") || "node server.js (BENCH_START=plain)"}\n`,
);
console.log(`${"".padEnd(22)}${"baseline".padStart(12)}${"under attack".padStart(14)}`);
console.log(
  `${"page loads".padEnd(22)}${String(baseline.result.length).padStart(12)}${String(underAttack.result.length).padStart(14)}`,
);
console.log(`${"visitor p50".padEnd(22)}${ms(p(baseline.result, 0.5))}${ms(p(underAttack.result, 0.5)).padStart(14)}`);
console.log(
  `${"visitor p99".padEnd(22)}${ms(p(baseline.result, 0.99))}${ms(p(underAttack.result, 0.99)).padStart(14)}`,
);
console.log(`${"server peak RSS".padEnd(22)}${mib(baseline.peak)}${mib(underAttack.peak).padStart(14)}`);
console.log(
  `${"after, settling".padEnd(22)}${"".padStart(12)}${mib(settled.peak).padStart(14)}  (peak over the ${SETTLE_MS / 1000} s after the attack)`,
);
console.log(
  `\nRSS idle before: ${mib(idleRss).trim()}, at the attack's end: ${mib(afterRss).trim()}, ${SETTLE_MS / 1000} s later: ${mib(settledRss).trim()}; growth of the peak over the baseline's: ${mib(underAttack.peak - baseline.peak).trim()}`,
);
printMemory([
  ["baseline", baselineSpan],
  ["under attack", attackSpan],
  ["settling", settleSpan],
]);
console.log(
  `hostile connections: ${attackStats.connections}, body bytes offered: ${(attackStats.bytes / MiB).toFixed(0)} MiB, answers: ${JSON.stringify(attackStats.refused)}`,
);
const p99 = p(underAttack.result, 0.99);
const growth = underAttack.peak - baseline.peak;
const kept = settledRss - baseline.peak;
console.log(
  `goals: visitor p99 < 200 ms: ${p99 < 200 ? "met" : "NOT met"}; RSS growth < 64 MiB: ${growth < 64 * MiB ? "met" : "NOT met"}; ` +
    `memory back within 16 MiB of the baseline's peak ${SETTLE_MS / 1000} s after: ${kept < 16 * MiB ? "met" : "NOT met"} (${mib(kept).trim()})`,
);

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`.padStart(12);
console.log(
  `\nCache flood: ${HOSTILE_CLIENTS} clients loading ${PAGES.join(", ")} for ${FLOOD_MS / 1000} s, each request with its own Host and X-Forwarded-Proto/-Host/-Port`,
);
console.log(`${"".padEnd(22)}${"alone".padStart(12)}${"under flood".padStart(14)}`);
console.log(`${"visitor p50".padEnd(22)}${ms(p(baseline.result, 0.5))}${ms(p(underFlood.result, 0.5)).padStart(14)}`);
console.log(`${"visitor p99".padEnd(22)}${ms(p(baseline.result, 0.99))}${ms(p(underFlood.result, 0.99)).padStart(14)}`);
console.log(`${"cache hit ratio".padEnd(22)}${pct(alone.hitRatio)}${pct(underFlood.hitRatio).padStart(14)}`);
console.log(
  `${"page loads answered".padEnd(22)}${String(alone.loads).padStart(12)}${String(underFlood.loads).padStart(14)}`,
);
console.log(`flood requests: ${flooded.stats.connections}, answers: ${JSON.stringify(flooded.stats.refused)}`);

const worst = (times: number[]) => Math.max(...times);
const floodP99 = p(referrerPhase.result, 0.99);
console.log(
  `\nReferrer flood: ${REFERRER_FLOOD_REQUESTS} loads of ${PAGES.join(", ")} by ${HOSTILE_CLIENTS} clients, each with a new Referer, utm_source and utm_campaign`,
);
console.log(`${"".padEnd(26)}${"before".padStart(12)}${"during/after".padStart(14)}`);
console.log(`${"visitor p99".padEnd(26)}${ms(p(baseline.result, 0.99))}${ms(floodP99).padStart(14)}`);
console.log(
  `${"Statistics page (12m) max".padEnd(26)}${ms(worst(statisticsBefore))}${ms(worst(statisticsAfter)).padStart(14)}`,
);
console.log(
  `flood requests: ${referrerPhase.stats.connections}, answers: ${JSON.stringify(referrerPhase.stats.refused)}; referrer and campaign rows kept: ${referrerRows.n}`,
);
console.log(
  `goals: Statistics page < 500 ms: ${worst(statisticsAfter) < 500 ? "met" : "NOT met"}; visitor p99 < 200 ms: ${floodP99 < 200 ? "met" : "NOT met"}`,
);

visitorAgent.destroy();
await server.stop();
process.exit(0);
