// Admin → Redirects: a redirect added by hand answers visitors at once, in both languages (301), or says the
// page is gone (410); a chain collapses to one hop; the CSV export reads back in through the import; the 404
// log counts people and bots apart, and "Redirect this" fills the form with a missing path. Without JavaScript
// too: every form is a plain post.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { APIRequestContext, Page } from "@playwright/test";

import { closeToasts, expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, unique, VIEWPORTS } from "./fixtures";

const PERSON =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A fresh old path for this test: no other test asks for it. */
const oldPath = (label: string) => `/${unique(label).toLowerCase().replace(/\s+/g, "-")}`;

/** What a visitor's request for `url` is answered, without following it. */
async function answer(request: APIRequestContext, url: string, userAgent = PERSON) {
  const response = await request.get(url, { maxRedirects: 0, headers: { "User-Agent": userAgent } });
  return { status: response.status(), location: response.headers().location ?? null };
}

async function addRedirect(page: Page, from: string, status: "301" | "410", to = "") {
  await closeToasts(page);
  const form = page.getByRole("form", { name: "Add a redirect" });
  await form.getByLabel("Old path").fill(from);
  await form.getByLabel(status === "301" ? "301: moved to a page" : "410: gone for good").check();
  await form.getByLabel("New page").fill(to);
  await form.getByRole("button", { name: "Save redirect" }).click();
}

const row = (page: Page, from: string) =>
  page
    .getByRole("region", { name: "Redirects" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: from, exact: true }) });

for (const [name, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test(`at ${viewport.width} px: a 301 in both languages, a 410, a refused address, and a chain collapsed to one hop (${name})`, async ({
    page,
    consoleErrors,
    request,
    login,
  }) => {
    await page.setViewportSize(viewport);
    await login();
    const [moved, gone, chained] = [oldPath("moved"), oldPath("gone"), oldPath("chained")];
    await page.goto("/admin/home");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Redirects" }).click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);

    // Another site is refused, and what was typed stays.
    await addRedirect(page, moved, "301", "https://evil.example/");
    await expect(
      page.getByText("The new page must be a page of this site, starting with / (such as /studio)."),
    ).toBeVisible();
    await expect(page.getByLabel("Old path")).toHaveValue(moved);
    consoleErrors.length = 0;
    expect((await answer(request, moved)).status).toBe(404);

    await addRedirect(page, moved, "301", "/studio");
    await expectToast(page, "Redirect saved.");
    await expect(row(page, moved)).toContainText("/studio");
    expect(await answer(request, moved)).toEqual({ status: 301, location: "/studio" });
    expect(await answer(request, `/pt${moved}?utm_source=mail`)).toEqual({
      status: 301,
      location: "/pt/studio?utm_source=mail",
    });

    await addRedirect(page, gone, "410");
    await expectToast(page, "Redirect saved.");
    const goneAnswer = await request.get(gone, { headers: { Accept: "text/html" } });
    expect(goneAnswer.status()).toBe(410);
    expect(await goneAnswer.text()).toContain("This page has been removed from the site for good.");
    const gonePt = await request.get(`/pt${gone}`, { headers: { Accept: "text/html" } });
    expect(gonePt.status()).toBe(410);
    expect(await gonePt.text()).toContain("Esta página foi retirada do site de vez.");

    // chained → moved → /studio is saved as chained → /studio.
    await addRedirect(page, chained, "301", moved);
    await expectToast(page, "Redirect saved.");
    await expect(row(page, chained)).toContainText("/studio");
    // The other way: chained → via, a project's address that no longer exists; once via moves on, chained does too.
    const via = `/projects/detail${oldPath("via")}`;
    await addRedirect(page, chained, "301", via);
    await expectToast(page, "Redirect saved.");
    await addRedirect(page, via, "301", chained);
    await expect(page.getByText(`${via} would lead back to itself through ${chained}.`)).toBeVisible();
    consoleErrors.length = 0;
    await addRedirect(page, via, "301", "/contact-us");
    await expectToast(page, "Redirect saved.");
    expect(await answer(request, chained)).toEqual({ status: 301, location: "/contact-us" });
    await expect(row(page, chained)).toContainText("/contact-us");

    for (const from of [moved, gone, chained, via]) {
      await row(page, from)
        .getByRole("button", { name: `Delete the redirect from ${from}` })
        .click();
      await expectToast(page, "Redirect deleted.");
      await expect(row(page, from)).toHaveCount(0);
      expect((await answer(request, from)).status).toBe(404);
    }
  });
}

test("the CSV export reads back in through the import; a wrong line saves nothing", async ({
  page,
  request,
  login,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await login();
  const [first, second, wrong] = [oldPath("csv one"), oldPath("csv two"), oldPath("csv wrong")];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-csv-"));
  const file = path.join(dir, "redirects.csv");
  await page.goto("/admin/redirects");
  const importForm = page.getByRole("form", { name: "Import and export" });

  fs.writeFileSync(file, `old_path,status,new_page\n${first},301,/projects\n${wrong},301,https://evil.example/\n`);
  await importForm.getByLabel("CSV file").setInputFiles(file);
  await importForm.getByRole("button", { name: "Import" }).click();
  await expectToast(page, "The redirects could not be imported. Nothing was saved.");
  await expect(page.getByText(/Line 3: The new page must be a page of this site/)).toBeVisible();
  expect((await answer(request, first)).status).toBe(404);
  consoleErrors.length = 0;

  fs.writeFileSync(file, `old_path,status,new_page\r\n${first},301,/projects\r\n"${second}",410,\r\n`);
  await importForm.getByLabel("CSV file").setInputFiles(file);
  await importForm.getByRole("button", { name: "Import" }).click();
  await expectToast(page, "2 redirects imported.");
  expect(await answer(request, first)).toEqual({ status: 301, location: "/projects" });
  expect((await answer(request, second)).status).toBe(410);

  // With a row in each table, at a phone's width and a desktop's: no accessibility violation.
  expect((await answer(request, oldPath("axe lost"))).status).toBe(404);
  await page.reload();
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
  }

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("redirects.csv");
  const exported = fs.readFileSync(await download.path(), "utf8").split("\r\n");
  expect(exported[0]).toBe("old_path,status,new_page");
  expect(exported).toContain(`${first},301,/projects`);
  expect(exported).toContain(`${second},410,`);

  // The export, imported after both were deleted, brings them back as they were.
  for (const from of [first, second])
    await row(page, from)
      .getByRole("button", { name: `Delete the redirect from ${from}` })
      .click();
  await expect(row(page, second)).toHaveCount(0);
  await closeToasts(page);
  // While the file is sent, the button says so and cannot be pressed again.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/redirects*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await importForm.getByLabel("CSV file").setInputFiles(await download.path());
  await importForm.getByRole("button", { name: "Import" }).click();
  await expect(importForm.getByRole("button", { name: "Importing…" })).toBeDisabled();
  release();
  await expectToast(page, "2 redirects imported.");
  expect(await answer(request, first)).toEqual({ status: 301, location: "/projects" });
  expect((await answer(request, second)).status).toBe(410);
  for (const from of [first, second]) {
    await row(page, from)
      .getByRole("button", { name: `Delete the redirect from ${from}` })
      .click();
    await expect(row(page, from)).toHaveCount(0);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 log counts people and bots apart, and 'Redirect this' fills the form in one click", async ({
    page,
    request,
    login,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await login();
    const missing = oldPath("lost link");
    for (let i = 0; i < 3; i++) expect((await answer(request, missing)).status).toBe(404);
    expect((await answer(request, missing, BOT)).status).toBe(404);

    await page.goto("/admin/redirects");
    const log = page.getByRole("region", { name: "Not found (404)" });
    const entry = log.getByRole("row").filter({ has: page.getByRole("rowheader", { name: missing, exact: true }) });
    await expect(entry.getByRole("cell")).toHaveText(["3", "1", "Redirect this"]);
    await entry.getByRole("link", { name: `Redirect this: ${missing}` }).click();
    const form = page.getByRole("form", { name: "Add a redirect" });
    await expect(form.getByLabel("Old path")).toHaveValue(missing);
    await form.getByLabel("New page").fill("/projects/architecture");
    await form.getByRole("button", { name: "Save redirect" }).click();
    await expectToast(page, "Redirect saved.");
    expect(await answer(request, missing)).toEqual({ status: 301, location: "/projects/architecture" });
    // Redirected, it is no longer missing.
    await expect(log.getByRole("rowheader", { name: missing, exact: true })).toHaveCount(0);
    await row(page, missing)
      .getByRole("button", { name: `Delete the redirect from ${missing}` })
      .click();
    await expect(row(page, missing)).toHaveCount(0);
  });
});
