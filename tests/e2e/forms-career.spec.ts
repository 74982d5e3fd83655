import type { Page } from "@playwright/test";

import { FORM_TOKEN_FIELD, PORTFOLIO_MAX_BYTES } from "../../app/utils/constants";
import { FORM_TEXTS } from "../../app/utils/texts/admin/forms";
import { MEDIA_TEXTS } from "../../app/utils/texts/admin/media";
import { en } from "../../app/utils/texts/en";
import { imageFile } from "./admin-helpers";
import { expect, test } from "./fixtures";
import {
  asNewVisitor,
  expectFieldError,
  expectOnlyRefusals,
  formToken,
  pdf,
  submissionForm,
  unique,
  uniqueIp,
  waitLikeAPerson,
} from "./forms-helpers";

const form = submissionForm;
const portfolioInput = (page: Page) => form(page).getByLabel(en.career.portfolio, { exact: true });
const tooBig = () => pdf(PORTFOLIO_MAX_BYTES + 1);
const notAPdf = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("just some text, not a PDF at all\n"),
};

async function fill(page: Page, fields: { name?: string; tel?: string; email?: string; tellUs?: string }) {
  const f = form(page);
  if (fields.name !== undefined) await f.getByLabel("Name", { exact: true }).fill(fields.name);
  if (fields.tel !== undefined) await f.getByLabel("Tel", { exact: true }).fill(fields.tel);
  if (fields.email !== undefined) await f.getByLabel("Mail", { exact: true }).fill(fields.email);
  if (fields.tellUs !== undefined) await f.getByLabel("Anything to tell us?", { exact: true }).fill(fields.tellUs);
}

test.describe("career page", () => {
  test("shows the career text and a mail link from the database, with its title", async ({ page }) => {
    await page.goto("/career");
    await expect(page).toHaveTitle("Career — Paper Plane Project Studio");
    const mail = page.locator("main a[href^='mailto:']").first();
    const address = await mail.textContent();
    expect(address).toMatch(/@/);
    await expect(mail).toHaveAttribute("href", `mailto:${address}`);
    await expect(page.getByRole("heading", { name: "CAREER" })).toBeVisible();
    for (const label of ["Name", "Tel", "Mail", "Anything to tell us?", en.career.portfolio]) {
      await expect(form(page).getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel("Mail", { exact: true })).toHaveAttribute("type", "email");
  });
});

test.describe("career form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test("shows the chosen file as a link cut to 40 characters; another choice replaces it", async ({ page }) => {
    await page.goto("/career");
    const longName = "a-very-long-portfolio-file-name-for-the-studio-application-2026.pdf";
    await portfolioInput(page).setInputFiles({ name: longName, mimeType: "application/pdf", buffer: pdf() });
    const link = form(page).locator("a[href^='blob:']");
    await expect(link).toHaveText(longName.slice(0, 40));
    await portfolioInput(page).setInputFiles({ name: "second.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText("second.pdf");
  });

  test("asks for a portfolio and valid fields before sending anything", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/career");
    await fill(page, { name: "Grace", email: "grace@" });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioRequired);
    await expectFieldError(page, "Mail", FORM_TEXTS.emailInvalid);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Grace");
    expect(posts).toEqual([]);
  });

  test("refuses a file over 10 MB in the browser, before uploading it", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/career");
    await fill(page, { name: "Big File", email: "big@example.org" });
    await portfolioInput(page).setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: tooBig() });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioTooLarge);
    expect(posts).toEqual([]);
  });

  test("refuses a file that is not a PDF, JPEG, PNG or ZIP by its content, keeping the fields", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/career");
    await fill(page, { name: "Text File", email: "text@example.org", tellUs: "Kept words" });
    await portfolioInput(page).setInputFiles(notAPdf);
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioBadType);
    await expect(form(page).getByLabel("Anything to tell us?", { exact: true })).toHaveValue("Kept words");
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Text File");
    expectOnlyRefusals(consoleErrors, [415]);
  });

  test("an upload that breaks off says so; an answer that is not the server's outcome gets the failure message", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/career");
    await fill(page, { name: "Broken Line", email: "broken@example.org", tellUs: "Keep me" });
    await portfolioInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf() });
    await waitLikeAPerson(page);
    await page.route("**/career/apply", (route) => route.abort("connectionreset"));
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("alert")).toHaveText(MEDIA_TEXTS.uploadFailed);
    await expect(form(page).getByLabel("Anything to tell us?", { exact: true })).toHaveValue("Keep me");
    await expect(form(page).locator("a[href^='blob:']")).toHaveText("cv.pdf");

    await page.unroute("**/career/apply");
    await page.route("**/career/apply", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("alert")).toHaveText(en.formErrors.careerFailed);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Broken Line");
    expect(consoleErrors.filter((e) => !/ERR_CONNECTION_RESET|status of 502/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });

  test("uploads with progress, says it was sent, clears the form; the inbox has it and the studio gets the file", async ({
    page,
    browser,
    login,
    mailbox,
  }) => {
    const name = unique("Career JS");
    const file = pdf(3 * 1024 * 1024);
    await page.goto("/career");
    const studioAddress = await page.locator("main a[href^='mailto:']").first().textContent();
    await fill(page, {
      name,
      tel: "0301234",
      email: "applicant@example.org",
      tellUs: `I draw <script>alert(1)</script> ${name}`,
    });
    await portfolioInput(page).setInputFiles({
      name: "my portfolio (final).pdf",
      mimeType: "application/pdf",
      buffer: file,
    });
    await waitLikeAPerson(page);
    // Record what the page shows while the upload runs.
    await page.evaluate(() => {
      const seen = { progress: false, pending: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector("progress")) seen.progress = true;
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "SENDING…");
        if (button?.disabled) seen.pending = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("status")).toHaveText(en.form.sent);
    expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({
      progress: true,
      pending: true,
    });
    for (const label of ["Name", "Tel", "Mail", "Anything to tell us?"])
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue("");
    await expect(portfolioInput(page)).toHaveValue("");
    await expect(form(page).locator("a[href^='blob:']")).toHaveCount(0);

    await expect.poll(async () => (await mailbox.matching(name)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailbox.matching(name);
    expect(mail.to).toEqual([studioAddress]);
    expect(mail.reply_to).toBe("applicant@example.org");
    expect(mail.subject).toBe(`Career application from ${name}`);
    expect(mail.text).toContain(`I draw <script>alert(1)</script> ${name}`);
    expect(mail.text).toContain("Portfolio: attached (my-portfolio-final.pdf");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0].filename).toBe("my-portfolio-final.pdf");
    expect(Buffer.from(mail.attachments![0].content, "base64").equals(file)).toBe(true);

    // The inbox: unread until opened, then the full text and the portfolio download.
    await login();
    await page.goto("/admin/inbox");
    const row = page.getByRole("link", { name: new RegExp(name) });
    await expect(row.getByRole("img", { name: "Unread" })).toBeVisible();
    await row.click();
    await expect(page.getByRole("heading", { name: `Career application from ${name}` })).toBeVisible();
    await expect(page.getByText(`I draw <script>alert(1)</script> ${name}`)).toBeVisible();
    const download = page.getByRole("link", { name: "Download my-portfolio-final.pdf" });
    const href = (await download.getAttribute("href"))!;
    const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(saved.suggestedFilename()).toBe("my-portfolio-final.pdf");
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-disposition"]).toBe('attachment; filename="my-portfolio-final.pdf"');
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect((await answer.body()).equals(file)).toBe(true);
    await page.goto("/admin/inbox");
    await expect(page.getByRole("link", { name: new RegExp(name) }).getByRole("img", { name: "Unread" })).toHaveCount(
      0,
    );

    // Without a session the portfolio is refused.
    const anonymous = await browser.newContext();
    const refused = await anonymous.request.get(href, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers()["location"]).toMatch(/^\/admin\/login/);
    expect((await anonymous.request.get(href)).url()).toContain("/admin/login");
    await anonymous.close();
  });

  test("a portfolio too large for mail is linked from the mail instead of attached", async ({ page, mailbox }) => {
    const name = unique("Career big");
    await page.goto("/career");
    await fill(page, { name, email: "big@example.org" });
    await portfolioInput(page).setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: pdf(8 * 1024 * 1024),
    });
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("status")).toHaveText(en.form.sent, { timeout: 15_000 });
    await expect.poll(async () => (await mailbox.matching(name)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailbox.matching(name);
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toMatch(
      /big\.pdf \(8\.0 MB\) is too large to attach; download it from the admin inbox: \S*\/admin\/inbox\/career\/\d+/,
    );
  });
});

test.describe("career form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test("asks for a portfolio", async ({ page, consoleErrors }) => {
    await page.goto("/career");
    await fill(page, { name: "No File", email: "nofile@example.org" });
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioRequired);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("No File");
    expectOnlyRefusals(consoleErrors, [400]);
  });

  test("the server cuts off a file over 10 MB and keeps the typed fields", async ({ page, consoleErrors }) => {
    await page.goto("/career");
    await fill(page, { name: "Too Big", email: "toobig@example.org", tellUs: "Still here" });
    await portfolioInput(page).setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: tooBig() });
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioTooLarge);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Too Big");
    await expect(form(page).getByLabel("Anything to tell us?", { exact: true })).toHaveValue("Still here");
    expectOnlyRefusals(consoleErrors, [413]);
  });

  test("refuses a text file named .pdf", async ({ page, consoleErrors }) => {
    await page.goto("/career");
    await fill(page, { name: "Wrong Type", email: "wrong@example.org" });
    await portfolioInput(page).setInputFiles(notAPdf);
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, en.career.portfolio, en.formErrors.portfolioBadType);
    expectOnlyRefusals(consoleErrors, [415]);
  });

  test("a full-page post stores the application and shows the outcome with an empty form", async ({ page, login }) => {
    const name = unique("Career no-JS");
    await page.goto("/career");
    await fill(page, { name, email: "nojs@example.org", tellUs: "Without JavaScript" });
    // A whole PNG: a signature followed by zeros is refused now that the structure is checked.
    await portfolioInput(page).setInputFiles(await imageFile("work.png"));
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText(en.form.sent)).toBeVisible();
    for (const label of ["Name", "Mail", "Anything to tell us?"])
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue("");
    await login();
    await page.goto("/admin/inbox");
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("link", { name: "Download work.png" })).toBeVisible();
  });
});

test("the server refuses an upload over 10 MB posted directly, on both ways in", async ({ request }) => {
  const ip = uniqueIp();
  const token = await formToken(request, "/career", ip);
  const multipart = {
    name: "Direct",
    email: "direct@example.org",
    [FORM_TOKEN_FIELD]: token,
    portfolio: { name: "huge.pdf", mimeType: "application/pdf", buffer: tooBig() },
  };
  const upload = await request.post("/career/apply", { headers: { "X-Forwarded-For": ip }, multipart });
  expect(upload.status()).toBe(413);
  expect(await upload.json()).toEqual({
    ok: false,
    errors: { portfolio: en.formErrors.portfolioTooLarge },
    values: { name: "Direct", email: "direct@example.org" },
  });
  const page = await request.post("/career", { headers: { "X-Forwarded-For": ip }, multipart });
  expect(page.status()).toBe(413);
  expect(await page.text()).toContain(en.formErrors.portfolioTooLarge);
});
