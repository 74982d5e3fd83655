// The admin inbox's Spam tab: a message the bot filters suspect is kept there, unmailed; "Not
// spam" moves it into the inbox and mails it to the studio, once. The whole flow at the desktop's
// width; at the phone's, what the width changes: the row and its button are reachable and work.
import type { APIRequestContext, Page } from "@playwright/test";

import { FORM_TOKEN_FIELD } from "../../app/utils/constants";
import { INBOX_TEXTS } from "../../app/utils/texts/admin/inbox";
import { en } from "../../app/utils/texts/en";
import { expect, test, VIEWPORTS } from "./fixtures";
import { tooFastToken, unique, uniqueIp } from "./forms-helpers";

/** Sends a contact message too fast after rendering its form, as a script would: answered like success, nothing lost. */
async function sendTooFast(request: APIRequestContext, name: string) {
  const sent = await request.post("/contact-us", {
    headers: { "X-Forwarded-For": uniqueIp() },
    form: {
      name,
      email: "hasty@example.org",
      message: `Please call me back, ${name}`,
      [FORM_TOKEN_FIELD]: tooFastToken(),
    },
  });
  expect(await sent.text()).toContain(en.form.sent);
}

const notSpamButton = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Suspected spam" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: `Not spam: ${name}` });

test.describe(`Spam at ${VIEWPORTS.phone.width} px (phone)`, () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the suspected message's row fits, and its Not spam button is reachable and works", async ({
    page,
    request,
    login,
  }) => {
    const name = unique("Hasty visitor");
    await sendTooFast(request, name);
    await login();
    await page.goto("/admin/inbox/spam");
    const notSpam = notSpamButton(page, name);
    await notSpam.scrollIntoViewIfNeeded();
    await expect(notSpam).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await notSpam.click();
    await expect(page.getByRole("status")).toHaveText(INBOX_TEXTS.spamReleased);
  });
});

test.describe(`Spam at ${VIEWPORTS.desktop.width} px (desktop)`, () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a message sent back too fast waits in Spam, unmailed; Not spam moves it to the inbox and mails it once", async ({
    page,
    request,
    login,
    mailbox,
  }) => {
    const name = unique("Hasty visitor");
    await sendTooFast(request, name);

    await login();
    await page.goto("/admin/inbox");
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Inbox lists" })
      .getByRole("link", { name: /^Spam \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/inbox\/spam$/);
    const spamList = page.getByRole("list", { name: "Suspected spam" });
    const row = spamList.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(INBOX_TEXTS.spamReasons["too-fast"])).toBeVisible();
    const notSpam = notSpamButton(page, name);
    // Reachable at this width: the button is inside the window.
    await notSpam.scrollIntoViewIfNeeded();
    await expect(notSpam).toBeInViewport();
    expect(await mailbox.matching(name)).toEqual([]);

    await notSpam.click();
    await expect(page.getByRole("status")).toHaveText(INBOX_TEXTS.spamReleased);
    await expect(spamList.getByText(name)).toHaveCount(0);

    await page.getByRole("navigation", { name: "Inbox lists" }).getByRole("link", { name: "Inbox" }).click();
    const inboxRow = page.getByRole("link", { name: new RegExp(name) });
    await expect(inboxRow).toBeVisible();
    await expect.poll(async () => (await mailbox.matching(name)).length, { timeout: 30_000 }).toBe(1);
    expect((await mailbox.stats()).repeats).toBe(0);
    await inboxRow.click();
    await expect(page.getByText(`Please call me back, ${name}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Not spam" })).toHaveCount(0);
  });
});
