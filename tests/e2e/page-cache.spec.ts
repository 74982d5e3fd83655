// The public page cache: a visitor who loads a page right after an admin's save gets the saved content,
// never the copy the server kept from before.
import type { Browser } from "@playwright/test";

import { expectToast, unique } from "./admin-helpers";
import { expect, type Login, test } from "./fixtures";

// Waiting for the server to keep its first copy (see below), and the save after it.
const KEPT_TIMEOUT_MS = 30_000;
test.describe.configure({ timeout: 60_000 });

const CASES = [
  {
    path: "/studio",
    edit: "/admin/pages/studio",
    label: "Studio detail",
    toast: "Studio detail updated successfully!",
    text: "Our studio works on",
  },
  {
    path: "/",
    edit: "/admin/pages/home",
    label: "Home description",
    toast: "Home description updated successfully!",
    text: "Our home",
  },
];

async function contexts(browser: Browser, login: Login) {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  return { admin, visitor, close: () => Promise.all([adminContext.close(), visitorContext.close()]) };
}

for (const page of CASES) {
  test(`${page.path}: the first load after a save in the admin shows the change`, async ({ browser, login }) => {
    const { admin, visitor, close } = await contexts(browser, login);
    // An anonymous load is answered from the cache (it carries the cache's validator): load until a copy is
    // kept. The server keeps it once compressed at the highest brotli level, seconds on a loaded machine.
    await expect
      .poll(async () => (await visitor.goto(page.path))?.headers().etag, { timeout: KEPT_TIMEOUT_MS })
      .toBeTruthy();

    const value = unique(page.text);
    await admin.goto(page.edit);
    const form = admin.getByRole("form", { name: page.label });
    await form.getByLabel(page.label).fill(value);
    await form.getByRole("button", { name: "Update" }).click();
    await expectToast(admin, page.toast);

    const fresh = await visitor.goto(page.path);
    expect(fresh?.status()).toBe(200);
    expect(await fresh?.text()).toContain(value);
    await expect(visitor.getByText(value)).toBeVisible();
    await close();
  });
}
