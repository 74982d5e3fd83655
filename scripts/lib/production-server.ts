// The built app in production mode on a fresh copy of the seeded demo, for the benchmarks and checks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { seededCopy } from "../../tests/setup/seeded-template.js";

export const BENCH_ADMIN = { email: "bench@studio.test", password: "bench-password-long-enough" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startProductionServer(port: number) {
  const dir = seededCopy(`bench-${port}`);
  const server = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: path.join(dir, "data.sqlite"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0000",
      SEED_DEMO: "0",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      COOKIE_SECURE: "0",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 300 || server.exitCode !== null) throw new Error("server did not start");
    await sleep(200);
  }
  return {
    base,
    dir,
    pid: server.pid!,
    rssMiB: () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024),
    /** The first project page linked from /projects. */
    firstProjectPath: async () => {
      const href = /href="(\/projects\/detail\/[^"]+)"/.exec(await (await fetch(`${base}/projects`)).text())?.[1];
      if (!href) throw new Error("no project page found");
      return href;
    },
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
