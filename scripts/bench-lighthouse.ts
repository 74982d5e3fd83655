// npm run bench:lighthouse [-- [--runs N] [--base OTHER_CHECKOUT] [PAGE_FILTER]] — Lighthouse (mobile, its default)
// on home, /projects, the project page with a video and /studio (and the first three under /pt/), against the
// production build, in Debian's Chromium. Prints the four scores and the Total Blocking Time per page and run,
// and every audit that did not pass in full. `--runs N` loads each page N times (Total Blocking Time varies run to
// run on a busy machine: the worst run is what counts); `--base` runs another built checkout's server alternately,
// page by page, as the baseline. `--tasks` prints each run's long tasks (50 ms or more on the simulated phone: what
// Total Blocking Time counts) with their time by kind of work. PAGE_FILTER keeps the pages whose path contains it ("detail").
// Exits 1 when a score of this checkout is below 100 in any run.
import path from "node:path";
import { parseArgs } from "node:util";

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

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "1" }, base: { type: "string" }, tasks: { type: "boolean" } },
  allowPositionals: true,
});
const runs = Number(values.runs);

interface LongTasksDetails {
  debugData?: {
    urls: string[];
    tasks: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[];
  };
}

/** Each task of 50 ms or more on the simulated phone: when it starts and how long it takes, by kind of work. */
function longTasks(details: unknown): string {
  const debug = (details as LongTasksDetails | undefined)?.debugData;
  if (!debug) return "";
  return debug.tasks
    .map(({ urlIndex, startTime, duration, ...groups }) => {
      const kinds = Object.entries(groups)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([group, ms]) => `${group} ${Math.round(ms)}`)
        .join(", ");
      return `${"".padEnd(8)}long task at ${Math.round(startTime)} ms: ${Math.round(duration)} ms (${kinds}) ${debug.urls[urlIndex]?.split("/").pop() ?? ""}`;
    })
    .join("\n");
}
const only = positionals[0];

const checkouts = [{ name: "this", cwd: process.cwd(), port: PORT }];
if (values.base) checkouts.push({ name: "base", cwd: path.resolve(values.base), port: PORT + 1 });
const servers = await Promise.all(checkouts.map((c) => startProductionServer(c.port, {}, c.cwd)));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
});
let below = 0;
try {
  const detail = await servers[0].detailPath();
  // The Portuguese home, list and project too (docs/decisions/033-…): the demo seeds both languages.
  const pages = ["/", "/projects", detail, "/studio", "/pt/", "/pt/projects", `/pt${detail}`].filter(
    (page) => !only || page.includes(only),
  );
  const bases = servers.map((server) => server.base.replace("127.0.0.1", "localhost"));
  // A first visit to each warms the server (the page cache, the code paths), as a real site's would be.
  for (const base of bases) for (const page of pages) await fetch(`${base}${page}`);
  console.log(
    `${"page".padEnd(46)}${"run".padStart(4)}${checkouts.length > 1 ? "  checkout" : ""}${CATEGORIES.map((c) => c.slice(0, 11).padStart(12)).join("")}${"TBT ms".padStart(8)}${"CPU index".padStart(11)}`,
  );
  const findings = new Set<string>();
  const blocking = new Map<string, number[]>();
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const [index, checkout] of checkouts.entries()) {
        const runLighthouse = () =>
          lighthouse(`${bases[index]}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
        let result = await runLighthouse();
        // Headless Chromium's trace now and then misses the navigation's start (NO_NAVSTART): Lighthouse's own
        // advice is to run it again, once; the page itself is not at fault, and a second failure is reported.
        if (result?.lhr.runtimeError) {
          findings.add(`${page} Lighthouse could not finish, ran again: ${result.lhr.runtimeError.code}`);
          result = await runLighthouse();
        }
        if (!result) throw new Error(`no result for ${page}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError)
          findings.add(`${page} Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}`);
        const scores = CATEGORIES.map((c) => Math.round((categories[c].score ?? 0) * 100));
        const tbt = Math.round(audits["total-blocking-time"].numericValue ?? 0);
        const key = `${page} ${checkout.name}`;
        // A run Lighthouse could not finish measured nothing: left out of the median and worst.
        if (!runtimeError) blocking.set(key, [...(blocking.get(key) ?? []), tbt]);
        console.log(
          `${page.slice(0, 45).padEnd(46)}${String(run).padStart(4)}${checkouts.length > 1 ? checkout.name.padStart(10) : ""}${scores.map((s) => String(s).padStart(12)).join("")}${String(tbt).padStart(8)}${String(Math.round(result.lhr.environment.benchmarkIndex)).padStart(11)}`,
        );
        if (values.tasks) console.log(longTasks(audits["long-tasks"]?.details));
        if (checkout.name !== "this") continue;
        below += scores.filter((s) => s < 100).length;
        for (const category of CATEGORIES) {
          for (const ref of categories[category].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
              findings.add(
                `${page} [${category}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
              );
            }
          }
        }
        // What Lighthouse says would save time, by its own estimate (the first run's).
        if (run > 1) continue;
        for (const ref of categories.performance.auditRefs) {
          const audit = audits[ref.id];
          const saving = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
          if (saving > 0) findings.add(`${page} [opportunity] ${audit.title}: ${Math.round(saving)} ms`);
        }
        const metrics = Object.entries(METRICS)
          .map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "-"}`)
          .join(", ");
        findings.add(`${page} metrics: ${metrics}`);
      }
    }
  }
  if (runs > 1) {
    console.log("\nTotal Blocking Time over the runs (ms): median, worst");
    for (const [key, values] of blocking) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${key.padEnd(56)}${String(sorted[Math.floor(sorted.length / 2)]).padStart(6)}${String(sorted.at(-1)).padStart(6)}`,
      );
    }
  }
  console.log(`\n${[...findings].join("\n")}`);
} finally {
  await chrome.kill();
  await Promise.all(servers.map((server) => server.stop()));
}
process.exitCode = below ? 1 : 0;
