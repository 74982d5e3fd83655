// Run after `remix vite:build`: writes brotli (.br) and gzip (.gz) copies of the hashed text assets, at
// the highest levels, so the server never compresses an immutable file per request (server/static-files.js).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const DIR = "build/client/assets";
// Fonts and images are compressed formats already.
const COMPRESSIBLE = new Set([".js", ".css", ".json", ".svg", ".txt", ".map"]);
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 512;

let files = 0;
for (const name of fs.readdirSync(DIR, { recursive: true })) {
  const file = path.join(DIR, String(name));
  if (!COMPRESSIBLE.has(path.extname(file)) || !fs.statSync(file).isFile()) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  files++;
}
console.log(`precompressed ${files} assets in ${DIR} (brotli and gzip)`);
