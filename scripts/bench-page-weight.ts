// npm run bench:page-weight — what a first visit costs, against its budgets, at a phone's and a
// desktop's width: bytes as transferred per kind, first-load JavaScript (gzip, the budget's measure, and as
// sent; gzip split into the framework's share, the client entry and its imports, and ours: see
// docs/decisions/018-first-load-js.md; "later": chunks imported after hydration, such as the
// Web Vitals reporter at idle, outside the budget), render-blocking stylesheets, admin code on public pages, how fonts load, and the layout shift.
// Starts the production build itself; or pass a running server's URL: `npm run bench:page-weight -- http://…`.
import fs from "node:fs";
import zlib from "node:zlib";

import { chromium } from "@playwright/test";

import { VITALS_LISTENING_MARK } from "../app/hooks/web-vitals-reporter";
import { startProductionServer } from "./lib/production-server";

const JS_BUDGET_BYTES = 80_000;
const BLOCKING_CSS_BUDGET = 1;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
];
const KINDS = ["document", "script", "stylesheet", "font", "image", "media"] as const;
type Kind = (typeof KINDS)[number];

const app = process.argv[2] ? undefined : await startProductionServer(Number(process.env.BENCH_PORT ?? 3966));
const base = process.argv[2] ?? app!.base;
const browser = await chromium.launch({
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/**
 * The script files of Remix's manifest, read once the hydration script has defined it (after the load event and the
 * first paint, decision 048): the framework's (the client entry and what it imports: React, react-dom, Remix and its
 * router, the same on every page); those only admin routes load (less anything a public route or the root shares);
 * and all of them. A script outside the manifest is a chunk a page imports later (at idle), not first-load JavaScript.
 */
async function manifestScripts() {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => "__remixManifest" in window);
  const { entry, routes } = await page.evaluate(
    () => (window as unknown as { __remixManifest: Manifest }).__remixManifest,
  );
  await page.close();
  const files = (ids: string[]) => new Set(ids.flatMap((id) => [routes[id].module, ...(routes[id].imports ?? [])]));
  const isAdmin = (id: string) => /^routes\/_(admin|auth)\b/.test(id);
  const shared = files(Object.keys(routes).filter((id) => !isAdmin(id)));
  const framework = new Set([entry.module, ...entry.imports]);
  return {
    framework,
    admin: new Set([...files(Object.keys(routes).filter(isAdmin))].filter((file) => !shared.has(file))),
    all: new Set([...framework, ...files(Object.keys(routes))]),
  };
}

async function measure(
  path: string,
  viewport: { width: number; height: number },
  scripts: Awaited<ReturnType<typeof manifestScripts>>,
) {
  // A fresh context: nothing cached, as on a first visit.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const bytes: Record<Kind | "other", number> = {
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    media: 0,
    other: 0,
  };
  let jsGzip = 0;
  let frameworkGzip = 0;
  let laterGzip = 0;
  const admin: string[] = [];
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const kind = (KINDS as readonly string[]).includes(request.resourceType())
          ? (request.resourceType() as Kind)
          : "other";
        const response = await request.response();
        // Preloaded modules report no body size of their own: the server's Content-Length is what was sent.
        const sent = Number((await response?.allHeaders())?.["content-length"] ?? NaN);
        bytes[kind] += Number.isFinite(sent) ? sent : (await request.sizes()).responseBodySize;
        if (kind !== "script") return;
        const body = await response?.body();
        const file = new URL(request.url()).pathname;
        const gzipped = body ? zlib.gzipSync(body, { level: 9 }).length : 0;
        if (!scripts.all.has(file)) return void (laterGzip += gzipped);
        jsGzip += gzipped;
        if (scripts.framework.has(file)) frameworkGzip += gzipped;
        if (scripts.admin.has(file)) admin.push(file);
      })(),
    );
  });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  // On a loaded machine the network can be idle before the scripts start (after the first paint, decision 048): wait
  // for the last of them, the Web Vitals reporter imported at idle after hydration (decision 062). A page sent
  // without scripts (app/utils/page-scripts.ts) has none to wait for.
  await page.waitForFunction(
    (mark) => document.documentElement.dataset.scripts === "none" || performance.getEntriesByName(mark).length > 0,
    VITALS_LISTENING_MARK,
  );
  page.removeAllListeners("requestfinished");
  await Promise.all(pending);
  const found: { blockingCss: number; inlineCss: number; fontPreloads: number; fontDisplay: string; shift: number } =
    await page.evaluate(() => ({
      blockingCss: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
        (l) => !l.media || l.media === "all" || matchMedia(l.media).matches,
      ).length,
      inlineCss: document.head.querySelectorAll("style").length,
      fontPreloads: document.head.querySelectorAll('link[rel="preload"][as="font"]').length,
      fontDisplay: [...new Set([...document.fonts].map((f) => f.display))].join("/"),
      shift: (window as unknown as { shift: number }).shift,
    }));
  await context.close();
  return { bytes, jsGzip, frameworkGzip, laterGzip, admin, ...found };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
try {
  const detail = app ? await app.detailPath() : "/projects";
  const pages = { home: "/", projects: "/projects", detail, studio: "/studio", press: "/press", map: "/projects/map" };
  const scripts = await manifestScripts();
  console.log(
    `First visit at ${base}: bytes as sent (brotli or gzip where the server compresses); JS budget ${kb(JS_BUDGET_BYTES).trim()} gzip\n`,
  );
  console.log(
    `${"page".padEnd(9)}${"width".padStart(6)}${"HTML".padStart(9)}${"JS".padStart(9)}${"CSS".padStart(9)}${"fonts".padStart(9)}${"images".padStart(9)}${"video".padStart(9)} |` +
      `${"JS gzip".padStart(10)}${"framework".padStart(10)}${"ours".padStart(9)}${"later".padStart(9)}${"blocking CSS".padStart(14)}${"admin JS".padStart(10)}${"font load".padStart(18)}${"CLS".padStart(7)}`,
  );
  let over = 0;
  for (const [name, path] of Object.entries(pages)) {
    for (const viewport of WIDTHS) {
      const m = await measure(path, viewport, scripts);
      const b = m.bytes;
      const fonts = `${m.fontPreloads} preload, ${m.fontDisplay || "-"}`;
      if (m.jsGzip > JS_BUDGET_BYTES || m.blockingCss > BLOCKING_CSS_BUDGET || m.admin.length > 0) over++;
      console.log(
        `${name.padEnd(9)}${String(viewport.width).padStart(6)}${kb(b.document)}${kb(b.script)}${kb(b.stylesheet)}${kb(b.font)}${kb(b.image)}${kb(b.media)} |` +
          `${kb(m.jsGzip).padStart(10)}${kb(m.frameworkGzip).padStart(10)}${kb(m.jsGzip - m.frameworkGzip)}${kb(m.laterGzip)}${`${m.blockingCss} (+${m.inlineCss} inline)`.padStart(14)}${String(m.admin.length).padStart(10)}${fonts.padStart(18)}${m.shift.toFixed(3).padStart(7)}`,
      );
      for (const file of m.admin) console.log(`    admin code loaded: ${file}`);
    }
  }
  console.log(`\ndetail page measured: ${pages.detail}`);
  console.log(
    over
      ? `${over} page loads over a budget (JS ≤ ${kb(JS_BUDGET_BYTES).trim()} gzip, ≤ ${BLOCKING_CSS_BUDGET} blocking stylesheet, no admin code)`
      : "every page within the budgets",
  );
} finally {
  await browser.close();
  await app?.stop();
}
