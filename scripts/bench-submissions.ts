// Load test of the contact form and the mail outbox: `npx tsx scripts/bench-submissions.ts`.
//
// Starts the production build on its own temporary database (no demo content) with the stand-in
// Resend API *down*, sends 1,000 contact submissions 50 at a time, checks every one is stored
// with its mail pending, brings the mail API back and checks every mail is delivered exactly
// once. The per-address rate limit is raised for this server only (SUBMISSION_RATE_MAX): all
// requests come from this one machine, and the server does not trust X-Forwarded-For here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";

import { FORM_MIN_FILL_MS } from "../app/.server/submissions/limits";
import { FORM_TOKEN_FIELD } from "../app/utils/constants";
import { startFakeResend } from "../tests/setup/fake-resend.js";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const STUDIO_MAIL = "studio@bench.test";
const DRAIN_TIMEOUT_MS = 5 * 60 * 1000;
/** After the last mail, watch this long for any mail delivered twice. */
const SETTLE_MS = 3000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (!fs.existsSync("build/server/index.js")) {
  console.log("Building the app first…");
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: "inherit" }).on(
      "exit",
      (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))),
    ),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-submissions-"));
const databasePath = path.join(dir, "data.sqlite");
const [appPort, mailPort] = [await freePort(), await freePort()];
const mail = await startFakeResend(mailPort);
const mailApi = `http://127.0.0.1:${mailPort}`;
const control = (body: object) => fetch(`${mailApi}/__control`, { method: "POST", body: JSON.stringify(body) });
await control({ down: true });

const app = spawn(process.execPath, ["server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: path.join(dir, "uploads"),
    SESSION_SECRET: "bench-session-secret-bench-session-secret-01",
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: "bench-password-0123",
    SEED_DEMO: "0",
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: mailApi,
    SUBMISSION_RATE_MAX: String(TOTAL * 10),
  },
});
const base = `http://127.0.0.1:${appPort}`;

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error("the server did not start");
    await sleep(100);
  }
  const sqlite = new SQLite(databasePath);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.prepare("UPDATE contact SET email = ? WHERE id = 1").run(STUDIO_MAIL);
  const count = (query: string) => (sqlite.prepare(query).get() as { n: number }).n;

  // One page view per message, as each visitor's browser gets it (a token is accepted once),
  // fetched before the timed part and old enough to pass the bot filter.
  const tokens: string[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const page = await (await fetch(`${base}/contact-us`)).text();
    const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page)?.[1];
    if (!token) throw new Error("no form token on /contact-us");
    tokens.push(token);
  }
  await sleep(FORM_MIN_FILL_MS + 100);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  async function visitor() {
    while (next < TOTAL) {
      const i = next++;
      const body = new URLSearchParams({
        name: `Bench visitor ${i}`,
        tel: "+1 555 0100",
        email: `visitor${i}@bench.test`,
        message: `Bench message number ${i}. `.repeat(10),
        [FORM_TOKEN_FIELD]: tokens[i],
      });
      const t0 = performance.now();
      const response = await fetch(`${base}/contact-us`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Origin: base },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  const submitSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const stored = count("SELECT count(*) AS n FROM contact_messages WHERE spam_reason IS NULL");
  const queued = count("SELECT count(*) AS n FROM mail_outbox");
  const pendingWhileDown = count("SELECT count(*) AS n FROM mail_outbox WHERE status = 'pending'");
  const failedTries = count("SELECT count(*) AS n FROM mail_attempts WHERE ok = 0");
  const deliveredWhileDown = ((await (await fetch(`${mailApi}/__emails`)).json()) as unknown[]).length;

  await control({ down: false });
  const upAt = performance.now();
  while (count("SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent'") < queued) {
    if (performance.now() - upAt > DRAIN_TIMEOUT_MS) throw new Error("mail did not drain in time");
    await sleep(100);
  }
  const drainSeconds = (performance.now() - upAt) / 1000;
  await sleep(SETTLE_MS);
  const emails = (await (await fetch(`${mailApi}/__emails`)).json()) as {
    subject: string;
    to: string[];
    idempotencyKey: string;
  }[];
  const stats = (await (await fetch(`${mailApi}/__stats`)).json()) as { repeats: number; requests: number };
  const distinctSubjects = new Set(emails.map((e) => e.subject)).size;
  const distinctKeys = new Set(emails.map((e) => e.idempotencyKey)).size;
  const failedMail = count("SELECT count(*) AS n FROM mail_outbox WHERE status = 'failed'");
  sqlite.close();

  const figures = {
    submissions: TOTAL,
    concurrency: CONCURRENCY,
    statuses: Object.fromEntries(statuses),
    submitSeconds: +submitSeconds.toFixed(2),
    submissionsPerSecond: +(TOTAL / submitSeconds).toFixed(1),
    latencyMs: {
      p50: +percentile(latencies, 50).toFixed(1),
      p95: +percentile(latencies, 95).toFixed(1),
      p99: +percentile(latencies, 99).toFixed(1),
      max: +latencies[latencies.length - 1].toFixed(1),
    },
    stored,
    mailQueued: queued,
    mailPendingWhileDown: pendingWhileDown,
    mailDeliveredWhileDown: deliveredWhileDown,
    failedTriesWhileDown: failedTries,
    mailDrainSecondsAfterRecovery: +drainSeconds.toFixed(2),
    mailsDelivered: emails.length,
    distinctMails: distinctSubjects,
    distinctIdempotencyKeys: distinctKeys,
    repeatSendsOfDeliveredMail: stats.repeats,
    mailFailed: failedMail,
    allToStudio: emails.every((e) => e.to.length === 1 && e.to[0] === STUDIO_MAIL),
  };
  console.log(JSON.stringify(figures, null, 2));
  const ok =
    statuses.get(200) === TOTAL &&
    stored === TOTAL &&
    queued === TOTAL &&
    pendingWhileDown === TOTAL &&
    deliveredWhileDown === 0 &&
    emails.length === TOTAL &&
    distinctSubjects === TOTAL &&
    stats.repeats === 0 &&
    failedMail === 0 &&
    figures.allToStudio;
  console.log(
    ok ? "OK: every submission stored, every mail delivered exactly once." : "FAILED: see the figures above.",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => app.once("exit", resolve));
  await new Promise((resolve) => mail.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
}
