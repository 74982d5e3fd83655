// npm run bench:import: 200 projects of 15 images each (BENCH_PROJECTS, BENCH_IMAGES to change it),
// imported by `npm run import` from a throwaway PostgreSQL and a local bucket server, against the image
// pipeline alone (storeImage, as many encodes at once as the import allows) on the same files, in the
// same run. Prints the total times, their ratio (goal ≤ 1.2×) and the import's peak RSS (goal ≤ 512 MiB).
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { bucketServer, loadPostgres, oldRows, photo, startPostgres } from "../tests/setup/old-site";
import { ownDataFolder } from "./lib/own-data";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 200);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 15);
/** BENCH_IMPORT_ONLY=1: the import alone, for its memory (the pipeline's half of the time is skipped). */
const IMPORT_ONLY = process.env.BENCH_IMPORT_ONLY === "1";
/** Distinct photographs drawn; the rest of the files are links to them (each URL is still its own file). */
const DISTINCT = 24;

const dir = ownDataFolder("bench-import");
const buckets = path.join(dir, "buckets");
const pg = await startPostgres();
const server = await bucketServer(buckets);
try {
  const rows = oldRows(server.base, PROJECTS, IMAGES - 1);
  const drawn = await Promise.all(Array.from({ length: DISTINCT }, (_, i) => photo(2400 + i * 8, 1600, "jpeg")));
  const originals = path.join(dir, "originals");
  await fsp.mkdir(originals, { recursive: true });
  for (const [i, bytes] of drawn.entries()) await fsp.writeFile(path.join(originals, `${i}.jpg`), bytes);
  const projectFiles = rows.projects.flatMap((p) => [p.image_header as string, ...(p.carousel_images as string[])]);
  const pageFiles = [
    ...(rows.homepage[0].carousel_images as string[]),
    ...(rows.homepage[0].carousel_logos as string[]),
    rows.homepage[0].architectural_image as string,
    rows.homepage[0].interior_image as string,
    rows.homepage[0].product_image as string,
    rows.studio[0].image as string,
  ];
  const all = [...projectFiles, ...pageFiles];
  for (const [i, url] of all.entries()) {
    const file = path.join(buckets, url.slice(server.base.length + 1));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    fs.linkSync(path.join(originals, `${i % DISTINCT}.jpg`), file);
  }
  await loadPostgres(pg, rows);
  console.log(`${PROJECTS} projects × ${IMAGES} images: ${all.length} files`);

  let pipelineMs = Number.NaN;
  if (!IMPORT_ONLY) {
    // The pipeline alone, in this process: every file through storeImage, two encodes at once as the import does.
    const { migrateToLatest, db, closeDatabase } = await import("~/.server/db/db");
    const { ensureUploadDirs, FOLDERS } = await import("~/.server/storage/folders");
    const { storeImage } = await import("~/.server/images/store-image");
    const { limiter } = await import("~/.server/import/files");
    await migrateToLatest(db);
    await ensureUploadDirs();
    const slot = limiter(2);
    const pipelineStart = performance.now();
    await Promise.all(
      all.map((url) =>
        slot(() =>
          storeImage(path.join(buckets, url.slice(server.base.length + 1)), FOLDERS.projects, { deferAvif: true }),
        ),
      ),
    );
    pipelineMs = performance.now() - pipelineStart;
    await closeDatabase();
  }

  // The import, as the operator runs it, in its own process and data folder, its memory sampled.
  const importDir = path.join(dir, "import");
  const probe = path.join(dir, "memory.jsonl");
  const importStart = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        // tsx as a loader in this very process (its CLI would run the import in a child the probe never sees).
        "--require",
        "./scripts/lib/memory-probe.cjs",
        "--import",
        "tsx",
        "scripts/import.ts",
        "--from",
        pg.url,
      ],
      {
        env: {
          ...process.env,
          ENV_FILE: "/dev/null",
          MEMORY_PROBE_FILE: probe,
          DATABASE_PATH: path.join(importDir, "data.sqlite"),
          UPLOADS_DIR: path.join(importDir, "uploads"),
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    child.once("exit", resolve);
  });
  const importMs = performance.now() - importStart;
  const peak = Math.max(
    ...fs
      .readFileSync(probe, "utf8")
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { rss: number }).rss),
  );
  if (!IMPORT_ONLY) console.log(`image pipeline alone: ${(pipelineMs / 1000).toFixed(1)} s`);
  console.log(
    `import (exit ${code}):   ${(importMs / 1000).toFixed(1)} s (${(importMs / pipelineMs).toFixed(2)}× the pipeline; goal ≤ 1.2×)`,
  );
  console.log(`import peak RSS:      ${(peak / 1024 / 1024).toFixed(0)} MiB (goal ≤ 512 MiB)`);
} finally {
  await server.close();
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
