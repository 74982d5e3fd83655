// npm run bench:first-start [-- baseline-checkout]: how long the production build's first start
// on an empty data folder takes to answer /healthz (migrations, first admin, the demo seed), with
// the seed's own share as the server logs it, and the CPU seconds used (which a loaded machine
// does not stretch). Given another built checkout, runs it as the baseline, alternating with this
// one so both see the same machine load. Prints, asserts nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Target for `npm start` on a fresh clone (README, Set up): the demo site is up within this. */
const TARGET_MS = 30_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POLL_MS = 100;
const CLOCK_TICKS_PER_S = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times

/** CPU seconds the process has used: unlike the wall clock, not stretched by other work on the machine. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Run = { healthyMs: number; seedMs: number; cpuS: number };

async function firstStart(checkout: string): Promise<Run> {
  if (!fs.existsSync(path.join(checkout, "build/server/index.js")))
    throw new Error(`${checkout} has no production build (npm run build)`);
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "bench-first-start-"));
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ["server.js"], {
    cwd: checkout,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(data, "db/data.sqlite"),
      UPLOADS_DIR: path.join(data, "uploads"),
      ADMIN_EMAIL: "bench@studio.test",
      ADMIN_PASSWORD: "bench-password-long-enough",
    },
  });
  let seedMs = NaN;
  server.stdout.on("data", (chunk: Buffer) => {
    const logged = /"msg":"demo content seeded","ms":(\d+)/.exec(chunk.toString());
    if (logged) seedMs = Number(logged[1]);
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`${checkout}: the server exited`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { healthyMs: Math.round(performance.now() - started), seedMs, cpuS: cpuSeconds(server.pid!) };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

const checkouts = [...process.argv.slice(2), "."].map((c) => path.resolve(c));
const results = new Map(checkouts.map((c) => [c, [] as Run[]]));
for (let round = 0; round < ROUNDS; round++) {
  for (const checkout of checkouts) results.get(checkout)!.push(await firstStart(checkout));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `first start on an empty data folder, ${ROUNDS} rounds, load average ${os.loadavg()[0].toFixed(1)} (target under ${TARGET_MS / 1000} s)`,
);
for (const [checkout, runs] of results) {
  const label = checkout === path.resolve(".") ? "this checkout" : checkout;
  console.log(
    `${label}: /healthz 200 after ${runs.map((r) => r.healthyMs).join(", ")} ms (median ${median(runs.map((r) => r.healthyMs))}); ` +
      `seed ${runs.map((r) => r.seedMs).join(", ")} ms (median ${median(runs.map((r) => r.seedMs))}); ` +
      `CPU ${runs.map((r) => r.cpuS.toFixed(1)).join(", ")} s (on two idle cores, between half and all of that in wall time)`,
  );
}
