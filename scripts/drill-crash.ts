// Crash drill: `npm run drill:crash [-- ROUNDS]` (default 100; DRILL_ROUNDS works too).
//
// Against the real production build on loopback, with its own temporary data folder and no demo
// content: each round starts the server, signs in over HTTP, keeps admin uploads and edits in
// flight (images, a video, removals, project saves and deletes, text edits) and kills the server
// with SIGKILL at a random moment. It counts what the kill left (server down), then starts the
// server again (its start sweeps crash leftovers), stops it gracefully, and checks the data:
// PRAGMA integrity_check, orphan files (on disk, named by no `assets` row), dangling rows
// (naming a file that is not on disk) and leftover temporary upload files. Goal: all zero.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import sharp from "sharp";

import type { AssetFileFields } from "../app/.server/storage/asset-files";
import { auditUploads, unusedAssetIds } from "../app/.server/storage/uploads-audit";
import { clip } from "../tests/corpus/media-fixtures";

const ROUNDS = Number(process.argv[2] ?? process.env.DRILL_ROUNDS ?? 100);
/** Concurrent admin clients, each sending one request after another. */
const CLIENTS = 3;
/** The kill lands at a random moment this long after the clients start. */
const KILL_AFTER_MS = { min: 100, max: 2500 };
/** The whole drill stops starting rounds after this (100 rounds take about 10 minutes here). */
const DRILL_BUDGET_MS = 20 * 60 * 1000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const ADMIN = { email: "admin@drill.test", password: "drill-password-0123456789" };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------- the build

/** Builds when the build is missing or older than the app's code, so the drill tests what is checked out. */
async function ensureFreshBuild(): Promise<void> {
  const built = fs.existsSync("build/server/index.js") ? fs.statSync("build/server/index.js").mtimeMs : 0;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const p = path.join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
    }, 0);
  if (built > Math.max(newest("app"), newest("db"))) return;
  console.log("Building the app first…");
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
      stdio: ["ignore", "ignore", "inherit"],
    }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`)))),
  );
}

// ---------------------------------------------------------------- the server

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "drill-crash-"));
const databasePath = path.join(dir, "data.sqlite");
const uploadsDir = path.join(dir, "uploads");
const logFile = path.join(dir, "server.log");
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

/** The server of the moment, killed if the drill itself stops or fails. */
let current: ChildProcess | null = null;
process.on("exit", () => current?.kill("SIGKILL"));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

async function startServer(): Promise<ChildProcess> {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: "drill-session-secret-drill-session-secret-0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "0",
      RESEND_API_KEY: "",
    },
  });
  fs.closeSync(log);
  current = child;
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited || Date.now() > deadline) throw new Error(`the server did not start; see ${logFile}`);
    await sleep(50);
  }
  return child;
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once("exit", () => r()));
}

async function stopGracefully(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exitOf(child);
  clearTimeout(timer);
  if (child.signalCode === "SIGKILL")
    throw new Error(`a graceful stop took over ${STOP_TIMEOUT_MS} ms; see ${logFile}`);
}

// ---------------------------------------------------------------- the admin's work

// Origin on every non-GET request, as a browser sends it (the server refuses cross-site posts).
// A save asks for JSON, as the admin's upload sender does: the page answers its outcome, not a redirect.
const headers = (cookie: string) => ({ Origin: base, Cookie: cookie, Accept: "application/json" });

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Media {
  pictures: { bytes: Buffer; name: string; type: string }[];
  small: { bytes: Buffer; name: string; type: string };
  video: Buffer;
}

async function makeMedia(): Promise<Media> {
  const noise = (width: number, height: number) =>
    sharp({
      create: { width, height, channels: 3, background: "#7a6a5a", noise: { type: "gaussian", mean: 120, sigma: 40 } },
    });
  return {
    pictures: [
      { bytes: await noise(1600, 1000).jpeg({ quality: 85 }).toBuffer(), name: "large.jpg", type: "image/jpeg" },
      { bytes: await noise(1200, 800).jpeg({ quality: 85 }).toBuffer(), name: "medium.jpg", type: "image/jpeg" },
      { bytes: await noise(500, 300).png().toBuffer(), name: "small.png", type: "image/png" },
      { bytes: await noise(800, 500).jpeg({ quality: 85 }).toBuffer(), name: "small.jpg", type: "image/jpeg" },
    ],
    small: { bytes: await noise(300, 120).png().toBuffer(), name: "logo.png", type: "image/png" },
    // A real HEVC clip (videos are decoded on upload, then transcoded in the background, which a kill may cut short).
    video: await clip({ codec: "hevc", container: "mov", width: 640, height: 360, seconds: 2 }),
  };
}

/** The ids the drill's requests refer to, read from the database as the admin's pages would show them. */
function currentIds(table: "homepage_carousel_images" | "homepage_carousel_logos" | "projects"): number[] {
  const database = new SQLite(databasePath, { readonly: true, timeout: 5000 });
  try {
    const column = table === "projects" ? "id" : "asset_id";
    return (database.prepare(`SELECT ${column} AS id FROM ${table}`).all() as { id: number }[]).map((r) => r.id);
  } finally {
    database.close();
  }
}

function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }[]> = {},
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, list] of Object.entries(files))
    for (const f of list) body.append(key, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return body;
}

type Operation = (media: Media) => { page: string; body: FormData } | null;
const OPERATIONS: Operation[] = [
  (m) => ({
    page: "/admin/pages/home",
    body: form({ intent: "carousel-add", imageAlt: "drill" }, { image: [pick(m.pictures)] }),
  }),
  (m) => ({ page: "/admin/pages/home", body: form({ intent: "logo-add", imageAlt: "drill" }, { image: [m.small] }) }),
  (m) => ({
    page: "/admin/pages/home",
    body: form(
      { intent: "worktype", key: pick(["architectural_image", "interior_image", "product_image"]) },
      { image: [pick(m.pictures)] },
    ),
  }),
  (m) => ({ page: "/admin/pages/studio", body: form({ intent: "image" }, { image: [pick(m.pictures)] }) }),
  (m) => ({
    page: "/admin/projects",
    body: form(
      {
        intent: "save",
        name: `Drill ${Math.random().toString(36).slice(2, 8)}`,
        year: "2024",
        location: "Loopback",
        area: "120",
        type: "Interior",
        photographer: "Drill",
        description_part_1: "One",
        description_part_2: "Two",
        description_part_3: "Three",
        headerAlt: "Header",
      },
      {
        header: [pick(m.pictures)],
        images: [pick(m.pictures), m.small],
        videos: [{ bytes: m.video, name: "clip.mov", type: "video/quicktime" }],
      },
    ),
  }),
  () => {
    const ids = currentIds("homepage_carousel_images");
    return ids.length
      ? { page: "/admin/pages/home", body: form({ intent: "carousel-remove", assetId: String(pick(ids)) }) }
      : null;
  },
  () => {
    const ids = currentIds("homepage_carousel_logos");
    return ids.length
      ? { page: "/admin/pages/home", body: form({ intent: "logo-remove", assetId: String(pick(ids)) }) }
      : null;
  },
  () => {
    const ids = currentIds("projects");
    return ids.length
      ? { page: "/admin/projects", body: form({ intent: "delete", projectId: String(pick(ids)) }) }
      : null;
  },
  () => ({ page: "/admin/pages/studio", body: form({ intent: "detail", value: `Studio text ${Date.now()}` }) }),
  () => ({ page: "/admin/pages/home", body: form({ intent: "description", value: `Home text ${Date.now()}` }) }),
];

/** One admin client: requests one after another until the server dies. Returns how many were answered. */
async function client(
  cookie: string,
  media: Media,
  signal: AbortSignal,
): Promise<{ answered: number; failed: number }> {
  let answered = 0;
  let failed = 0;
  while (!signal.aborted) {
    const request = pick(OPERATIONS)(media);
    if (!request) continue;
    try {
      const response = await fetch(`${base}${request.page}`, {
        method: "POST",
        headers: headers(cookie),
        body: request.body,
        signal,
      });
      await response.arrayBuffer();
      if (response.ok) answered++;
      else failed++;
    } catch {
      return { answered, failed };
    }
  }
  return { answered, failed };
}

/** Some content first, uninterrupted, so the rounds have images and projects to remove and AVIF to resume. */
async function warmUp(): Promise<void> {
  const server = await startServer();
  const cookie = await signIn();
  const small = { ...media, pictures: [media.small] };
  const adds = [0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 4];
  for (const index of adds) {
    const request = OPERATIONS[index](small)!;
    const response = await fetch(`${base}${request.page}`, {
      method: "POST",
      headers: headers(cookie),
      body: request.body,
    });
    if (!response.ok)
      throw new Error(`warm-up request ${index} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  await stopGracefully(server);
  const state = await check();
  console.log(`Warm-up: ${adds.length} uploads saved, ${state.assets} assets.`);
}

// ---------------------------------------------------------------- the checks

interface Check {
  integrity: string;
  orphans: number;
  dangling: number;
  /** The files the dangling rows name (the first few), to trace one. */
  missing: string[];
  tmp: number;
  assets: number;
  /** Asset rows nothing uses (stored, then killed before the content that uses them was saved). */
  unused: number;
}

async function check(): Promise<Check> {
  const database = new SQLite(databasePath, { timeout: 5000 });
  try {
    const integrity = String(database.pragma("integrity_check", { simple: true }));
    const rows = database.prepare("SELECT * FROM assets").all() as AssetFileFields[];
    const audit = await auditUploads(uploadsDir, rows);
    const tmp = fs.existsSync(path.join(uploadsDir, ".tmp")) ? fs.readdirSync(path.join(uploadsDir, ".tmp")).length : 0;
    return {
      integrity,
      orphans: audit.orphans.length,
      dangling: audit.missing.length,
      missing: audit.missing.slice(0, 5),
      tmp,
      assets: rows.length,
      unused: unusedAssetIds(database, ["image", "video", "portfolio"]).length,
    };
  } finally {
    database.close();
  }
}

// ---------------------------------------------------------------- the drill

await ensureFreshBuild();
const media = await makeMedia();
console.log(`Crash drill: ${ROUNDS} rounds against ${base}, data in ${dir}`);
const started = Date.now();
await warmUp();
// Orphans and dangling rows after a restart should be zero each round, so their sum is what
// recovery missed; temporary files and unused rows are state, reported as counted at the end.
const totals = { rounds: 0, requests: 0, leftOrphans: 0, leftTmp: 0, integrityFailures: 0, orphans: 0, dangling: 0 };
let last = await check();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    if (Date.now() - started > DRILL_BUDGET_MS) {
      console.log(`Stopping after ${round - 1} rounds: the drill's time budget is spent.`);
      break;
    }
    const server = await startServer();
    const cookie = await signIn();
    const stop = new AbortController();
    const clients = Array.from({ length: CLIENTS }, () => client(cookie, media, stop.signal));
    const killAfter = Math.round(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
    await sleep(killAfter);
    server.kill("SIGKILL");
    await exitOf(server);
    stop.abort();
    const work = await Promise.all(clients);
    const answered = work.reduce((n, w) => n + w.answered, 0);
    const left = await check();
    const newTmp = Math.max(0, left.tmp - last.tmp);

    // The next start cleans up; a graceful stop after it leaves the data at rest to check.
    await stopGracefully(await startServer());
    const after = await check();
    last = after;

    totals.rounds++;
    totals.requests += answered;
    totals.leftOrphans += left.orphans;
    totals.leftTmp += newTmp;
    totals.integrityFailures += after.integrity === "ok" ? 0 : 1;
    totals.orphans += after.orphans;
    totals.dangling += after.dangling;
    console.log(
      `round ${String(round).padStart(3)}: kill -9 after ${String(killAfter).padStart(4)} ms, ${answered} requests answered | ` +
        `left by the kill: ${left.orphans} orphan files, ${newTmp} temp files | after restart: integrity ${after.integrity}, ` +
        `${after.orphans} orphan files, ${after.dangling} dangling rows, ${after.tmp} temp files (${after.assets} assets, ${after.unused} unused)`,
    );
    if (after.missing.length > 0) console.log(`  missing: ${after.missing.join(", ")}`);
  }
} finally {
  console.log(
    `\nTotals over ${totals.rounds} rounds (${Math.round((Date.now() - started) / 1000)} s, ${totals.requests} admin requests answered):\n` +
      `  left by the kills, before restart: ${totals.leftOrphans} orphan files, ${totals.leftTmp} temp files\n` +
      `  after restart: ${totals.integrityFailures} integrity failures, ${totals.orphans} orphan files, ${totals.dangling} dangling rows\n` +
      `  at the end: ${last.tmp} temp files in uploads/.tmp, ${last.unused} asset rows nothing uses (of ${last.assets})`,
  );
}
const clean = totals.integrityFailures + totals.orphans + totals.dangling + last.tmp === 0;
if (clean) fs.rmSync(dir, { recursive: true, force: true });
else console.log(`Data and server log kept for inspection in ${dir}`);
process.exit(clean ? 0 : 1);
