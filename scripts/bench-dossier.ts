// npm run bench:dossier: the dossier (A4 PDF) of a selection of 8 demo projects, downloaded from the
// production build as the admin does: how long it takes, the server's peak memory (VmHWM) before and
// after, and the file's size. Runs on a copy of the seeded demo; prints figures (goals: under 5 s,
// under 150 MiB), asserts nothing.
import fs from "node:fs";

import Database from "better-sqlite3";

import { startRealServer } from "./lib/production-server";

const PROJECTS = 8;
const ROUNDS = 3;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

// As `npm start` runs it.
const server = await startRealServer(
  { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" },
  { seeded: true, nodeArgs: ["--max-old-space-size=96", "--max-semi-space-size=2"] },
);
try {
  const sqlite = new Database(server.databasePath);
  const ids = sqlite
    .prepare("SELECT id FROM projects WHERE status = 'published' AND deleted_at IS NULL ORDER BY id LIMIT ?")
    .all(PROJECTS) as { id: number }[];
  const selection = Number(
    sqlite
      .prepare("INSERT INTO selections (title, note) VALUES (?, ?)")
      .run("Bench selection", "Eight demo projects, for the benchmark.").lastInsertRowid,
  );
  ids.forEach(({ id }, position) =>
    sqlite
      .prepare("INSERT INTO selection_projects (selection_id, project_id, position) VALUES (?, ?, ?)")
      .run(selection, id, position),
  );
  sqlite.close();

  const cookie = await server.signIn();
  // Baseline: the server after it rendered a page and the admin's selection page.
  await fetch(`${server.base}/`).then((r) => r.arrayBuffer());
  await fetch(`${server.base}/admin/selections/${selection}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
  const baseline = peakRss(server.pid);
  const times: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await fetch(`${server.base}/admin/selections/${selection}/dossier.pdf`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(Math.round(performance.now() - started));
    if (response.status !== 200 || body.subarray(0, 5).toString() !== "%PDF-")
      throw new Error(`The dossier failed: HTTP ${response.status}`);
    size = body.length;
  }
  const peak = peakRss(server.pid);
  times.sort((a, b) => a - b);
  console.log(`dossier of ${ids.length} demo projects from the production build, ${ROUNDS} downloads:`);
  console.log(`  time       median ${times[1]} ms, slowest ${times[ROUNDS - 1]} ms   (goal < 5000 ms)`);
  console.log(
    `  server     peak RSS ${mib(peak)}; before the first dossier ${mib(baseline)} (+${mib(peak - baseline)})   (goal < 150 MiB)`,
  );
  console.log(`  file       ${mib(size)}   (goal < 10 MiB)`);
} finally {
  await server.stop();
}
