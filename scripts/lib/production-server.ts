// The one way to start the built app (NODE_ENV=production) as a child process: on a free loopback
// port, with its own database and uploads folder (empty, or a copy of the seeded demo). Used by the
// vitest HTTP tests, each Playwright worker (tests/e2e/fixtures.ts) and the benchmarks. It builds
// first when build/ is missing or older than app/ and db/ (a fresh clone runs vitest before
// `npm run build`), so a test never runs against stale code.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

import { copySeededTemplate } from "../../tests/setup/seeded-template.js";
import { runOnce } from "./run-once.js";

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

/** The admin every real server starts with (a test may pass its own ADMIN_* or "" for none). */
export const REAL_SERVER_ADMIN = { email: "admin@http-test.example", password: "http-test-password-123" };
export const REAL_ADMIN = REAL_SERVER_ADMIN;

export interface RealServer {
  origin: string;
  /** The same as origin: the base of every URL a test fetches. */
  base: string;
  url: string;
  /** The server process, for /proc/PID/status. */
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  port: number;
  dir: string;
  /** The folder of the database file. */
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
  /** Signs in over HTTP as REAL_SERVER_ADMIN; the session cookie to send. */
  signIn(): Promise<string>;
  /** Headers every non-GET request sends: the Origin a browser would (the CSRF check wants it). */
  headers(cookie?: string): Record<string, string>;
  /** Every JSON line the server printed so far. */
  logs: LogLine[];
  stop(): Promise<void>;
}

const BUILT = "build/server/index.js";
const LOCK = "build.lock";

/** Newest change to what the build is made of. */
function newestSource(entry = "app"): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

const stale = () =>
  !fs.existsSync(BUILT) || fs.statSync(BUILT).mtimeMs < Math.max(newestSource("app"), newestSource("db"));

/** Builds when build/ is missing or older than the sources; test files in parallel build once (a lock directory). */
export function ensureBuild() {
  runOnce(
    LOCK,
    () => !stale(),
    () => {
      // As `npm run build` does it, whatever the caller's NODE_ENV (vitest sets "test", which would make a
      // development build: no inlined styles, a relaxed script policy).
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
      execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
        stdio: "ignore",
        env,
      });
      execFileSync(process.execPath, ["scripts/precompress-assets.js"], { stdio: "ignore", env });
    },
  );
}

// Settings a test must not pass on by accident: the server gets its own.
const INHERITED_OUT = [
  "NODE_ENV",
  "DATABASE_PATH",
  "UPLOADS_DIR",
  "SESSION_SECRET",
  "PORT",
  "HOST",
  "TRUST_PROXY",
  "SUBMISSION_RATE_MAX",
  "SITE_URL",
  "ALLOWED_HOSTS",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
];

/** How `npm start` and the image run node (package.json, Dockerfile): a small heap, few malloc arenas. */
const PRODUCTION_NODE_ARGS = ["--max-old-space-size=96", "--max-semi-space-size=2"];
const PRODUCTION_MALLOC = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" };

/**
 * Runs node as production does (PRODUCTION_NODE_ARGS, PRODUCTION_MALLOC), so memory and speed are the
 * real figures. `env` overrides the defaults (production, SEED_DEMO=0, a known admin, a generated session secret);
 * `undefined` or "" removes a setting. `cwd`: another checkout's built server (to measure a change
 * against the code before it). `nodeArgs` go to node before server.js (e.g. --cpu-prof). `seeded`:
 * start from a copy of the seeded demo (tests/setup/seeded-template.js) instead of an empty database.
 */
export async function startRealServer(
  env: Record<string, string | undefined> = {},
  { cwd = process.cwd(), nodeArgs = [] as string[], seeded = false } = {},
): Promise<RealServer> {
  if (cwd === process.cwd()) ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-http-"));
  const dataDir = path.join(dir, "data");
  const databasePath = path.join(dataDir, "data.sqlite");
  const uploadsDir = path.join(dir, "uploads");
  if (seeded && path.resolve(cwd) === process.cwd()) copySeededTemplate(databasePath, uploadsDir);
  // Another checkout's demo by its own seed, which its migrations match (ours may be ahead of its schema).
  else if (seeded)
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { copySeededTemplate } = await import("./tests/setup/seeded-template.js");
copySeededTemplate(${JSON.stringify(databasePath)}, ${JSON.stringify(uploadsDir)});`,
      ],
      { cwd, stdio: ["ignore", "ignore", "inherit"] },
    );
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !INHERITED_OUT.includes(key)) childEnv[key] = value;
  const settings = {
    NODE_ENV: "production",
    PORT: "0",
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: "0",
    // Not the developer's .env (a real mail key, another SITE_URL): only what the test sets.
    ENV_FILE: "/dev/null",
    ADMIN_EMAIL: REAL_SERVER_ADMIN.email,
    ADMIN_PASSWORD: REAL_SERVER_ADMIN.password,
    ...PRODUCTION_MALLOC,
    ...env,
  };
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined || value === "") delete childEnv[key];
    else childEnv[key] = value;
  }
  const child: ChildProcess = spawn(process.execPath, [...PRODUCTION_NODE_ARGS, ...nodeArgs, "server.js"], {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: childEnv as NodeJS.ProcessEnv,
  });
  const logs: LogLine[] = [];
  let output = "";
  let stderr = "";
  child.stderr!.on("data", (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      output += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as LogLine;
          logs.push(entry);
          const serving = /^Serving on http:\/\/localhost:(\d+)$/.exec(String(entry.msg));
          if (serving) resolve(Number(serving[1]));
        } catch {
          logs.push({ text: line });
        }
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  const origin = `http://localhost:${port}`;
  const headers = (cookie?: string) => ({ Origin: origin, ...(cookie ? { Cookie: cookie } : {}) });
  return {
    origin,
    base: origin,
    url: origin,
    pid: child.pid!,
    output: () => output,
    port,
    dir,
    dataDir,
    databasePath,
    uploadsDir,
    logs,
    headers,
    async signIn() {
      const response = await fetch(`${origin}/admin/login`, {
        method: "POST",
        headers: headers(),
        body: new URLSearchParams({ username: REAL_SERVER_ADMIN.email, password: REAL_SERVER_ADMIN.password }),
        redirect: "manual",
      });
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      if (response.status !== 302 || !cookie) throw new Error(`Sign-in answered ${response.status}.`);
      return cookie;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  /** The loopback address the request comes from. */
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One HTTP request from a chosen loopback address (127.0.0.0/8 is all ours on Linux), so tests
 * can be many clients without trusting any forwarded header.
 */
export function send(server: RealServer, pathname: string, options: SendOptions = {}): Promise<Reply> {
  return sendTo(server.port, pathname, {
    ...options,
    headers: { Host: `localhost:${server.port}`, ...options.headers },
  });
}

/** One request to a port on 127.0.0.1 (over TLS when given its name and authority), its whole body read as text. */
export function sendTo(
  port: number,
  pathname: string,
  { method = "GET", from = "127.0.0.1", headers = {}, body }: SendOptions = {},
  tls?: { servername: string; ca: Buffer },
): Promise<Reply> {
  const options = {
    host: "127.0.0.1",
    port,
    path: pathname,
    method,
    localAddress: from,
    agent: false as const,
    headers,
  };
  return new Promise((resolve, reject) => {
    const onReply = (response: http.IncomingMessage) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    };
    const request = tls ? https.request({ ...options, ...tls }, onReply) : http.request(options, onReply);
    request.on("error", reject);
    request.end(body);
  });
}

/** A urlencoded POST of these fields. */
export function postForm(
  server: RealServer,
  pathname: string,
  fields: Record<string, string>,
  options: { from?: string; headers?: Record<string, string> } = {},
) {
  return send(server, pathname, {
    method: "POST",
    from: options.from,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The "name=value" pairs a response sets, for sending back as a Cookie header. */
export function cookiesOf(reply: Reply): string {
  return (reply.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
}

/** The server's resident memory now, in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** The admin the benchmarks' server starts with. */
export const BENCH_ADMIN = { email: "bench@studio.test", password: "bench-password-long-enough" };

/**
 * The benchmarks' server: the seeded demo on a fixed port, with its memory in MiB and a project page to load.
 * `env` adds settings (ANALYTICS=0); `cwd` is another built checkout's, for a baseline in the same run.
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}, cwd = process.cwd()) {
  const server = await startRealServer(
    {
      PORT: String(port),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      COOKIE_SECURE: "0",
      ...env,
    },
    { seeded: true, cwd },
  );
  return {
    ...server,
    rssMiB: () => Math.round(rssBytes(server.pid) / 1024 / 1024),
    /** The heaviest project page: the demo's project with a video (its strip, poster and player), else the first listed. */
    detailPath: async () => {
      const database = new Database(server.databasePath, { readonly: true });
      const withVideo = database
        .prepare(
          "SELECT link FROM projects WHERE id IN (SELECT project_id FROM project_videos) AND status = 'published' AND deleted_at IS NULL AND private = 0 LIMIT 1",
        )
        .get() as { link: string } | undefined;
      database.close();
      if (withVideo) return `/projects/detail/${withVideo.link}`;
      const href = /href="(\/projects\/detail\/[^"]+)"/.exec(
        await (await fetch(`${server.base}/projects`)).text(),
      )?.[1];
      if (!href) throw new Error("no project page found");
      return href;
    },
  };
}
