// The real built server as a child process, for HTTP tests: its own temporary database and
// uploads folder, no demo content, a known admin. `npm run build` must have run first.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const REAL_SERVER_ADMIN = { email: "admin@http-test.example", password: "http-test-password-123" };

export interface RealServer {
  base: string;
  dataDir: string;
  uploadsDir: string;
  /** Signs in over HTTP; the session cookie to send. */
  signIn(): Promise<string>;
  /** Headers every non-GET request sends: the Origin a browser would (the CSRF check wants it). */
  headers(cookie?: string): Record<string, string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** `cwd`: another checkout's built server (to measure a change against the code before it). */
export async function startRealServer(extraEnv: Record<string, string> = {}, { cwd = process.cwd() } = {}): Promise<RealServer> {
  if (!fs.existsSync(path.join(cwd, "build/server/index.js"))) throw new Error("No production build: run `npm run build` before the HTTP tests.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-http-"));
  const uploadsDir = path.join(dataDir, "uploads");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, "data.sqlite"),
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: "http-test-session-secret-0123456789abcdef",
      SEED_DEMO: "0",
      ADMIN_EMAIL: REAL_SERVER_ADMIN.email,
      ADMIN_PASSWORD: REAL_SERVER_ADMIN.password,
      SITE_URL: base,
      ...extraEnv,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it answered.`);
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() - started > 60_000) throw new Error("The server did not answer /healthz within 60 s.");
    await new Promise((r) => setTimeout(r, 100));
  }
  const headers = (cookie?: string) => ({ Origin: base, ...(cookie ? { Cookie: cookie } : {}) });
  return {
    base,
    dataDir,
    uploadsDir,
    headers,
    async signIn() {
      const response = await fetch(`${base}/admin/login`, {
        method: "POST",
        headers: headers(),
        body: new URLSearchParams({ username: REAL_SERVER_ADMIN.email, password: REAL_SERVER_ADMIN.password }),
        redirect: "manual",
      });
      const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      if (response.status !== 302 || !cookie) throw new Error(`Sign-in answered ${response.status}.`);
      return cookie;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
