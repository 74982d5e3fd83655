// Page weight of a first load: HTML, JavaScript, CSS, font and image bytes as transferred (gzip where the
// server compresses), for home, the project list and one project, at a phone's and a desktop's width.
// Usage: start the app (npm start), then `npx tsx scripts/bench-page-weight.ts [http://localhost:3000]`.
import { chromium } from "@playwright/test";
import fs from "node:fs";

const base = process.argv[2] ?? process.env.BASE_URL ?? "http://localhost:3000";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
];
const KINDS = ["document", "script", "stylesheet", "font", "image", "media"] as const;
type Kind = (typeof KINDS)[number];

const browser = await chromium.launch({
  executablePath: fs.existsSync(chromiumPath) ? chromiumPath : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});

async function firstDetailPath(): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${base}/projects`);
  const href = await page.locator("main a[href^='/projects/detail/']").first().getAttribute("href");
  await page.close();
  if (!href) throw new Error("no project to measure");
  return href;
}

async function measure(path: string, viewport: { width: number; height: number }) {
  // A fresh context: nothing cached, as on a first visit.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const bytes: Record<Kind | "other", number> = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, media: 0, other: 0 };
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const kind = (KINDS as readonly string[]).includes(request.resourceType()) ? (request.resourceType() as Kind) : "other";
        bytes[kind] += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await context.close();
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(10);
const pages = { home: "/", projects: "/projects", detail: await firstDetailPath() };
console.log(`First-load transfer sizes at ${base} (bodies as sent: gzip for HTML/JS/CSS)\n`);
console.log(`${"page".padEnd(10)}${"width".padStart(6)}${"HTML".padStart(10)}${"JS".padStart(10)}${"CSS".padStart(10)}${"fonts".padStart(10)}${"images".padStart(10)}${"video".padStart(10)}`);
for (const [name, path] of Object.entries(pages)) {
  for (const viewport of WIDTHS) {
    const b = await measure(path, viewport);
    console.log(`${name.padEnd(10)}${String(viewport.width).padStart(6)}${kb(b.document)}${kb(b.script)}${kb(b.stylesheet)}${kb(b.font)}${kb(b.image)}${kb(b.media)}`);
  }
}
console.log(`\ndetail page measured: ${pages.detail}`);
await browser.close();
