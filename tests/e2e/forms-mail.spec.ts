import type { APIRequestContext } from "@playwright/test";

import { FORM_TOKEN_FIELD } from "../../app/utils/constants";
import { en } from "../../app/utils/texts/en";
import { expect, test } from "./fixtures";
import { formToken, unique, uniqueIp, waitLikeAPerson, waitUntilTokenAccepted } from "./forms-helpers";

/** Sends contact messages as one visitor would, each with the marker in its name. */
async function sendMessages(request: APIRequestContext, marker: string, count: number) {
  const ip = uniqueIp();
  // One page view per message: a form token is accepted once.
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await formToken(request, "/contact-us", ip));
  for (const token of tokens) await waitUntilTokenAccepted(token);
  for (let i = 0; i < count; i++) {
    const answer = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": ip },
      form: {
        name: `${marker} #${i}`,
        email: `sender${i}@example.org`,
        message: `Message ${i}`,
        [FORM_TOKEN_FIELD]: tokens[i],
      },
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(en.form.sent);
  }
}

test("while the mail service fails, submissions are kept and their mail waits; once it recovers each is delivered exactly once", async ({
  page,
  request,
  login,
  mailbox,
}) => {
  const marker = unique("Outage");
  await mailbox.control({ down: true });
  try {
    await sendMessages(request, marker, 3);
    await login();
    await page.goto("/admin/inbox");
    const row = page.getByRole("link", { name: new RegExp(`${marker} #0`) });
    await expect(row.getByText("Mail pending")).toBeVisible();
    // The failed tries are recorded and shown.
    await expect
      .poll(
        async () => {
          await page.goto("/admin/inbox");
          await page.getByRole("link", { name: new RegExp(`${marker} #0`) }).click();
          return page
            .getByText(/Attempts: \d+/)
            .first()
            .textContent();
        },
        { timeout: 15_000 },
      )
      .toMatch(/Attempts: [2-9]/);
    await expect(page.getByText("Last error: 500: Mail service unavailable")).toBeVisible();
    expect(await mailbox.matching(marker)).toEqual([]);
  } finally {
    await mailbox.control({ down: false });
  }
  await expect.poll(async () => (await mailbox.matching(marker)).length, { timeout: 30_000 }).toBe(3);
  const mails = await mailbox.matching(marker);
  expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
  expect(new Set(mails.map((m) => m.idempotencyKey)).size).toBe(3);
  expect((await mailbox.stats()).repeats).toBe(0);
  await page.reload();
  await expect(page.getByText("Mail sent")).toBeVisible();
});

test("answering 500 twice, then recovering: the mail is retried and delivered once", async ({ request, mailbox }) => {
  const marker = unique("Flaky");
  await mailbox.control({ failNext: 2 });
  await sendMessages(request, marker, 1);
  await expect.poll(async () => (await mailbox.matching(marker)).length, { timeout: 30_000 }).toBe(1);
  expect((await mailbox.stats()).repeats).toBe(0);
});

test("the admin can resend a mail and delete a submission with its portfolio", async ({
  page,
  request,
  login,
  mailbox,
}) => {
  const marker = unique("Resend");
  await sendMessages(request, marker, 1);
  await expect.poll(async () => (await mailbox.matching(marker)).length, { timeout: 20_000 }).toBe(1);
  await login();
  await page.goto("/admin/inbox");
  await page.getByRole("link", { name: new RegExp(marker) }).click();
  await expect(page.getByRole("heading", { name: new RegExp(marker) })).toBeVisible();
  await expect(page.getByText("Mail sent")).toBeVisible();
  await page.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByRole("status")).toHaveText("The mail was queued to be sent again.");
  await expect.poll(async () => (await mailbox.matching(marker)).length, { timeout: 20_000 }).toBe(2);
  const keys = (await mailbox.matching(marker)).map((m) => m.idempotencyKey);
  expect(new Set(keys).size).toBe(2);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL("**/admin/inbox");
  await expect(page.getByRole("link", { name: new RegExp(marker) })).toHaveCount(0);
});

test("deleting an application removes its portfolio file", async ({ page, login }) => {
  const name = unique("Delete career");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  await page.goto("/career");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "SUBMIT" }) });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Mail", { exact: true }).fill("del@example.org");
  await form.getByLabel(en.career.portfolio, { exact: true }).setInputFiles({
    name: "gone.zip",
    mimeType: "application/zip",
    buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
  });
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page.getByRole("status")).toHaveText(en.form.sent);
  await login();
  await page.goto("/admin/inbox");
  await page.getByRole("link", { name: new RegExp(name) }).click();
  const href = (await page.getByRole("link", { name: "Download gone.zip" }).getAttribute("href"))!;
  expect((await page.request.get(href)).status()).toBe(200);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL("**/admin/inbox");
  const gone = await page.request.get(href);
  expect(gone.status()).toBe(404);
});
