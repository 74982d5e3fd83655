import type { Page } from "@playwright/test";

import { SUBMISSION_RATE_MAX } from "../../app/.server/env";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../app/utils/constants";
import { FORM_TEXTS } from "../../app/utils/texts/admin/forms";
import { en } from "../../app/utils/texts/en";
import { expect, type Login, test, VIEWPORTS } from "./fixtures";
import {
  asNewVisitor,
  expectFieldError,
  expectOnlyRefusals,
  formToken,
  submissionForm,
  tooFastToken,
  unique,
  uniqueIp,
  waitLikeAPerson,
  waitUntilTokenAccepted,
} from "./forms-helpers";
import { waitForHydration } from "./public-helpers";

const form = submissionForm;

async function fill(page: Page, fields: { name?: string; tel?: string; email?: string; message?: string }) {
  const f = form(page);
  if (fields.name !== undefined) await f.getByLabel("Name", { exact: true }).fill(fields.name);
  if (fields.tel !== undefined) await f.getByLabel("Tel", { exact: true }).fill(fields.tel);
  if (fields.email !== undefined) await f.getByLabel("Mail", { exact: true }).fill(fields.email);
  if (fields.message !== undefined) await f.getByLabel("Message", { exact: true }).fill(fields.message);
}

async function expectInInbox(page: Page, login: Login, name: string) {
  await login();
  await page.goto("/admin/inbox");
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
}

test.describe("contact page", () => {
  test("shows the contact content from the database, with its title and description", async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page).toHaveTitle("Contact — Paper Plane Project Studio");
    const header = page.getByRole("heading", { level: 1 });
    await expect(header).not.toBeEmpty();
    for (const term of ["Location", "Tel.", "Email"]) {
      await expect(page.locator("dt", { hasText: term })).toBeVisible();
    }
    const email = page.locator("dd a[href^='mailto:']");
    const address = await email.textContent();
    expect(address).toMatch(/@/);
    await expect(email).toHaveAttribute("href", `mailto:${address}`);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /.+/);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`lays out for the ${name} (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact-us");
      const info = await page.locator("section", { has: page.getByRole("heading", { level: 1 }) }).boundingBox();
      const formBox = await page.locator("section", { has: form(page) }).boundingBox();
      const terms = await Promise.all(
        ["Location", "Tel.", "Email"].map((t) => page.locator("dt", { hasText: t }).boundingBox()),
      );
      expect(info && formBox && terms.every(Boolean)).toBeTruthy();
      if (name === "desktop") {
        // Side by side: the details beside the form.
        expect(formBox!.x).toBeGreaterThanOrEqual(info!.x + info!.width);
        expect(terms[1]!.y).toBeGreaterThan(terms[0]!.y);
      } else {
        // Stacked: the form below the details.
        expect(formBox!.y).toBeGreaterThanOrEqual(info!.y + info!.height);
        expect(formBox!.width).toBeGreaterThan(viewport.width * 0.7);
        if (name === "tablet") {
          // Tablet: Location, Tel. and Email in one row.
          expect(Math.abs(terms[1]!.y - terms[0]!.y)).toBeLessThan(2);
          expect(terms[1]!.x).toBeGreaterThan(terms[0]!.x);
        } else {
          expect(terms[1]!.y).toBeGreaterThan(terms[0]!.y);
        }
      }
      // Nothing on the page runs past the right edge of the screen.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(overflowing).toEqual([]);
    });
  }
});

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test("checks the fields in the browser, with messages tied to their fields, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    // The browser's checks are the hydrated page's: a click before it meets only the native ones.
    await waitForHydration(page);
    await fill(page, { name: "Ada", email: "not-an-email" });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, "Mail", FORM_TEXTS.emailInvalid);
    await expectFieldError(page, "Message", en.formErrors.messageRequired);
    await expect(form(page).getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Ada");
    await expect(form(page).getByLabel("Mail", { exact: true })).toBeFocused();
  });

  test("after a refused submit, a field's message goes as it is corrected, before anything is sent", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.goto("/contact-us");
    await fill(page, { name: "Ada", email: "not-an-email", message: "Hello" });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, "Mail", FORM_TEXTS.emailInvalid);
    const mail = form(page).getByLabel("Mail", { exact: true });
    await mail.fill("ada@example.org");
    await expect(mail).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByText(FORM_TEXTS.emailInvalid)).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("sends a message: pending state, success, the form cleared, the inbox and the studio's mail", async ({
    page,
    login,
    mailbox,
  }) => {
    const name = unique("Contact JS");
    await page.goto("/contact-us");
    const studioAddress = await page.locator("dd a[href^='mailto:']").textContent();
    await fill(page, {
      name,
      tel: "+49 30 1234",
      email: "visitor@example.org",
      message: `Hello <b>studio</b>\nSecond line ${name}`,
    });
    await waitLikeAPerson(page);
    // Hold the answer so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-us.data*", async (route) => {
      await held;
      await route.continue();
    });
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(form(page).getByRole("button", { name: "SENDING…" })).toBeDisabled();
    release();
    await expect(page.getByRole("status")).toHaveText(en.form.sent);
    for (const label of ["Name", "Tel", "Mail", "Message"])
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue("");

    await expect.poll(async () => (await mailbox.matching(name)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailbox.matching(name);
    expect(mail.to).toEqual([studioAddress]);
    expect(mail.from).toBe("Studio <studio@example.com>");
    expect(mail.reply_to).toBe("visitor@example.org");
    expect(mail.subject).toBe(`Contact message from ${name}`);
    expect(mail.text).toContain(`Name: ${name}`);
    expect(mail.text).toContain("Tel: +49 30 1234");
    expect(mail.text).toContain(`Hello <b>studio</b>\nSecond line ${name}`);
    expect(mail.attachments).toBeUndefined();
    expect(mail).not.toHaveProperty("html");

    await expectInInbox(page, login, name);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
  });

  test("the server checks the fields and shows its messages by them, keeping what was typed", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact-us");
    await fill(page, { name: "   ", tel: "call me", email: "nope@", message: "Kept message" });
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expectFieldError(page, "Name", en.formErrors.nameRequired);
    await expectFieldError(page, "Tel", en.formErrors.telInvalid);
    await expectFieldError(page, "Mail", FORM_TEXTS.emailInvalid);
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue("Kept message");
    await expect(form(page).getByLabel("Mail", { exact: true })).toHaveValue("nope@");
    expectOnlyRefusals(consoleErrors, [400]);
  });

  test("the action answers a refused form with 400, its field messages and what was typed", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact-us");
    await fill(page, { name: "Kept name", email: "still-not-mail", message: "Kept text" });
    await waitLikeAPerson(page);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact-us"),
      form(page).getByRole("button", { name: "SUBMIT" }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await expectFieldError(page, "Mail", FORM_TEXTS.emailInvalid);
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveValue("Kept name");
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue("Kept text");
    expectOnlyRefusals(consoleErrors, [400]);
  });

  test("a full-page post stores the message and shows the outcome with an empty form", async ({ page, login }) => {
    const name = unique("Contact no-JS");
    await page.goto("/contact-us");
    await fill(page, { name, email: "nojs@example.org", message: "Sent without JavaScript" });
    await waitLikeAPerson(page);
    await form(page).getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText(en.form.sent)).toBeVisible();
    for (const label of ["Name", "Mail", "Message"])
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue("");
    await expectInInbox(page, login, name);
  });
});

test.describe("contact form against bots and floods", () => {
  test("a filled honeypot is dropped, a form sent back too fast or with a forged token goes to Spam; all are answered like success", async ({
    page,
    request,
    login,
  }) => {
    const ip = uniqueIp();
    const honeypotName = unique("Bot honeypot");
    const fastName = unique("Bot fast");
    const token = await formToken(request, "/contact-us", ip);
    const fast = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": ip },
      form: { name: fastName, email: "bot@example.org", message: "spam", [FORM_TOKEN_FIELD]: tooFastToken() },
    });
    expect(fast.status()).toBe(200);
    expect(await fast.text()).toContain(en.form.sent);
    await waitUntilTokenAccepted(token);
    const trapped = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": ip },
      form: {
        name: honeypotName,
        email: "bot@example.org",
        message: "spam",
        [FORM_TOKEN_FIELD]: token,
        [HONEYPOT_FIELD]: "http://spam",
      },
    });
    expect(trapped.status()).toBe(200);
    expect(await trapped.text()).toContain(en.form.sent);
    const forged = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": ip },
      form: { name: honeypotName, email: "bot@example.org", message: "spam", [FORM_TOKEN_FIELD]: "1.forged" },
    });
    expect(await forged.text()).toContain(en.form.sent);

    await login();
    await page.goto("/admin/inbox");
    await expect(page.getByRole("list", { name: "Submissions" }).or(page.getByText("No applications"))).toBeVisible();
    await expect(page.getByText(honeypotName)).toHaveCount(0);
    await expect(page.getByText(fastName)).toHaveCount(0);
    await page.goto("/admin/inbox/spam");
    await expect(page.getByRole("list", { name: "Suspected spam" }).getByText(fastName)).toBeVisible();
    // The forged token's message is kept; the honeypot's (same name) is not: one row.
    await expect(page.getByRole("list", { name: "Suspected spam" }).getByText(honeypotName)).toHaveCount(1);
  });

  test("one address gets a readable 429 once it has sent too many", async ({ request }) => {
    const ip = uniqueIp();
    const token = await formToken(request, "/contact-us", ip);
    // Every post counts, bots' included: honeypot posts use up the allowance without storing anything.
    for (let i = 0; i < SUBMISSION_RATE_MAX; i++) {
      const ok = await request.post("/contact-us", {
        headers: { "X-Forwarded-For": ip },
        form: { name: "x", email: "x@example.org", message: "x", [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "bot" },
      });
      expect(ok.status()).toBe(200);
    }
    const refused = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": ip },
      form: { name: "Kept name", email: "x@example.org", message: "x", [FORM_TOKEN_FIELD]: token },
    });
    expect(refused.status()).toBe(429);
    const html = await refused.text();
    expect(html).toMatch(/Too many submissions from your address\. Please try again in \d+ minutes?\./);
    expect(html).toContain('value="Kept name"');
    // Another address is not affected.
    const other = await request.post("/contact-us", {
      headers: { "X-Forwarded-For": uniqueIp() },
      form: { name: "x", email: "x@example.org", message: "x", [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: "bot" },
    });
    expect(other.status()).toBe(200);
  });
});
