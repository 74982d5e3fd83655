// npm run bench:lighthouse — Lighthouse (mobile, its default) on home, /projects, the project page with a video and /studio
// (and the first three under /pt/),
// against the production build, in Debian's Chromium. Prints the four scores per page and every audit that
// did not pass in full. Exits 1 when a score is below 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { startProductionServer } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3964);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

const app = await startProductionServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
});
let below = 0;
try {
  const base = app.base.replace("127.0.0.1", "localhost");
  // `npm run bench:lighthouse -- detail` runs only the pages whose path contains "detail".
  const only = process.argv[2];
  const detail = await app.detailPath();
  // The Portuguese home, list and project too (docs/decisions/033-…): the demo seeds both languages.
  const pages = ["/", "/projects", detail, "/studio", "/pt/", "/pt/projects", `/pt${detail}`].filter(
    (page) => !only || page.includes(only),
  );
  // A first visit to each warms the server (the page cache, the code paths), as a real site's would be.
  for (const page of pages) await fetch(`${base}${page}`);
  console.log(`${"page".padEnd(52)}${CATEGORIES.map((c) => c.slice(0, 11).padStart(12)).join("")}`);
  const findings: string[] = [];
  for (const page of pages) {
    const runLighthouse = () =>
      lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
    let result = await runLighthouse();
    // Headless Chromium's trace now and then misses the navigation's start (NO_NAVSTART): Lighthouse's own
    // advice is to run it again, once; the page itself is not at fault, and a second failure is reported.
    if (result?.lhr.runtimeError) {
      findings.push(`${page} Lighthouse could not finish, ran again: ${result.lhr.runtimeError.code}`);
      result = await runLighthouse();
    }
    if (!result) throw new Error(`no result for ${page}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      findings.push(`${page} Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}`);
    const scores = CATEGORIES.map((c) => Math.round((categories[c].score ?? 0) * 100));
    below += scores.filter((s) => s < 100).length;
    console.log(`${page.slice(0, 51).padEnd(52)}${scores.map((s) => String(s).padStart(12)).join("")}`);
    for (const category of CATEGORIES) {
      for (const ref of categories[category].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          findings.push(`${page} [${category}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
      }
    }
    // What Lighthouse says would save time, by its own estimate.
    for (const ref of categories.performance.auditRefs) {
      const audit = audits[ref.id];
      const saving = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
      if (saving > 0) findings.push(`${page} [opportunity] ${audit.title}: ${Math.round(saving)} ms`);
    }
    const metrics = Object.entries(METRICS)
      .map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "-"}`)
      .join(", ");
    findings.push(`${page} metrics: ${metrics}`);
  }
  console.log(`\n${findings.join("\n")}`);
} finally {
  await chrome.kill();
  await app.stop();
}
process.exitCode = below ? 1 : 0;
