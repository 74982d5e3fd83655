// Starts the REAL built server (node server.js, as `npm start` runs it) as a child process on a free
// loopback port, with its own temporary database and uploads folder, for HTTP tests and benchmarks.
// It needs the production build: `npm test` builds first; run alone, this builds it when missing.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const REAL_ADMIN = { email: "owner@studio.test", password: "real-server-password-0123" };

export interface RealServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  /** The server process, for /proc/PID/status. */
  pid: number;
  /** Its data folder (database, uploads, generated secret). */
  dir: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

// Settings a test must not pass on by accident: the server gets its own.
const INHERITED_OUT = ["NODE_ENV", "DATABASE_PATH", "UPLOADS_DIR", "SESSION_SECRET", "PORT", "TRUST_PROXY", "SUBMISSION_RATE_MAX", "SITE_URL"];

/**
 * `env` overrides the defaults (SEED_DEMO=0, a known admin, production mode); `undefined` removes a
 * setting. `nodeArgs` go to node before server.js (e.g. --cpu-prof).
 */
export async function startRealServer(env: Record<string, string | undefined> = {}, nodeArgs: string[] = []): Promise<RealServer> {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-real-"));
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !INHERITED_OUT.includes(key)) childEnv[key] = value;
  const settings = {
    PORT: "0",
    DATABASE_PATH: path.join(dir, "data.sqlite"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SEED_DEMO: "0",
    ADMIN_EMAIL: REAL_ADMIN.email,
    ADMIN_PASSWORD: REAL_ADMIN.password,
    ...env,
  };
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], { env: childEnv as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const listening = () => {
      const match = /Serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off("data", listening);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", listening);
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    dir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server's resident memory now, in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Builds once when there is no build; parallel test files wait for the first one's build. */
function ensureBuild(): void {
  if (fs.existsSync("build/server/index.js")) return;
  const lock = path.resolve("build.lock");
  try {
    fs.mkdirSync(lock);
  } catch {
    while (fs.existsSync(lock)) execFileSync("sleep", ["1"]);
    return;
  }
  try {
    execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: "ignore" });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
