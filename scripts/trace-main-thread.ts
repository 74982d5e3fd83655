// npx tsx scripts/trace-main-thread.ts [--runs N] [--min MS] [--base OTHER_CHECKOUT] [PAGE_FILTER] — the renderer's main-thread tasks while a
// public page loads and hydrates (production build, Debian's Chromium, Lighthouse's phone viewport, no throttling:
// Lighthouse's simulation multiplies these real durations by 4, by 2 for a task with layout). Prints every task of
// MS milliseconds or more of CPU time (default 8; the wall time is longer on a busy machine), with its time by trace event (self time) and, with
// --js, by JavaScript function (CPU profile samples): what to cut when Total Blocking Time is over budget. `--base`
// loads each page from another built checkout too, alternately, and ends with both checkouts' figures per page.
import path from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { startProductionServer } from "./lib/production-server";

const { values, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    min: { type: "string", default: "8" },
    js: { type: "boolean" },
    base: { type: "string" },
  },
  allowPositionals: true,
});
const MIN_MS = Number(values.min);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: the wall time less what the thread spent descheduled, on a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: {
      url?: string;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "loading",
  ...(values.js ? ["disabled-by-default-v8.cpu_profiler"] : []),
];

function describeFrame(frame: { functionName: string; url: string; lineNumber: number }): string {
  const file = frame.url?.split("/").pop() ?? "";
  return `${frame.functionName || "(anonymous)"} ${file}${file ? `:${frame.lineNumber + 1}` : ""}`;
}

function analyse(events: TraceEvent[], url: string) {
  // The page's renderer: the thread that parsed its document.
  const main = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!main) throw new Error(`no trace of ${url}`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ?? tasks[0].ts;

  // CPU profile samples (timestamps and their stacks).
  const nodes = new Map<
    number,
    { parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } }
  >();
  const samples: { ts: number; node: number }[] = [];
  let clock = events.find((e) => e.name === "Profile" && e.pid === main.pid)?.ts ?? 0;
  for (const e of events.filter((x) => x.name === "ProfileChunk" && x.pid === main.pid)) {
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }

  let total = 0;
  let cpu = 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    total += ms;
    cpu += cpuMs;
    if (cpuMs < MIN_MS) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const self = new Map<string, number>();
    for (const e of inside) {
      const children = inside.filter(
        (c) => c !== e && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= e.ts + (e.dur ?? 0) && (c.dur ?? 0) < (e.dur ?? 0),
      );
      // Only direct children count against an event's self time.
      const direct = children.filter(
        (c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + (c.dur ?? 0) <= p.ts + (p.dur ?? 0)),
      );
      const own = (e.tdur ?? e.dur ?? 0) - direct.reduce((s, c) => s + (c.tdur ?? c.dur ?? 0), 0);
      const label = e.args?.data?.url ? `${e.name} ${e.args.data.url.split("/").pop()}` : e.name;
      self.set(label, (self.get(label) ?? 0) + own);
    }
    const byEvent = [...self]
      .filter(([, us]) => us >= 500)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
      .join(", ");
    const functions = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (let i = 0; i < inTask.length; i++) {
      const frame = nodes.get(inTask[i].node)?.callFrame;
      if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
      const next = inTask[i + 1]?.ts ?? end;
      const key = describeFrame(frame);
      functions.set(key, (functions.get(key) ?? 0) + (next - inTask[i].ts));
    }
    // Inclusive time of the named functions on the stacks (React's phases: commitRoot, flushPassiveEffects, …).
    const inclusive = new Map<string, number>();
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? end;
      const seen = new Set<string>();
      for (let id: number | undefined = inTask[i].node; id !== undefined; id = nodes.get(id)?.parent) {
        const frame = nodes.get(id)?.callFrame;
        if (!frame?.functionName || frame.functionName.length < 4 || seen.has(frame.functionName)) continue;
        seen.add(frame.functionName);
        inclusive.set(frame.functionName, (inclusive.get(frame.functionName) ?? 0) + (next - inTask[i].ts));
      }
    }
    const byPhase = [...inclusive]
      .filter(([name]) => name !== "(root)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
      .join(", ");
    const byFunction = [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`)
      .join(", ");
    lines.push(
      `  at ${((task.ts - nav) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms (cpu ${cpuMs.toFixed(1).padStart(5)})  ${byEvent}`,
    );
    if (byFunction) lines.push(`${" ".repeat(28)}js: ${byFunction}`);
    if (byPhase) lines.push(`${" ".repeat(28)}in: ${byPhase}`);
  }
  // The scripts run after the load event (decision 020): the longest tasks from then on are hydration's.
  const load = events.find((e) => e.name === "MarkLoad" && e.pid === main.pid)?.ts ?? Infinity;
  const afterLoad = tasks
    .filter((task) => task.ts >= load)
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000)
    .sort((a, b) => b - a);
  const longest = afterLoad
    .slice(0, 3)
    .map((ms) => ms.toFixed(1))
    .join(", ");
  lines.push(`  after the load event, longest tasks (cpu ms): ${longest}`);
  // What Total Blocking Time counts starts at the first contentful paint.
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? 0;
  const afterPaint = Math.max(0, ...tasks.filter((t) => t.ts >= fcp).map((t) => (t.tdur ?? t.dur ?? 0) / 1000));
  return { lines, total, cpu, afterPaint };
}

const checkouts = [{ name: "this", cwd: process.cwd() }];
if (values.base) checkouts.push({ name: "base", cwd: path.resolve(values.base) });
const port = Number(process.env.BENCH_PORT ?? 3966);
const servers = await Promise.all(checkouts.map((c, i) => startProductionServer(port + i, {}, c.cwd)));
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
/** Per page and checkout: each load's main-thread CPU time and its longest task's after the first contentful paint. */
const figures = new Map<string, { cpu: number[]; longest: number[] }>();
try {
  const detail = await servers[0].detailPath();
  const pages = ["/", "/projects", detail, "/studio", "/pt/", "/pt/projects", `/pt${detail}`].filter(
    (page) => !positionals[0] || page.includes(positionals[0]),
  );
  for (const server of servers) for (const page of pages) await fetch(`${server.base}${page}`);
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const page of pages) {
      for (const [index, server] of servers.entries()) {
        // Lighthouse's phone (Moto G Power): 412 × 823 at 1.75, touch, English.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          locale: "en-US",
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        const events: TraceEvent[] = [];
        cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        await cdp.send("Tracing.start", {
          traceConfig: { includedCategories: CATEGORIES, recordMode: "recordAsMuchAsPossible" },
          transferMode: "ReportEvents",
        });
        await tab.goto(`${server.base}${page}`, { waitUntil: "load" });
        // Hydration starts after the load event; the router on window marks it done, then the effects settle.
        // Asked through CDP, not waitForFunction: Playwright's injected script would be a long task in the trace.
        const hydrated = async () =>
          (await cdp.send("Runtime.evaluate", { expression: '"__remixRouter" in window', returnByValue: true })).result
            .value === true;
        while (!(await hydrated())) await new Promise((next) => setTimeout(next, 50));
        await tab.waitForTimeout(1500);
        const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
        await cdp.send("Tracing.end");
        await done;
        const { lines, total, cpu, afterPaint } = analyse(events, `${server.base}${page}`);
        const key = `${page} ${checkouts[index].name}`;
        const figure = figures.get(key) ?? { cpu: [], longest: [] };
        figure.cpu.push(cpu);
        figure.longest.push(afterPaint);
        figures.set(key, figure);
        console.log(
          `${page}${servers.length > 1 ? ` [${checkouts[index].name}]` : ""} (run ${run}): main-thread tasks ${total.toFixed(0)} ms in all (cpu ${cpu.toFixed(0)}); ≥ ${MIN_MS} ms:`,
        );
        console.log(lines.join("\n"));
        await context.close();
      }
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(
    "\nMain-thread CPU per load, and its longest task after the first contentful paint (cpu ms): median, worst",
  );
  for (const [key, { cpu, longest }] of figures) {
    console.log(
      `${key.padEnd(64)} cpu ${median(cpu).toFixed(0).padStart(5)} ${Math.max(...cpu)
        .toFixed(0)
        .padStart(5)}   longest ${median(longest).toFixed(1).padStart(5)} ${Math.max(...longest)
        .toFixed(1)
        .padStart(5)}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
