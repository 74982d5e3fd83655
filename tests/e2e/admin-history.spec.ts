// History and undo: every save offers "Undo" in its toast, which stays while it is
// hovered or focused; each page and project has a history where an older version can be restored
// (a confirm step, then a plain form post), and the inbox says which admin released an item.
import type { Page } from "@playwright/test";

import { FORM_TOKEN_FIELD, UNDO_TOAST_MS } from "../../app/utils/constants";
import { REVISION_TEXTS } from "../../app/utils/texts/admin/history";
import { INBOX_TEXTS } from "../../app/utils/texts/admin/inbox";
import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { addProject, escapeRegExp, expectToast, toast, unique } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS } from "./fixtures";
import { tooFastToken, uniqueIp } from "./forms-helpers";

const studioForm = (page: Page) => page.getByRole("form", { name: "Studio detail", exact: true });

async function saveStudioDetail(page: Page, detail: string) {
  await page.goto("/admin/pages/studio");
  await studioForm(page).getByLabel("Studio detail", { exact: true }).fill(detail);
  await studioForm(page).getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Studio detail updated successfully!");
}

/** Saves two new studio texts, one after the other; answers them in that order. */
async function twoStudioSaves(page: Page): Promise<[string, string]> {
  const texts: [string, string] = [unique("The studio before"), unique("The studio after")];
  for (const text of texts) await saveStudioDetail(page, text);
  return texts;
}

// The flow once, on a phone; the width changes only where the toast sits: it is checked at a desktop's too.
test.describe(`at ${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px`, () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("Undo in the save's toast brings the studio's old text back on the public page", async ({ page, login }) => {
    // The page's clock moves only when the test moves it, once paused below.
    await page.clock.install();
    await login();
    const [before, after] = await twoStudioSaves(page);

    const shown = toast(page).filter({
      hasText: "Studio detail updated successfully!",
    });
    const undo = shown.getByRole("button", {
      name: "Undo: Studio detail updated successfully!",
    });
    await expect(undo).toBeInViewport();
    // It stays UNDO_TOAST_MS, and waits while the pointer is on it or focus is in it.
    expect(await shown.evaluate((el) => Number(el.getAnimations()[0].effect!.getComputedTiming().duration))).toBe(
      UNDO_TOAST_MS,
    );
    await undo.focus();
    await expect.poll(() => shown.evaluate((el) => el.getAnimations()[0].playState)).toBe("paused");
    // Caught mid-fade, a toast in use still shows in full (a faint one would fail contrast).
    await shown.evaluate((el) => void (el.getAnimations()[0].currentTime = 50));
    await expect(shown).toHaveCSS("opacity", "1");
    expect(await axeViolations(page), `${VIEWPORTS.phone.width} px`).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(undo).toBeInViewport();
    expect(await axeViolations(page), `${VIEWPORTS.desktop.width} px`).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(UNDO_TOAST_MS + 1000);
    await expect(undo).toBeVisible();
    await shown.hover();
    await undo.blur();
    await page.clock.runFor(UNDO_TOAST_MS + 1000);
    await expect(undo).toBeVisible();
    await undo.click();
    await expectToast(page, REVISION_TEXTS.undoneToast);
    await expect(page).toHaveURL(/\/admin\/pages\/studio$/);
    await expect(studioForm(page).getByLabel("Studio detail", { exact: true })).toHaveValue(before);

    await page.goto("/studio");
    await expect(page.getByText(before)).toBeVisible();
    await expect(page.getByText(after)).toHaveCount(0);
  });
});

test.describe("projects", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a project's history restores an older version; a delete's toast undoes it and links to the trash", async ({
    page,
    request,
    login,
  }) => {
    await login();
    const name = unique("History House");
    const link = await addProject(page, name);
    const edit = page.getByRole("form", { name: "Edit project" });
    await edit.getByLabel("Description part 1").fill("Words written later.");
    await edit.getByRole("button", { name: "Update Project" }).click();
    await expectToast(page, "Project updated successfully!");
    expect(await (await request.get(link)).text()).toContain("Words written later.");

    await page.goto("/admin/projects");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByRole("link", { name: REVISION_TEXTS.pageTitle(name) }).click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: REVISION_TEXTS.pageTitle(name),
      }),
    ).toBeVisible();
    const versions = page.getByRole("list", { name: "Versions, newest first" }).getByTestId("revision");
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText("Description part 1");
    await expect(versions.nth(0)).toContainText(E2E_ADMIN.email);
    await expect(versions.nth(0)).toContainText(REVISION_TEXTS.current);
    await expect(versions.nth(1)).toContainText("Created");

    await versions
      .nth(1)
      .getByRole("link", { name: /^Restore: Created/ })
      .click();
    const dialog = page.getByRole("alertdialog", {
      name: REVISION_TEXTS.confirmTitle,
    });
    await expect(dialog).toContainText("Created");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: REVISION_TEXTS.confirmButton }).click();
    await expectToast(page, REVISION_TEXTS.restoredToast);
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText(REVISION_TEXTS.restored("Description part 1"));
    const publicPage = await (await request.get(link)).text();
    expect(publicPage).toContain("One.");
    expect(publicPage).not.toContain("Words written later.");

    // Delete (the product's dialog; the toast says the project went to the trash), then the toast's own ways back.
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog", { name: "Confirm Deletion" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(
      page,
      "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
    );
    const deleted = toast(page).filter({
      hasText:
        "Project moved to the trash. Visitors no longer see it, nor its images and videos; it can be restored for 30 days.",
    });
    await expect(deleted.getByRole("link", { name: REVISION_TEXTS.trashLink })).toHaveAttribute("href", "/admin/trash");
    expect((await request.get(link)).status()).toBe(404);
    await deleted.getByRole("button", { name: /^Undo/ }).click();
    await expectToast(page, REVISION_TEXTS.undoneToast);
    expect((await request.get(link)).status()).toBe(200);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

  test("restore from the history and Undo in the toast work as plain form posts", async ({ page, login }) => {
    await login();
    const [first, second] = await twoStudioSaves(page);

    await page.getByRole("link", { name: REVISION_TEXTS.pageTitle("the studio page") }).click();
    await expect(page).toHaveURL(/\/admin\/history\/studio\/1$/);
    const restoreLink = page
      .getByTestId("revision")
      .nth(1)
      .getByRole("link", { name: /^Restore:/ });
    await restoreLink.click();
    await page
      .getByRole("alertdialog", { name: REVISION_TEXTS.confirmTitle })
      .getByRole("link", { name: "Cancel" })
      .click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    // The second newest, twice: first the first text, then the second one, whose restore is undone.
    for (const shown of [first, second]) {
      await page.goto("/admin/history/studio/1");
      await restoreLink.click();
      await page.getByRole("alertdialog").getByRole("button", { name: REVISION_TEXTS.confirmButton }).click();
      await expectToast(page, REVISION_TEXTS.restoredToast);
      await expect(page).toHaveURL(/\/admin\/history\/studio\/1$/);
      expect(await (await page.request.get("/studio")).text()).toContain(shown);
    }
    // The restore is a revision too: its toast's Undo puts back what it replaced.
    await toast(page).getByRole("button", { name: /^Undo/ }).click();
    await expectToast(page, REVISION_TEXTS.undoneToast);
    await page.goto("/studio");
    await expect(page.getByText(first)).toBeVisible();
  });
});

test("the inbox shows which admin released an item from spam", async ({ page, request, login }) => {
  const name = unique("Quick visitor");
  // Sent too fast after rendering, as a script would: held in Spam.
  await request.post("/contact-us", {
    headers: { "X-Forwarded-For": uniqueIp() },
    form: {
      name,
      email: "quick@example.org",
      message: `Hello from ${name}`,
      [FORM_TOKEN_FIELD]: tooFastToken(),
    },
  });
  await login();
  await page.goto("/admin/inbox/spam");
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/contact\/\d+$/);
  await page.getByRole("button", { name: "Not spam", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: INBOX_TEXTS.spamReleased })).toBeVisible();
  // "just now", or minutes on a slow machine.
  const ago = "(just now|\\d+ min ago)";
  await expect(
    page.getByText(new RegExp(`^Marked not spam by ${escapeRegExp(E2E_ADMIN.email)}, ${ago}$`)),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`^Opened by ${escapeRegExp(E2E_ADMIN.email)}, ${ago}$`))).toBeVisible();
});
