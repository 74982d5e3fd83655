// The trash: "Delete" (the product's dialog and toast) moves a project out of every public place into
// /admin/trash; "Restore" brings it back with its images; "Delete forever" removes it and its files.
import type { Page } from "@playwright/test";

import { addProject, expectToast, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** Deletes through the product's dialog, from the Edit Project list. */
async function deleteFromEditProject(page: Page, name: string) {
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(dialog).toContainText(`Are you sure you want to delete the project "${name}"?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(
    page,
    "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
  );
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
}

test("delete moves a project to the trash; restore brings it back with its images; delete forever removes it and its files", async ({
  page,
  request,
  login,
}) => {
  await login();
  const name = unique("Trash House");
  const link = await addProject(page, name);

  // A visitor (no session: the page cache answers them) sees it, with its images.
  expect(await (await request.get("/projects")).text()).toContain(name);
  await page.goto(link);
  const imageUrls = await page
    .locator("main img")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src")!));
  expect(imageUrls.length).toBeGreaterThanOrEqual(3);
  for (const url of imageUrls) expect((await request.get(url)).status(), url).toBe(200);

  await deleteFromEditProject(page, name);
  expect(await (await request.get("/projects")).text()).not.toContain(name);
  expect(await (await request.get("/projects/architecture")).text()).not.toContain(name);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(link);
  expect((await request.get(link)).status()).toBe(404);
  // The files wait with the project in the trash, hidden from visitors with it.
  for (const url of imageUrls) expect((await request.get(url)).status(), url).toBe(404);

  await page.goto("/admin/home");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Trash" }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const trash = page.getByRole("list", { name: "Deleted projects" });
  const row = trash.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Architecture");
  await expect(row).toContainText("30 days left");
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expectToast(page, "Project restored. It is back on the site.");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  await page.goto("/projects");
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
  expect(await (await request.get("/projects")).text()).toContain(name);
  expect((await request.get(link)).status()).toBe(200);
  await page.goto(link);
  await expect(page.locator("main img")).toHaveCount(imageUrls.length);
  for (const url of imageUrls) expect((await request.get(url)).status(), url).toBe(200);

  await deleteFromEditProject(page, name);
  await page.goto("/admin/trash");
  await page.getByRole("link", { name: `Delete ${name} forever` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete forever" });
  await expect(dialog).toContainText(`Delete the project "${name}" forever?`);
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expectToast(page, "Project and its files deleted forever.");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  for (const url of imageUrls) expect((await request.get(url)).status(), url).toBe(404);
  expect((await request.get(link)).status()).toBe(404);
});

test("the Edit Project page links to the trash", async ({ page, login }) => {
  await login();
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: "Trash", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("restore and delete forever work with plain form posts", async ({ page, request, login }) => {
    await login();
    const name = unique("Plain Trash");
    const link = await addProject(page, name);
    await deleteFromEditProject(page, name);
    await page.goto("/admin/trash");
    await page.getByRole("button", { name: `Restore ${name}` }).click();
    await expectToast(page, "Project restored. It is back on the site.");
    expect((await request.get(link)).status()).toBe(200);

    await deleteFromEditProject(page, name);
    await page.goto("/admin/trash");
    await page.getByRole("link", { name: `Delete ${name} forever` }).click();
    await page.getByRole("alertdialog", { name: "Delete forever" }).getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("link", { name: `Delete ${name} forever` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete forever" })
      .getByRole("button", { name: "Delete forever" })
      .click();
    await expectToast(page, "Project and its files deleted forever.");
    await expect(page.getByText(name)).toHaveCount(0);
    expect((await request.get(link)).status()).toBe(404);
  });
});
