// Admin → Statistics: the chart, the range switch, the tables and the CSV export, at 1440 px
// and at 375 px (with and without JavaScript); the Edit Project list's views over 30 days. The figures
// are seeded into past days of the daily tables: today's are whatever other tests of the worker viewed
// (their browsers are counted like any visitor's), so exact totals are read over ranges that end yesterday.
import fs from "node:fs";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { expectHttpErrors, expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS, type WorkerServer } from "./fixtures";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const [YESTERDAY, TWO_DAYS_AGO, FORTY_DAYS_AGO] = [daysAgo(1), daysAgo(2), daysAgo(40)];

/** Known figures for three past days (the same rows whichever test writes them first). */
function seedFigures(server: WorkerServer): { name: string; page: string } {
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const project = db
      .prepare("SELECT name, link FROM projects WHERE deleted_at IS NULL ORDER BY id LIMIT 1")
      .get() as { name: string; link: string };
    const page = `/projects/detail/${project.link}`;
    const day = db.prepare(
      "INSERT OR REPLACE INTO analytics_days (day, views, visitors, applications, messages) VALUES (?, ?, ?, ?, ?)",
    );
    day.run(YESTERDAY, 30, 12, 1, 2);
    day.run(TWO_DAYS_AGO, 20, 8, 0, 0);
    day.run(FORTY_DAYS_AGO, 100, 50, 0, 0);
    const pages = db.prepare("INSERT OR REPLACE INTO analytics_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)");
    pages.run(YESTERDAY, "/", 13, 7);
    pages.run(YESTERDAY, page, 17, 6);
    pages.run(TWO_DAYS_AGO, page, 20, 8);
    pages.run(FORTY_DAYS_AGO, page, 100, 50);
    pages.run(YESTERDAY, "/career", 5, 4);
    const dimension = db.prepare(
      "INSERT OR REPLACE INTO analytics_dimensions (day, path, dimension, value, views) VALUES (?, ?, ?, ?, ?)",
    );
    dimension.run(YESTERDAY, "/", "referrer", "archdaily.com", 9);
    dimension.run(YESTERDAY, "/", "utm_source", "newsletter", 4);
    dimension.run(YESTERDAY, page, "device", "phone", 11);
    return { name: project.name, page };
  } finally {
    db.close();
  }
}

/** A total above the chart, by its label. */
const total = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
/** Views of `path` counted today so far (by other tests' visits). */
function viewsToday(server: WorkerServer, path: string): number {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const row = db.prepare("SELECT views FROM analytics_pages WHERE day = ? AND path = ?").get(daysAgo(0), path) as
      { views: number } | undefined;
    return row?.views ?? 0;
  } finally {
    db.close();
  }
}

const table = (page: Page, caption: string | RegExp) => page.getByRole("table", { name: caption });

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("at 1440 px: the chart of 30 days, switching to 12 months and a custom range, the tables, a CSV of the range, and each project's views in Edit Project", async ({
  page,
  server,
  login,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const { name, page: projectPage } = seedFigures(server);
  await login();
  await page.goto("/admin/home");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);

  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("img", { name: /^Views and visitors per day, .*: [\d,]+ views, [\d,]+ visitors\.$/ }),
  ).toBeVisible();
  // The table of the chart's numbers, for screen readers (and anyone), one row per day.
  await page.getByText("Numbers per day (table)").click();
  const perDay = table(page, "Views, visitors and conversions per day");
  await expect(perDay.getByRole("row")).toHaveCount(31);
  const dayRow = (day: string) =>
    perDay
      .getByRole("row", {
        name: new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
          day: "numeric",
          month: "short",
          year: "numeric",
          timeZone: "UTC",
        }),
      })
      .getByRole("cell");
  await expect(dayRow(YESTERDAY)).toHaveText(["30", "12", "1", "2"]);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "12 months" }).click();
  await expect(page).toHaveURL(/range=12m/);
  await expect(page.getByRole("link", { name: "12 months" })).toHaveAttribute("aria-current", "page");
  // The table stays open across the navigation (the page is the same; only its data changed).
  await expect(dayRow(FORTY_DAYS_AGO)).toHaveText(["100", "50", "0", "0"]);

  // A custom range of the two days before today: its figures are exactly the seeded ones.
  await page.getByLabel("From", { exact: true }).fill(TWO_DAYS_AGO);
  await page.getByLabel("To", { exact: true }).fill(YESTERDAY);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${TWO_DAYS_AGO}&to=${YESTERDAY}`));
  await expect(total(page, "Views")).toHaveText("50");
  await expect(total(page, "Visitors")).toHaveText("20");
  await expect(total(page, "Applications and messages")).toHaveText("3");
  await expect(total(page, "Conversion rate")).toHaveText("15.0 %");
  await expect(table(page, "Top projects").getByRole("row", { name: name })).toContainText("37");
  await expect(table(page, "Top pages").getByRole("row").nth(1)).toContainText(projectPage);
  await expect(table(page, "Referring sites").getByRole("row", { name: /archdaily\.com/ })).toContainText("9");
  await expect(table(page, "Campaign sources (utm_source)")).toContainText("newsletter");
  await expect(
    table(page, /Career applications and contact messages received/)
      .getByRole("row", { name: /^Applications/ })
      .getByRole("cell"),
  ).toHaveText(["1", "4", "25.0 %"]);

  await page.getByLabel("From", { exact: true }).fill(FORTY_DAYS_AGO);
  await page.getByLabel("To", { exact: true }).fill(FORTY_DAYS_AGO);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(total(page, "Views")).toHaveText("100");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statistics-${FORTY_DAYS_AGO}-to-${FORTY_DAYS_AGO}.csv`);
  const csv = fs.readFileSync(await download.path(), "utf8").split("\r\n");
  expect(csv[0]).toBe("date,page,views,visitors,career_applications,contact_messages");
  expect(csv).toContain(`${FORTY_DAYS_AGO},(whole site),100,50,0,0`);
  expect(csv).toContain(`${FORTY_DAYS_AGO},${projectPage},100,50,,`);

  await page.goto("/admin/projects");
  const views = 37 + viewsToday(server, projectPage);
  await expect(
    page.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ hasText: name }),
  ).toContainText(`${views} views in 30 days`);
});

test("at 375 px: the chart fits the screen, the tables read, axe finds nothing, the retention is checked, the range switches without JavaScript", async ({
  page,
  browser,
  server,
  login,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  seedFigures(server);
  await login();
  await page.goto(`/admin/statistics?range=custom&from=${TWO_DAYS_AGO}&to=${YESTERDAY}`);
  const chart = page.getByTestId("stats-chart");
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())!.width).toBeGreaterThan(250);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(total(page, "Views")).toHaveText("50");
  await expect(table(page, "Devices").getByRole("row", { name: /phone/ })).toContainText("11");
  await expectAxeClean(page);

  // The retention: a wrong number is refused with its reason and kept to correct; a right one is saved.
  const months = page.getByLabel("Keep statistics for (months)");
  await months.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a whole number of months from 1 to 120.");
  await expect(months).toHaveValue("0");
  await expect(months).toHaveAttribute("aria-invalid", "true");
  await months.fill("25");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Statistics are now kept for 25 months.");
  await expect(months).toHaveValue("25");
  // The refusal's 400, in the browser's console.
  expectHttpErrors(consoleErrors, 400);

  // The range links and the custom range are plain links and a GET form.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
    baseURL: server.origin,
  });
  await login(noScript);
  const plain = await noScript.newPage();
  await plain.goto("/admin/statistics");
  await plain.getByRole("link", { name: "7 days" }).click();
  await expect(plain).toHaveURL(/range=7d/);
  await expect(plain.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await plain.getByLabel("From", { exact: true }).fill(FORTY_DAYS_AGO);
  await plain.getByLabel("To", { exact: true }).fill(YESTERDAY);
  await plain.getByRole("button", { name: "Show" }).click();
  await expect(plain).toHaveURL(new RegExp(`range=custom&from=${FORTY_DAYS_AGO}&to=${YESTERDAY}`));
  await expect(total(plain, "Views")).toHaveText("150");
  await noScript.close();
});
