// npm run bench:edge — the site behind Debian's Varnish with the repository's VCL. Loads home, /projects and the
// project page with a video through Varnish in front of the built app, and through a second Varnish (same VCL) in
// front of a plain node:http server answering each page's bytes with its headers: the ratio of req/s says what
// the app costs once pages are kept at the edge (goal ≥ 0.95). Then 50 saves (a project trashed, then restored,
// in turn) and, after each answer, the time until a visitor through Varnish gets the changed page (goal: p99 < 1 s).
// Benchmarks on a shared machine are noisy: read the ratio, measured in the same run, not the absolutes.
import http from "node:http";

import autocannon from "autocannon";
import Database from "better-sqlite3";

import { postForm, sendTo, startRealServer } from "./lib/production-server";
import { startVarnish } from "./lib/varnish";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAVES = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3970);
const [VARNISH_PORT, STATIC_PORT, STATIC_VARNISH_PORT] = [PORT + 1, PORT + 2, PORT + 3];
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-cache"]);

const app = await startRealServer(
  { PORT: String(PORT), EDGE_PURGER: "varnish", VARNISH_PURGE_URL: `http://127.0.0.1:${VARNISH_PORT}/` },
  { seeded: true },
);
const varnish = await startVarnish(VARNISH_PORT, PORT);
const database = new Database(app.databasePath, { readonly: true });
// The heaviest project page (the one with a video), and the project the saves trash and restore.
const withVideo = database
  .prepare(
    "SELECT link FROM projects WHERE id IN (SELECT project_id FROM project_videos) AND deleted_at IS NULL LIMIT 1",
  )
  .get() as { link: string };
const project = database
  .prepare("SELECT id, link FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL LIMIT 1")
  .get() as { id: number; link: string };
database.close();
const pages = ["/", "/projects", `/projects/detail/${withVideo.link}`];

// The static twin: each page's bytes (gzip, as Varnish asks its backend) and headers, from memory.
const twin = new Map<string, { headers: http.OutgoingHttpHeaders; body: Buffer }>();
for (const page of ["/robots.txt", ...pages]) {
  const reply = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port: PORT, path: page, headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject),
  );
  const headers = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  twin.set(page, { headers, body: reply.body });
}
const staticServer = http.createServer((req, res) => {
  const page = twin.get(req.url ?? "");
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, { ...page.headers, "Content-Length": page.body.length }).end(page.body);
});
await new Promise<void>((resolve) => staticServer.listen(STATIC_PORT, "127.0.0.1", resolve));
const staticVarnish = await startVarnish(STATIC_VARNISH_PORT, STATIC_PORT);

async function load(port: number, page: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${page}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${page} on ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

console.log(`req/s through Varnish, ${CONNECTIONS} connections, ${SECONDS} s each (app | static object | ratio)`);
for (const page of pages) {
  await load(VARNISH_PORT, page);
  await load(STATIC_VARNISH_PORT, page);
  const appRate = await load(VARNISH_PORT, page);
  const staticRate = await load(STATIC_VARNISH_PORT, page);
  console.log(
    `${page.padEnd(40)} ${Math.round(appRate)} | ${Math.round(staticRate)} | ${(appRate / staticRate).toFixed(3)}`,
  );
}

// Save to fresh page: a project trashed (its page answers 404) and restored (200 again), in turn.
const cookie = await app.signIn();
const detail = `/projects/detail/${project.link}`;
const times: number[] = [];
for (let i = 0; i < SAVES; i++) {
  const trash = i % 2 === 0;
  await sendTo(VARNISH_PORT, detail, { headers: { Host: "localhost" } });
  const reply = trash
    ? await postForm(
        app,
        "/admin/projects",
        { intent: "delete", projectId: String(project.id) },
        { headers: app.headers(cookie) },
      )
    : await postForm(
        app,
        "/admin/trash",
        { intent: "restore", projectId: String(project.id) },
        { headers: app.headers(cookie) },
      );
  if (reply.status !== 302) throw new Error(`save answered ${reply.status}`);
  const saved = performance.now();
  const wanted = trash ? 404 : 200;
  while ((await sendTo(VARNISH_PORT, detail, { headers: { Host: "localhost" } })).status !== wanted) {
    if (performance.now() - saved > 10_000) throw new Error("the changed page never came through Varnish");
  }
  times.push(performance.now() - saved);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `save to fresh page through Varnish, ${SAVES} saves: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
);

await staticVarnish.stop();
staticServer.close();
await varnish.stop();
await app.stop();
