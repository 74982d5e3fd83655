// Real visitors' page speed: a visitor's browser (no cookie, not signed in) loads /studio, its layout shifts, the
// visitor clicks, then the page is hidden (the report goes by sendBeacon); the admin then finds the page's 75th
// percentiles on the Statistics page, rated in words, with axe finding nothing, and the CSV export has the same figures.
// At 375 px, a past day's known reports give known percentiles; a range without reports says so.
import fs from "node:fs";

import type { Page } from "@playwright/test";

import { VITALS_LISTENING_MARK } from "../../app/hooks/web-vitals-reporter";
import { formatVital, rateVital, type VitalName } from "../../app/utils/web-vitals";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS, withWorkerDatabase, type WorkerServer } from "./fixtures";

const PAGE = "/studio";
const SHIFT_PX = 240;

/** The values kept of the page's reports on desktops, by measure. */
const reported = (server: WorkerServer) =>
  withWorkerDatabase(server, (db) =>
    Object.fromEntries(
      (
        db.prepare("SELECT metric, value FROM web_vitals WHERE path = ? AND device = 'desktop'").all(PAGE) as {
          metric: VitalName;
          value: number;
        }[]
      ).map((row) => [row.metric, row.value]),
    ),
  );

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test("a visitor's page load reports its Core Web Vitals, which the Statistics page rates per page and device", async ({
  page,
  browser,
  server,
  login,
}) => {
  // This worker's earlier tests may have reported the page too: its figures here are this visit's alone.
  withWorkerDatabase(server, (db) => db.prepare("DELETE FROM web_vitals WHERE path = ?").run(PAGE));
  const visitorContext = await browser.newContext({ baseURL: server.origin, viewport: VIEWPORTS.desktop });
  const visitor = await visitorContext.newPage();
  const scripts: string[] = [];
  visitor.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await visitor.goto(PAGE);
  // The library comes after hydration, once the browser is idle.
  await visitor.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, VITALS_LISTENING_MARK);
  // The reporter and the library: two chunks of their own, each loaded once.
  const vitalsScripts = scripts.filter((path) => path.includes("web-vitals"));
  expect(vitalsScripts).toHaveLength(2);
  expect(vitalsScripts.filter((path) => path.includes("web-vitals-reporter"))).toHaveLength(1);
  // A banner pushed in above the content, with no input before it: a layout shift.
  await visitor.evaluate((px) => {
    const banner = document.createElement("div");
    banner.style.height = `${px}px`;
    document.body.prepend(banner);
  }, SHIFT_PX);
  await frames(visitor);
  await visitor.getByRole("heading", { level: 1 }).first().click();
  await frames(visitor);
  // The page is hidden (as when the visitor switches tabs or locks the phone): the report goes. The headless browser
  // has no tabs to switch to, so the document says it is hidden and the browser's event is dispatched, as it would be.
  await visitor.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  await expect
    .poll(() => Object.keys(reported(server)).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
  const values = reported(server);
  expect(values.CLS).toBeGreaterThan(0);
  await visitorContext.close();

  await page.setViewportSize(VIEWPORTS.desktop);
  await login();
  await page.goto("/admin/statistics?range=7d");
  const speed = page.getByRole("table", { name: "75th percentile by page and device" });
  const row = speed.getByRole("row", { name: new RegExp(`^${PAGE} desktop`) });
  const cell = (name: VitalName) =>
    values[name] === undefined
      ? "— not reported"
      : `${formatVital(name, values[name])} ${rateVital(name, values[name])}`;
  // Page, device, LCP, INP, CLS, page loads: one visit, so each 75th percentile is its value.
  await expect(row.getByRole("cell")).toHaveText(["desktop", cell("LCP"), cell("INP"), cell("CLS"), "1"]);
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export page speed CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^page-speed-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8").split("\r\n");
  expect(csv[0]).toBe("from,to,page,device,metric,p75,rating,reports");
  expect(
    csv.some((line) => line.endsWith(`,${PAGE},desktop,CLS,${values.CLS},${rateVital("CLS", values.CLS)},1`)),
  ).toBe(true);
});

test("at 375 px: the table of a past day's reports reads and fits, axe finds nothing; a range without reports says so", async ({
  page,
  server,
  login,
}) => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  withWorkerDatabase(server, (db) => {
    db.prepare("DELETE FROM web_vitals WHERE day = ?").run(day);
    const add = db.prepare("INSERT INTO web_vitals (day, path, device, metric, value) VALUES (?, ?, ?, ?, ?)");
    // Four phones on the home page: the 75th percentile is the third value.
    for (const [lcp, inp, cls] of [
      [1000, 40, 0],
      [5200, 700, 0.3],
      [3100, 250, 0.02],
      [2000, 90, 0.01],
    ]) {
      add.run(day, "/", "phone", "LCP", lcp);
      add.run(day, "/", "phone", "INP", inp);
      add.run(day, "/", "phone", "CLS", cls);
    }
    add.run(day, "/studio", "tablet", "LCP", 1500);
  });
  await page.setViewportSize(VIEWPORTS.phone);
  await login();
  await page.goto(`/admin/statistics?range=custom&from=${day}&to=${day}`);
  const speed = page.getByRole("table", { name: "75th percentile by page and device" });
  await expect(speed.getByRole("row", { name: /^\/ phone/ }).getByRole("cell")).toHaveText([
    "phone",
    "3.10 s needs improvement",
    "250 ms needs improvement",
    "0.020 good",
    "4",
  ]);
  await expect(speed.getByRole("row", { name: /^\/studio tablet/ }).getByRole("cell")).toHaveText([
    "tablet",
    "1.50 s good",
    "— not reported",
    "— not reported",
    "1",
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/admin/statistics?range=custom&from=2020-01-01&to=2020-01-31");
  await expect(page.getByText("No page speed reported in this range yet.")).toBeVisible();
  await expect(page.getByRole("table", { name: "75th percentile by page and device" })).toHaveCount(0);
});
