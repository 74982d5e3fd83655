// The Chromium the browser tests and the benchmarks launch, with the same flags.
import fs from "node:fs";

const installed = (file: string | undefined) => (file && fs.existsSync(file) ? file : undefined);

/**
 * Debian's Chromium (or CHROMIUM_PATH's), for what measures a page as a visitor's browser draws it: Lighthouse,
 * traces, page weight. Undefined lets Playwright use its own browser.
 */
export const chromiumPath = installed(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");

/**
 * The browser tests' Chromium: Debian's headless shell, the same engine without the desktop browser's UI, as
 * Playwright runs its own headless tests; about half the CPU per test on these 2 cores. CHROMIUM_PATH, when set,
 * names the one browser for everything.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH
  ? chromiumPath
  : (installed("/usr/bin/chromium-headless-shell") ?? chromiumPath);

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
