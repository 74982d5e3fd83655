// Live updates end to end: an admin saves in one browser context; a visitor's page, open in
// another, shows the change without a reload (its 2 s budget is measured by npm run bench:live) and without losing what the visitor typed.
import type { Browser, Page } from "@playwright/test";

import { addProject, expectToast, imageFile, unique } from "./admin-helpers";
import { expect, type Login, test } from "./fixtures";
import { liveStreamOpened } from "./public-helpers";

async function pair(browser: Browser, login: Login, visitorPath: string) {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = liveStreamOpened(visitor);
  await visitor.goto(visitorPath);
  await opened;
  // The visitor never reloads: a marker on the window would vanish with a reload.
  await visitor.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
  return { admin, visitor, close: () => Promise.all([adminContext.close(), visitorContext.close()]) };
}

async function saveField(admin: Page, path: string, label: string, value: string, toast: string) {
  await admin.goto(path);
  const form = admin.getByRole("form", { name: label });
  await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Update" }).click();
  await expectToast(admin, toast);
}

async function expectNotReloaded(visitor: Page) {
  expect(await visitor.evaluate(() => (window as unknown as { keep?: boolean }).keep)).toBe(true);
}

test("career: the visitor's page shows the new header", async ({ browser, login }) => {
  const { admin, visitor, close } = await pair(browser, login, "/career");
  const header = unique("We are looking for a model maker");
  await saveField(admin, "/admin/pages/career", "Career header", header, "Career header updated successfully!");
  await expect(visitor.getByText(header)).toBeVisible();
  await expectNotReloaded(visitor);
  await close();
});

test("contact: the new location appears while the visitor's half-typed message stays", async ({ browser, login }) => {
  const { admin, visitor, close } = await pair(browser, login, "/contact-us");
  const message = visitor.getByRole("textbox", { name: "Message", exact: true });
  const name = visitor.getByRole("textbox", { name: "Name", exact: true });
  await name.fill("Half Typed");
  await message.fill("I would like to ask about a ho");
  const location = unique("Rua Nova 5, Porto");
  await saveField(admin, "/admin/pages/contact", "Location", location, "Contact location updated successfully!");
  await expect(visitor.getByText(location)).toBeVisible();
  await expect(message).toHaveValue("I would like to ask about a ho");
  await expect(name).toHaveValue("Half Typed");
  await expectNotReloaded(visitor);
  await close();
});

test("studio: the visitor's page shows the new detail, scrolled where it was", async ({ browser, login }) => {
  const { admin, visitor, close } = await pair(browser, login, "/studio");
  await visitor.evaluate(() => window.scrollTo(0, 60));
  const detail = unique("We moved into a larger workshop");
  await saveField(admin, "/admin/pages/studio", "Studio detail", detail, "Studio detail updated successfully!");
  await expect(visitor.getByText(detail)).toBeVisible();
  expect(await visitor.evaluate(() => window.scrollY)).toBe(60);
  await expectNotReloaded(visitor);
  await close();
});

test("home: the visitor's page shows the new description", async ({ browser, login }) => {
  const { admin, visitor, close } = await pair(browser, login, "/");
  const description = unique("A studio for buildings, rooms and things");
  await saveField(
    admin,
    "/admin/pages/home",
    "Home description",
    description,
    "Home description updated successfully!",
  );
  await expect(visitor.getByText(description)).toBeVisible();
  await expectNotReloaded(visitor);
  await close();
});

test("projects: a new project appears in the visitor's list, and an edit on the visitor's open detail page", async ({
  browser,
  login,
}) => {
  // Two pages, a project added with its pictures through the admin form, then edited: about 25 s on a quiet
  // machine, more than the default budget allows for.
  test.setTimeout(60_000);
  const { admin, visitor, close } = await pair(browser, login, "/projects");
  const name = unique("Live Pavilion");
  await addProject(
    admin,
    name,
    { year: "2025", location: "Lisbon", area: "120", photographer: "Studio" },
    { details: [await imageFile("detail.jpg")] },
  );
  const card = visitor.getByRole("link", { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expectNotReloaded(visitor);

  // The visitor opens it; the admin edits it; the open detail page follows.
  await card.click();
  await expect(visitor.getByRole("heading", { name })).toBeVisible();
  await visitor.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
  await admin.goto("/admin/projects");
  await admin.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = admin.getByRole("form", { name: "Edit project" });
  await edit.getByLabel("Location").fill("Lisbon, Belém");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expectToast(admin, "Project updated successfully!");
  await expect(visitor.getByText("Lisbon, Belém")).toBeVisible();
  await expectNotReloaded(visitor);
  await close();
});

test("a save made before the visitor's page has hydrated still reaches it once it does", async ({ browser, login }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The visitor's scripts are held back until after the save: the page is shown, not yet hydrated.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await visitor.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await visitor.goto("/studio");
  await visitor.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
  const detail = unique("A second workshop by the river");
  await saveField(admin, "/admin/pages/studio", "Studio detail", detail, "Studio detail updated successfully!");
  await expect(visitor.getByText(detail)).toHaveCount(0);
  release();
  await expect(visitor.getByText(detail)).toBeVisible();
  await expectNotReloaded(visitor);
  await Promise.all([adminContext.close(), visitorContext.close()]);
});
