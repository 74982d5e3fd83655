// npm run bench:tiles: a drawing's Deep Zoom pyramid (decision 065), from a 12,000 × 9,000 px plan made here:
// how long the tiling takes and its peak memory (in a process of its own, so the figure is the tiling's), and the
// bytes a visitor fetches to see it full screen and zoom in once (the viewer's code, the descriptor and the tiles
// OpenSeadragon asks for). Runs on a temporary folder; prints figures against the goals, asserts nothing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import sharp from "sharp";

import { ownDataFolder } from "./lib/own-data";

const WIDTH = 12_000;
const HEIGHT = 9_000;
const GOALS = { seconds: 20, rssMiB: 512, visitMB: 1.5 };
/** The visitor's screen: a desktop at full screen. */
const SCREEN = { width: 1440, height: 900 };

if (process.argv[2] === "--pyramid") {
  // The child: only the tiling, so its peak resident memory is the pyramid's.
  process.env.NODE_ENV = "test";
  const { writePyramid } = await import("~/.server/images/tile-queue");
  const [source, target] = process.argv.slice(3);
  const started = performance.now();
  await writePyramid(source, target, path.dirname(target));
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, rssKiB: process.resourceUsage().maxRSS }));
  process.exit(0);
}

const { TILE_OVERLAP, TILE_SIZE } = await import("~/.server/storage/asset-files");
const dir = ownDataFolder("bench-tiles");

/** A plan: one-pixel walls on a 24 px grid, a denser hatch in places, and text-like marks. */
async function planPng(file: string): Promise<void> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const wall = x % 240 === 0 || y % 240 === 0;
      const grid = x % 24 === 0 && y % 3 === 0;
      const hatch = (x + y) % 12 === 0 && Math.floor(x / 1200) % 3 === 1 && Math.floor(y / 900) % 2 === 0;
      if (wall || grid || hatch) pixels[y * WIDTH + x] = 0;
    }
  await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .png()
    .toFile(file);
}

const source = path.join(dir, "plan.png");
const started = performance.now();
await planPng(source);
console.log(
  `source: ${WIDTH}×${HEIGHT} PNG plan, ${(fs.statSync(source).size / 1e6).toFixed(1)} MB (made in ${Math.round(performance.now() - started)} ms)`,
);

const target = path.join(dir, "plan");
const child = JSON.parse(
  execFileSync(process.execPath, [...process.execArgv, process.argv[1], "--pyramid", source, target], {
    encoding: "utf8",
  }),
) as { ms: number; rssKiB: number };
const files = fs.readdirSync(`${target}_files`, { recursive: true }).filter((f) => String(f).endsWith(".webp"));
const seconds = child.ms / 1000;
const rssMiB = child.rssKiB / 1024;
console.log(`pyramid: ${files.length} tiles of ${TILE_SIZE} px, WebP`);
console.log(`  time      ${seconds.toFixed(1)} s        (goal under ${GOALS.seconds} s)`);
console.log(`  peak RSS  ${rssMiB.toFixed(0)} MiB      (goal under ${GOALS.rssMiB} MiB)`);

/**
 * The tiles OpenSeadragon fetches for a view of the drawing `zoom` times its fit-to-screen size, centred: at each
 * level up to the one with a drawing pixel per screen pixel, the tiles the view covers (it draws the coarser levels
 * first while the finer ones arrive).
 */
function tilesInView(zoom: number): string[] {
  const top = Math.ceil(Math.log2(Math.max(WIDTH, HEIGHT)));
  const fit = Math.min(SCREEN.width / WIDTH, SCREEN.height / HEIGHT) * zoom;
  const view = { width: SCREEN.width / fit, height: SCREEN.height / fit };
  const left = Math.max(0, (WIDTH - view.width) / 2);
  const topEdge = Math.max(0, (HEIGHT - view.height) / 2);
  const wanted: string[] = [];
  for (let level = 0; level <= top; level++) {
    const scale = 2 ** (level - top);
    const columns = Math.ceil(Math.ceil(WIDTH * scale) / TILE_SIZE);
    const rows = Math.ceil(Math.ceil(HEIGHT * scale) / TILE_SIZE);
    const range = (from: number, length: number, count: number) => [
      Math.max(0, Math.floor((from * scale - TILE_OVERLAP) / TILE_SIZE)),
      Math.min(count - 1, Math.floor(((from + length) * scale) / TILE_SIZE)),
    ];
    const [c0, c1] = range(left, Math.min(view.width, WIDTH), columns);
    const [r0, r1] = range(topEdge, Math.min(view.height, HEIGHT), rows);
    for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) wanted.push(`${level}/${c}_${r}.webp`);
    if (scale >= fit) break;
  }
  return wanted;
}

const seen = new Set([...tilesInView(1), ...tilesInView(2)]);
const tileBytes = [...seen].reduce((sum, tile) => sum + fs.statSync(path.join(`${target}_files`, tile)).size, 0);
const assets = path.resolve("build/client/assets");
const viewerCode = fs.existsSync(assets)
  ? fs
      .readdirSync(assets)
      .filter((name) => /^(openseadragon|drawing-viewer)-.*\.js$/.test(name))
      .reduce((sum, name) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(assets, name))).length, 0)
  : 0;
const dziBytes = fs.statSync(`${target}.dzi`).size;
const visit = (tileBytes + viewerCode + dziBytes) / 1e6;
console.log(`a visit at ${SCREEN.width}×${SCREEN.height}, full screen then zoomed in once (2×):`);
console.log(
  `  ${seen.size} tiles ${(tileBytes / 1e3).toFixed(0)} kB, descriptor ${dziBytes} B, viewer code ${(viewerCode / 1e3).toFixed(0)} kB brotli${viewerCode ? "" : " (no build: run npm run build)"}`,
);
console.log(`  total     ${visit.toFixed(2)} MB      (goal under ${GOALS.visitMB} MB)`);
fs.rmSync(dir, { recursive: true, force: true });
