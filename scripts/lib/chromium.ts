// The Chromium the browser tests and the benchmarks launch, with the same flags.
import fs from "node:fs";

const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Debian's Chromium where it is installed (or CHROMIUM_PATH's); undefined lets Playwright use its own browser. */
export const chromiumPath = fs.existsSync(wanted) ? wanted : undefined;

/** No sandbox (CI runs as root), no GPU, and none of the browser's own traffic (QUIC, updates, sync) in the figures. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
