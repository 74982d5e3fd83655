// Drafts and preview links: a draft is absent everywhere a visitor looks, a preview link shows it
// (marked, noindex, never cached) until revoked, and publishing makes it public.
import type { APIRequestContext, Page } from "@playwright/test";

import {
  escapeRegExp,
  expectHttpErrors,
  expectToast,
  fillNewProject,
  imageFile,
  projectForm,
  unique,
} from "./admin-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";

const BANNER = "Preview — this project is not published";

async function saveAsDraft(page: Page, name: string) {
  const text = {
    name,
    year: "2024",
    location: "Porto",
    area: "80",
    type: "Interior",
    photographer: "R. Lens",
    d1: "A small flat by the river.",
    d2: "Light from two sides.",
    d3: "Cork floors.",
  } as const;
  const f = await fillNewProject(page, text, {
    header: await imageFile("header.jpg", { width: 1200, height: 800 }),
    details: [await imageFile("detail.jpg")],
  });
  await f.getByRole("button", { name: "Save as draft" }).click();
  await expectToast(page, "Project saved as a draft. Visitors cannot see it.");
  await expect(projectForm(page)).toHaveAccessibleName("Edit project");
}

const previewLinkOf = async (page: Page) => page.getByLabel("Preview link").inputValue();
const pathOf = (url: string) => new URL(url).pathname;

/** What a signed-out visitor finds of a project named `name` at `detailPath`. */
async function expectHidden(visitor: APIRequestContext, name: string, detailPath: string) {
  const text = async (url: string) => (await visitor.get(url)).text();
  expect(await text("/projects")).not.toContain(name);
  expect(await text("/projects/interior")).not.toContain(name);
  // The search page repeats the query: its results are its links.
  expect(await text(`/projects?${new URLSearchParams({ q: name })}`)).not.toContain(detailPath);
  expect(await text("/")).not.toContain(name);
  expect(await text("/sitemap.xml")).not.toContain(detailPath);
  expect((await visitor.get(detailPath)).status()).toBe(404);
}

test("a draft is hidden from visitors, shown by its preview link until revoked, and public once published", async ({
  page,
  login,
  browser,
  consoleErrors,
}) => {
  await login();
  const name = unique("Riverside Flat");
  await saveAsDraft(page, name);
  await expect(page.getByText(`${name}, 2024 · Interior · Draft`)).toBeVisible();
  const previewUrl = await previewLinkOf(page);
  const detailPath = pathOf(previewUrl);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expectHidden(visitor.request, name, detailPath);

  // The preview link: the draft, marked, for search engines' eyes never, for no cache.
  const previewResponse = await visitorPage.goto(previewUrl);
  expect(previewResponse?.status()).toBe(200);
  expect(previewResponse?.headers()["cache-control"]).toBe("private, no-store");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(name.split(",")[0]);
  await expect(visitorPage.getByRole("status").filter({ hasText: BANNER })).toBeVisible();
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The mark stays in sight at the top of the page and at its end, on a phone and a desktop.
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await visitorPage.setViewportSize(viewport);
    await visitorPage.evaluate(() => window.scrollTo(0, 0));
    await expect(visitorPage.getByText(BANNER)).toBeInViewport();
    await visitorPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(visitorPage.getByText(BANNER)).toBeInViewport();
  }
  // On a desktop the page's last control is still reachable under the mark.
  await visitorPage.getByRole("link", { name: "BACK TO PROJECTS" }).click();
  await expect(visitorPage).toHaveURL(/\/projects$/);
  // Seen by the link holder, still hidden from everyone else (the preview was not cached for them).
  await expectHidden(visitor.request, name, detailPath);

  // Revoking: the link sent before stops working; the edit page offers a new one.
  await page.getByRole("button", { name: "Revoke preview links" }).click();
  await expectToast(page, "Preview links revoked. Links shared before no longer work.");
  expect((await visitor.request.get(previewUrl)).status()).toBe(404);
  const newPreviewUrl = await previewLinkOf(page);
  expect(newPreviewUrl).not.toBe(previewUrl);
  expect((await visitor.request.get(newPreviewUrl)).status()).toBe(200);

  // Publishing: public everywhere, without the preview mark. Made in English only, it goes live despite the checks.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("button", { name: "Publish anyway" }).click();
  expectHttpErrors(consoleErrors, 400);
  await expectToast(page, "Project published. Visitors can see it now.");
  // The line names the project and its views, with no Draft mark between them.
  await expect(
    // Made in English only: the list marks its missing translation.
    page.getByText(
      new RegExp(`^${escapeRegExp(name)}, 2024 · Interior · Portuguese missing · [\\d,]+ views? in 30 days$`),
    ),
  ).toBeVisible();
  expect(await (await visitor.request.get("/projects")).text()).toContain(name);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(detailPath);
  expect(await (await visitor.request.get(`/projects?${new URLSearchParams({ q: name })}`)).text()).toContain(
    detailPath,
  );
  await visitorPage.goto(detailPath);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^${escapeRegExp(name.split(",")[0])}$`),
  );
  await expect(visitorPage.getByText(BANNER)).toHaveCount(0);
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveCount(0);

  // Unpublishing hides it again (the open page would refresh to a 404: the visitor has left it).
  await visitorPage.close();
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expectToast(page, "Project unpublished. It is a draft again, hidden from visitors.");
  await expectHidden(visitor.request, name, detailPath);
  await visitor.close();
});

test("without JavaScript, the admin saves an existing project as a draft with the second button", async ({
  browser,
  login,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await login(context);
  const page = await context.newPage();
  await page.goto("/admin/projects");
  // The oldest project: one of the seeded, published ones.
  const oldestEdit = page.getByRole("link", { name: /^Edit / }).last();
  const name = (await oldestEdit.getAttribute("aria-label"))!.replace(/^Edit /, "");
  await oldestEdit.click();
  const detailPath = await page.getByRole("link", { name: "View the public page" }).getAttribute("href");
  await projectForm(page).getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByLabel("Preview link")).toBeVisible();
  const visitor = await browser.newContext();
  expect((await visitor.request.get(detailPath!)).status()).toBe(404);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("link", { name: "View the public page" })).toBeVisible();
  expect((await visitor.request.get(detailPath!)).status()).toBe(200);
  expect(await (await visitor.request.get("/projects")).text()).toContain(name.split(",")[0]);
  await visitor.close();
  await context.close();
});
