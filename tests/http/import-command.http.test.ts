// `npm run import` as an operator runs it: against the built site while it serves (the change shows
// at once, the running site transcodes the video), twice (nothing twice), killed with SIGKILL halfway
// and started again (finishes, nothing twice), and from CSV and from JSON exports (the same site).
import { type ChildProcess, spawn } from "node:child_process";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { clip } from "../corpus/media-fixtures";
import { runScript } from "../setup/data-folder";
import {
  type BucketServer,
  bucketServer,
  loadPostgres,
  type OldDatabase,
  type OldRows,
  oldRows,
  startPostgres,
  writeBuckets,
  writeExports,
} from "../setup/old-site";

let pg: OldDatabase;
let files: BucketServer;
let buckets: string;
let rows: OldRows;
let scratch: string;

const dataEnv = (dir: string) => ({
  ...process.env,
  ENV_FILE: "/dev/null",
  DATABASE_PATH: path.join(dir, "data.sqlite"),
  UPLOADS_DIR: path.join(dir, "uploads"),
});
const importCommand = (args: string[], dir: string) => runScript("import", args, dataEnv(dir));
const read = <T>(dir: string, query: string) => {
  const handle = new Database(path.join(dir, "data.sqlite"), { readonly: true });
  try {
    return handle.prepare(query).all() as T[];
  } catch {
    return [] as T[];
  } finally {
    handle.close();
  }
};

beforeAll(async () => {
  scratch = await fsp.mkdtemp(path.join(os.tmpdir(), "import-command-"));
  pg = await startPostgres();
  buckets = path.join(scratch, "buckets");
  files = await bucketServer(buckets);
  rows = oldRows(files.base, 8, 3);
  await writeBuckets(buckets, rows, files.base);
  rows.projects[7].videos = [`${files.base}/videos/walkthrough.mp4`];
  await fsp.mkdir(path.join(buckets, "videos"), { recursive: true });
  await fsp.writeFile(
    path.join(buckets, "videos/walkthrough.mp4"),
    await clip({ codec: "hevc", container: "mp4", width: 320, height: 240, seconds: 1 }),
  );
  await loadPostgres(pg, rows);
}, 120_000);

afterAll(async () => {
  await files?.close();
  await pg?.stop();
  await fsp.rm(scratch, { recursive: true, force: true });
});

describe("while the site serves", () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it("shows the import at once, at the old URLs, and transcodes the video on the running site", async () => {
    // Cached before the import: the running site must drop it when the import's change is relayed.
    expect((await send(server, "/projects")).body).not.toContain("Old House 1");
    const result = await runScript("import", ["--from", pg.url], {
      ...process.env,
      DATABASE_PATH: server.databasePath,
      UPLOADS_DIR: server.uploadsDir,
      ENV_FILE: "/dev/null",
    });
    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(/projects\s+read 8, new 8/);
    expect(result.out).not.toContain("old-site-secret");
    await expect.poll(async () => (await send(server, "/projects")).body, { timeout: 10_000 }).toContain("Old House 8");
    const page = await send(server, `/projects/detail/${rows.projects[0].link as string}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Old House 1");
    const list = (await send(server, "/projects")).body;
    expect(list.indexOf("Old House 8")).toBeLessThan(list.indexOf("Old House 1"));
    await expect
      .poll(
        () =>
          read<{ state: string }>(path.dirname(server.databasePath), "SELECT state FROM assets WHERE kind = 'video'"),
        {
          timeout: 60_000,
        },
      )
      .toEqual([{ state: "ready" }]);
  }, 120_000);

  it("changes nothing when run again", async () => {
    const dir = path.dirname(server.databasePath);
    const before = read<object>(dir, "SELECT id, path FROM assets ORDER BY id");
    const result = await runScript("import", ["--from", pg.url], {
      ...process.env,
      DATABASE_PATH: server.databasePath,
      UPLOADS_DIR: server.uploadsDir,
      ENV_FILE: "/dev/null",
    });
    expect(result.out).toMatch(/projects\s+read 8, new 0, updated 0, unchanged 8/);
    expect(read<object>(dir, "SELECT id, path FROM assets ORDER BY id")).toEqual(before);
  }, 60_000);
});

it("finishes after a kill -9, with nothing twice", async () => {
  const dir = path.join(scratch, "killed");
  const child: ChildProcess = spawn(
    process.execPath,
    // tsx's loader in this process, not its CLI: the CLI runs the script in a child that a SIGKILL to
    // the parent leaves running (and holding the import's lock).
    ["--import", "tsx", "scripts/import.ts", "--from", pg.url],
    {
      env: dataEnv(dir),
      stdio: "ignore",
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await expect
    .poll(() => read<{ n: number }>(dir, "SELECT count(*) AS n FROM projects")[0]?.n ?? 0, {
      timeout: 60_000,
      interval: 20,
    })
    .toBeGreaterThanOrEqual(2);
  child.kill("SIGKILL");
  await exited;
  expect(read<{ n: number }>(dir, "SELECT count(*) AS n FROM projects")[0].n).toBeLessThan(8);
  const again = await importCommand(["--from", pg.url], dir);
  expect(again.code, again.out).toBe(0);
  const links = read<{ link: string }>(dir, "SELECT link FROM projects ORDER BY id").map((r) => r.link);
  expect(links).toEqual(rows.projects.map((p) => p.link));
  // Every file the content uses came once: one asset per old URL.
  const used = read<{ n: number; urls: number }>(
    dir,
    `SELECT count(DISTINCT f.asset_id) AS n, count(DISTINCT f.url) AS urls FROM import_files f`,
  )[0];
  expect(used.n).toBe(used.urls);
  const carousel = read<{ n: number }>(dir, "SELECT count(*) AS n FROM project_carousel_images")[0].n;
  expect(carousel).toBe(8 * 3);
}, 180_000);

it("gives the same site from CSV and from JSON exports", async () => {
  const site = async (format: "csv" | "json") => {
    const exports = path.join(scratch, `exports-${format}`);
    await writeExports(exports, rows, format);
    const dir = path.join(scratch, `site-${format}`);
    const result = await importCommand(["--from", exports, "--files-from", buckets], dir);
    expect(result.code, result.out).toBe(0);
    return {
      projects: read(
        dir,
        `SELECT id, name, year, location, area, type, photographer, link, description_part_1,
        description_part_2, description_part_3, status, (SELECT content_hash FROM assets WHERE id = image_header) AS header FROM projects ORDER BY id`,
      ),
      images: read(
        dir,
        `SELECT project_id, position, a.content_hash FROM project_carousel_images JOIN assets a ON a.id = asset_id ORDER BY 1, 2`,
      ),
      pages: read(
        dir,
        `SELECT c.career_header, c.email, t.contact_header, t.telephone, h.description, s.detail
        FROM career c, contact t, homepage h, studio s`,
      ),
      home: read(
        dir,
        `SELECT position, a.content_hash FROM homepage_carousel_images JOIN assets a ON a.id = asset_id ORDER BY 1`,
      ),
    };
  };
  const csv = await site("csv");
  expect(csv.projects).toHaveLength(8);
  expect(await site("json")).toEqual(csv);
}, 180_000);
