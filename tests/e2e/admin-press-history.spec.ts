// Press items in the history and the languages (decision 057): an exhibition edited is one more version in its
// history, where the earlier one is restored and visitors' Press page shows its title again; its Portuguese
// title shows on /pt/press and, once emptied, the original, marked with its language; the toast's Undo brings
// the Portuguese one back. All of it as plain form posts at a phone's width without JavaScript, and with it at a
// desktop's, where axe checks the edit form, the history and its confirm step at both widths.
import type { Page } from "@playwright/test";

import { REVISION_TEXTS } from "../../app/utils/texts/admin/history";
import { expectToast, toast, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { atPhoneWithoutScriptsAndDesktop, expect, test, VIEWPORTS } from "./fixtures";

/** Axe's violations at the phone's width, then at the desktop's. */
async function violationsAtBothWidths(page: Page) {
  const found: Record<string, string[]> = {};
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    found[`${viewport.width} px`] = await axeViolations(page);
  }
  return found;
}
const NONE = { [`${VIEWPORTS.phone.width} px`]: [], [`${VIEWPORTS.desktop.width} px`]: [] };

// Three axe runs at two widths besides the flow.
test.describe.configure({ timeout: 90_000 });

atPhoneWithoutScriptsAndDesktop((javaScriptEnabled) => {
  test("a press item's history restores its earlier title for visitors; its Portuguese title shows on /pt/press", async ({
    page,
    browser,
    login,
  }) => {
    const [first, later, portuguese] = [unique("Quay Lights"), unique("Harbour Lights"), unique("Luzes do Cais")];
    // axe runs in the page: with scripts on, at both widths.
    const expectNoViolations = async () => {
      if (javaScriptEnabled) expect(await violationsAtBothWidths(page)).toEqual(NONE);
    };
    await login();
    await page.goto("/admin/press");
    const add = page.getByRole("form", { name: "Add press item" });
    // An exhibition: the Press page's awards, which other tests count by year, stay the demo's.
    await add.getByLabel("Kind").selectOption("exhibition");
    await add.getByLabel("Date").fill("2025-02-14");
    await add.getByLabel("Title").fill(first);
    await add.getByLabel("Portuguese").fill(portuguese);
    await add.getByLabel("Organisation or publication").fill("Harbour Trust");
    await add.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Press item saved.");

    await page.getByRole("link", { name: `Edit ${first}` }).click();
    const edit = page.getByRole("form", { name: "Edit press item" });
    await expect(edit.getByLabel("Portuguese")).toHaveValue(portuguese);
    await edit.getByLabel("Title").fill(later);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Press item saved.");

    const visitor = await browser.newPage({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    await visitor.goto("/press");
    await expect(visitor.getByText(later)).toBeVisible();

    // Its history: two versions, the earlier restored after the confirm step.
    await page.getByRole("link", { name: `Edit ${later}` }).click();
    await expectNoViolations();
    await page.getByRole("link", { name: REVISION_TEXTS.pageTitle(later) }).click();
    await expect(page.getByRole("heading", { level: 1, name: REVISION_TEXTS.pageTitle(later) })).toBeVisible();
    const versions = page.getByRole("list", { name: "Versions, newest first" }).getByTestId("revision");
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText("Title");
    await expect(versions.nth(0)).toContainText(REVISION_TEXTS.current);
    await expect(versions.nth(1)).toContainText("Created");
    await expectNoViolations();
    await versions
      .nth(1)
      .getByRole("link", { name: /^Restore: Created/ })
      .click();
    const dialog = page.getByRole("alertdialog", { name: REVISION_TEXTS.confirmTitle });
    await expect(dialog).toContainText("Created");
    await expectNoViolations();
    await dialog.getByRole("button", { name: REVISION_TEXTS.confirmButton }).click();
    await expectToast(page, REVISION_TEXTS.restoredToast);
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText(REVISION_TEXTS.restored("Title"));

    await visitor.goto("/press");
    await expect(visitor.getByText(first)).toBeVisible();
    await expect(visitor.getByText(later)).toHaveCount(0);
    await visitor.goto("/pt/press");
    await expect(visitor.getByText(portuguese)).toBeVisible();
    await expect(visitor.getByText(first)).toHaveCount(0);

    // No Portuguese title: /pt/press shows the original, marked as English; the toast's Undo brings it back.
    await page.goto("/admin/press");
    await page.getByRole("link", { name: `Edit ${first}` }).click();
    await page.getByRole("form", { name: "Edit press item" }).getByLabel("Portuguese").fill("");
    await page
      .getByRole("form", { name: "Edit press item" })
      .getByRole("button", { name: "Save", exact: true })
      .click();
    await expectToast(page, "Press item saved.");
    await visitor.goto("/pt/press");
    await expect(visitor.getByText(portuguese)).toHaveCount(0);
    await expect(visitor.locator('[lang="en"]', { hasText: first })).toBeVisible();
    await toast(page).filter({ hasText: "Press item saved." }).getByRole("button", { name: /^Undo/ }).click();
    await expectToast(page, REVISION_TEXTS.undoneToast);
    await visitor.goto("/pt/press");
    await expect(visitor.getByText(portuguese)).toBeVisible();
    await visitor.close();

    // The worker's database is shared with the next tests: the item goes for good.
    await page.goto("/admin/press");
    await page.getByRole("button", { name: `Move ${first} to the trash` }).click();
    await expectToast(page, "Press item moved to the trash.");
    await page.getByRole("button", { name: `Delete ${first} for good` }).click();
    await expectToast(page, "Press item deleted for good.");
  });
});
