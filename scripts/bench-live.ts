// npm run bench:live — live updates under load. Starts the built server on a temporary database,
// holds 1,000 open event streams, makes 100 admin changes through the real edit page, and prints the
// delay from commit to receipt (p50/p95/max) across all streams and the server's memory per stream.
// A baseline with a single stream is measured first, in the same run.
// Run `npm run build` first. Streams come from many loopback addresses (127.0.0.x), as many visitors would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const STREAMS_PER_ADDRESS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const ADMIN = { email: "bench@studio.test", password: "bench-password-long-enough" };
const base = `http://127.0.0.1:${PORT}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-bench-live-"));
const server = spawn(process.execPath, ["server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_PATH: path.join(dir, "data.sqlite"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0000",
    SEED_DEMO: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    COOKIE_SECURE: "0",
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssKiB = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0);

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error("server did not start");
}

async function login(): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie");
  if (!cookie) throw new Error(`login failed: ${response.status}`);
  return cookie.split(";")[0];
}

/** An open stream: records the delay of every change it receives. */
function openStream(index: number, delays: number[], counts: number[]): Promise<http.ClientRequest> {
  const localAddress = `127.0.0.${2 + Math.floor(index / STREAMS_PER_ADDRESS)}`;
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/live`, { localAddress, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${index}: ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes("event: ready")) resolve(request);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (frame.includes("event: change") && data) {
            delays.push(Date.now() - (JSON.parse(data) as { at: number }).at);
            counts[index] = (counts[index] ?? 0) + 1;
          }
        }
      });
    });
    request.on("error", reject);
  });
}

async function change(cookie: string, n: number) {
  const response = await fetch(`${base}/admin/pages/career`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ intent: "career_header", value: `We are hiring, round ${n}.` }),
    redirect: "manual",
  });
  if (response.status !== 302 && response.status !== 303) throw new Error(`change ${n}: ${response.status}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(label: string, delays: number[]) {
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    `${label}: ${delays.length} deliveries, delay p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted[sorted.length - 1]} ms`,
  );
}

async function round(label: string, streams: number, cookie: string) {
  const delays: number[] = [];
  const counts: number[] = [];
  const before = rssKiB();
  const requests: http.ClientRequest[] = [];
  for (let i = 0; i < streams; i += 50) {
    requests.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, streams - i) }, (_, j) => openStream(i + j, delays, counts)),
      )),
    );
  }
  await sleep(500);
  const opened = rssKiB();
  const started = Date.now();
  for (let n = 1; n <= CHANGES; n++) await change(cookie, n);
  const expected = streams * CHANGES;
  while (delays.length < expected && Date.now() - started < 60_000) await sleep(50);
  summary(`${label} (${streams} streams × ${CHANGES} changes)`, delays);
  const missing = expected - delays.length;
  const extra = counts.filter((c) => c > CHANGES).length;
  console.log(
    `  received ${delays.length}/${expected}${missing ? `, MISSING ${missing}` : ""}${extra ? `, ${extra} streams got duplicates` : ""}`,
  );
  console.log(
    `  server RSS ${Math.round(before / 1024)} MiB before, ${Math.round(opened / 1024)} MiB with streams open: ${(((opened - before) * 1024) / streams / 1024).toFixed(1)} KiB per stream`,
  );
  for (const request of requests) request.destroy();
  await sleep(500);
  return missing;
}

try {
  await waitForServer();
  const cookie = await login();
  await round("baseline", 1, cookie);
  const missing = await round("load", STREAMS, cookie);
  process.exitCode = missing ? 1 : 0;
} finally {
  server.kill("SIGTERM");
  await sleep(500);
  fs.rmSync(dir, { recursive: true, force: true });
}
