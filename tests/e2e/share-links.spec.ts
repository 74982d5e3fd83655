// Private projects and share links in the browser: a project made private leaves a visitor's open page
// live and its URL 404s; the admin makes a selection and a link for one recipient; the recipient sees
// the selection (phone and desktop, no axe violation), the admin sees what was opened, and once revoked
// the link shows the dead-link page. The HTTP side (headers, cache, logs, timing, PDF) is in
// tests/http/share-links.http.test.ts.
import type { Page } from "@playwright/test";

import { expectHttpErrors, expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, unique, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { portugueseTexts, seedProject } from "./seed-project";

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("a private project is hidden from visitors and shown through a live link, which logs what was opened until it is revoked", async ({
  page,
  browser,
  login,
  server,
  consoleErrors,
}) => {
  test.slow();
  // Two projects of its own, complete in both languages, so that making one public again passes the checks
  // whatever the worker's other tests left behind.
  // The first is seeded as a draft and published here, which also empties the page cache of lists kept before.
  const [hidden, shown] = (["draft", "published"] as const).map((status, i) => {
    const name = unique(["Jury House", "Jury Shop"][i]);
    const texts = { name, description: "For the jury.", status };
    return { name, description_part_2: "Second part.", ...seedProject(server, texts, { pt: portugueseTexts(name) }) };
  });
  await login();
  await page.goto(`/admin/projects?edit=${hidden.id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Project published. Visitors can see it now.");

  // A visitor has the project list open (live updates on) while the admin makes the project private.
  const visitorContext = await browser.newContext({ viewport: VIEWPORTS.phone });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/projects/all");
  await waitForHydration(visitor);
  await expect(visitor.getByRole("link", { name: hidden.name }).first()).toBeVisible();
  await page.getByRole("button", { name: "Make private" }).click();
  await expectToast(page, "Project made private. Only share links show it now.");
  await expect(visitor.getByRole("link", { name: hidden.name })).toHaveCount(0);
  expect((await visitor.goto(`/projects/detail/${hidden.link}`))?.status()).toBe(404);

  try {
    // The admin picks both projects (the private one first) and makes a link for one recipient.
    await page.goto("/admin/home");
    await page.getByRole("link", { name: "Selections" }).click();
    await expect(page.getByRole("button", { name: "Create selection" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByLabel("Title").fill("For the jury");
    await page.getByLabel("Note (shown on the cover)").fill("Two recent projects, as discussed.");
    await page.getByRole("checkbox", { name: new RegExp(hidden.name) }).check();
    await page.getByRole("checkbox", { name: new RegExp(shown.name) }).check();
    await page.getByLabel(`Position of ${hidden.name}`).fill("1");
    await page.getByLabel(`Position of ${shown.name}`).fill("2");
    await page.getByRole("button", { name: "Create selection" }).click();
    await expectToast(page, "Selection created. Make a link for each recipient below.");
    await page.getByLabel("Recipient's name").fill("Ana Jury");
    await page.getByRole("button", { name: "Make link" }).click();
    const url = await page.getByRole("textbox", { name: "Link for Ana Jury" }).inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // The recipient, on a phone: the cover, then the projects in order, with their images.
    await visitor.goto(url);
    await expect(visitor.getByRole("heading", { level: 1, name: "For the jury" })).toBeVisible();
    await expect(visitor.getByText("Two recent projects, as discussed.")).toBeVisible();
    const names = visitor.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(names).toHaveText([hidden.name, shown.name]);
    const image = visitor.locator("main li img").first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await waitForHydration(visitor);
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize(VIEWPORTS.desktop);
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("link", { name: `View the project: ${hidden.name}` }).click();
    await expect(visitor.getByText(hidden.description_part_2)).toBeVisible();
    await expectNoAxeViolations(visitor);

    // The admin sees the opening and the project looked at.
    await page.reload();
    const entry = page.getByTestId("share-link").filter({ hasText: "Ana Jury" });
    await expect(entry).toContainText("Opened once");
    await expect(entry).toContainText(`${hidden.name} (1)`);

    // Revoked: the recipient gets the dead-link page, no sign-in.
    await entry.getByRole("button", { name: "Revoke the link for Ana Jury" }).click();
    await expectToast(page, "Link revoked. It no longer opens the selection.");
    await expect(entry).toContainText("Revoked");
    expect((await visitor.goto(url))?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "This link has expired or was withdrawn" })).toBeVisible();
    await expect(visitor.getByLabel(/password/i)).toHaveCount(0);
    await expectNoAxeViolations(visitor);

    // The audit log keeps who made and who revoked the link (Admin → Security).
    await page.goto("/admin/security");
    const entries = page.getByRole("row").filter({ hasText: "For the jury" }).filter({ hasText: "Ana Jury" });
    await expect(entries.filter({ hasText: "share link made" })).not.toHaveCount(0);
    await expect(entries.filter({ hasText: "share link revoked" })).not.toHaveCount(0);
  } finally {
    await visitorContext.close();
    hidden.remove();
    shown.remove();
  }
  // The private project's URL and the dead link answered 404, as they should.
  expectHttpErrors(consoleErrors, 404);
});
