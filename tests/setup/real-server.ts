// The built app as a child process on a free loopback port, with its own empty database and
// uploads folder: for HTTP tests that need the real server (limits, concurrency, cookies). It
// builds first when build/ is missing or older than app/ and db/ (a fresh clone runs vitest
// before `npm run build`), so a test never runs against stale code.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

export interface RealServer {
  origin: string;
  port: number;
  dir: string;
  databasePath: string;
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

const stale = () => !fs.existsSync(BUILT) || fs.statSync(BUILT).mtimeMs < Math.max(newestSource("app"), newestSource("db"));
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Builds when build/ is missing or older than the sources; test files in parallel build once (a lock directory). */
function ensureBuild() {
  if (!stale()) return;
  try {
    fs.mkdirSync(LOCK);
  } catch {
    // Another test file is building: wait for it (a lock left by a killed run expires after 5 minutes).
    const since = Date.now();
    while (fs.existsSync(LOCK) && Date.now() - since < 300_000) sleepSync(500);
    if (!stale()) return;
    fs.rmSync(LOCK, { recursive: true, force: true });
    fs.mkdirSync(LOCK);
  }
  try {
    execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: "ignore" });
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-http-"));
  const databasePath = path.join(dir, "data", "data.sqlite");
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dir, "uploads"),
      SESSION_SECRET: "http-test-secret-http-test-secret-0123456789",
      SEED_DEMO: "0",
      ...env,
    },
  });
  const logs: LogLine[] = [];
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
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
  return {
    origin: `http://localhost:${port}`,
    port,
    dir,
    databasePath,
    logs,
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

/**
 * One HTTP request from a chosen loopback address (127.0.0.0/8 is all ours on Linux), so tests
 * can be many clients without trusting any forwarded header.
 */
export function send(
  server: RealServer,
  pathname: string,
  { method = "GET", from = "127.0.0.1", headers = {}, body }: { method?: string; from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: server.port, path: pathname, method, localAddress: from, agent: false, headers: { Host: `localhost:${server.port}`, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A urlencoded POST of these fields. */
export function postForm(server: RealServer, pathname: string, fields: Record<string, string>, options: { from?: string; headers?: Record<string, string> } = {}) {
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
