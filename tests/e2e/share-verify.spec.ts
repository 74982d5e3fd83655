// A share link that verifies its recipient, in the browser, on a phone without JavaScript and on a desktop with it:
// without the code nothing of the selection shows (pages, files, posts), and no opening is logged; the code mailed
// through the outbox opens it once (the same code again is refused); wrong codes lock the link's codes; the cookie
// one link sets opens no other. The studio makes such a link on the selection's page and sees when it was confirmed.
import crypto from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { expectHttpErrors, expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import {
  atPhoneWithoutScriptsAndDesktop,
  expect,
  type MailBox,
  test,
  unique,
  VIEWPORTS,
  withWorkerDatabase,
  type WorkerServer,
} from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";
import { seedSelection, seedShareLink } from "./seed-share-link";

interface SeededLink {
  id: number;
  title: string;
  token: string;
  email: string;
  name: string;
}

/** A selection of one project with two verified links (English and Portuguese), made in the database. */
function seedVerifiedLinks(server: WorkerServer, title: string, projectId: number) {
  const selection = seedSelection(server, title, [projectId]);
  const link = (lang: "en" | "pt") => {
    const email = `${lang}-${crypto.randomBytes(4).toString("hex")}@client.example`;
    const name = unique(lang === "en" ? "Rita" : "Joana");
    const seeded = seedShareLink(server, selection, { recipient: name, email, lang, verify: true });
    return { ...seeded, title, email, name, lang };
  };
  return { en: link("en"), pt: link("pt") };
}

const openings = (server: WorkerServer, link: SeededLink) =>
  withWorkerDatabase(server, (db) => {
    const row = db.prepare("SELECT open_count, verified_at FROM share_links WHERE id = ?").get(link.id) as {
      open_count: number;
      verified_at: string | null;
    };
    const views = db.prepare("SELECT COUNT(*) AS n FROM share_link_views WHERE link_id = ?").get(link.id) as {
      n: number;
    };
    return { opened: row.open_count, projectViews: views.n, verified: row.verified_at !== null };
  });

const CODE_LINE = /^(\d{6})$/m;

/** The newest of the `count` codes mailed to a recipient (the mail names them), once it is in the mailbox. */
async function mailedCode(mailbox: MailBox, to: { name: string; email: string }, count: number): Promise<string> {
  const codeMails = async () => (await mailbox.matching(to.name)).filter((m) => CODE_LINE.test(m.text));
  await expect.poll(async () => (await codeMails()).length).toBe(count);
  const mail = (await codeMails()).at(-1)!;
  expect(mail.to).toEqual([to.email]);
  return CODE_LINE.exec(mail.text)![1];
}

/** Where a request of the page's browser goes without following: its status and Location. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? null };
}

async function expectAxeClean(page: Page, js: boolean) {
  if (!js) return;
  const width = page.viewportSize()!;
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(width);
}

/** Holds the page's posts to matching URLs until the returned function is called; from then on lets them through. */
async function holdPosts(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}

async function enterCode(page: Page, label: string, button: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: button }).click();
}

atPhoneWithoutScriptsAndDesktop((js) => {
  test("a verified link opens with the mailed code only, once, and for that link alone", async ({
    page,
    browser,
    server,
    mailbox,
    consoleErrors,
  }) => {
    test.slow();
    const name = unique("Verified House");
    const project = seedProject(server, { name, description: "For the jury only." });
    const { en, pt } = seedVerifiedLinks(server, unique("For the jury"), project.id);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.68.${js ? 1 : 2}.${crypto.randomInt(250) + 1}` });
    try {
      // Without the code: the code page, whatever page, file or post of the link is asked for.
      await page.goto(`/s/${en.token}/p/${project.link}`);
      await expect(page).toHaveURL(new RegExp(`/s/${en.token}/verify\\?next=`));
      if (js) await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
      await expect(page.getByText(`we send a 6-digit code to ${en.email[0]}***@client.example.`)).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
      await expect(page.getByText(en.email)).toHaveCount(0);
      for (const path of [`/s/${en.token}`, `/s/${en.token}/uploads/projects/any.webp`])
        expect((await answer(page.request, path)).location).toMatch(new RegExp(`^/s/${en.token}/verify($|\\?next=)`));
      const post = await page.request.post(`/s/${en.token}`, { form: { intent: "favourite" }, maxRedirects: 0 });
      expect(post.headers()["location"]).toMatch(new RegExp(`^/s/${en.token}/verify`));
      await expectAxeClean(page, js);

      await page.getByRole("button", { name: "Send me the code" }).click();
      await expectToast(page, "A new code is on its way. Only the newest code works.");
      await expect(page.getByText(`We sent a code to ${en.email[0]}***@client.example.`)).toBeVisible();
      const code = await mailedCode(mailbox, en, 1);

      await enterCode(page, "The 6-digit code", "Open the selection", "12");
      await expect(page.getByRole("alert")).toHaveText("Please enter the 6 digits of the code from the mail.");
      await expect(page.getByLabel("The 6-digit code")).toHaveAttribute("aria-invalid", "true");
      await expectAxeClean(page, js);
      // With scripts, the button says it is checking while the post is under way (held here until looked at).
      const released = js ? await holdPosts(page, /\/verify\.data/) : null;
      await enterCode(page, "The 6-digit code", "Open the selection", code === "000000" ? "000001" : "000000");
      if (released) {
        await expect(page.getByRole("button", { name: "Checking…" })).toBeDisabled();
        released();
      }
      await expect(page.getByRole("alert")).toHaveText(
        "That code is wrong, already used or expired. Check the newest mail, or ask for a new code.",
      );
      expect(openings(server, en)).toEqual({ opened: 0, projectViews: 0, verified: false });

      // The right code: on to the page first asked for, now counted in the view log.
      await enterCode(page, "The 6-digit code", "Open the selection", code.replace(/^(\d{3})/, "$1 "));
      await expect(page).toHaveURL(new RegExp(`/s/${en.token}/p/${project.link}$`));
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect.poll(() => openings(server, en)).toEqual({ opened: 0, projectViews: 1, verified: true });
      const [cookie] = (await page.context().cookies()).filter((c) => c.name.startsWith("share-verified"));
      expect(cookie).toMatchObject({ name: `share-verified-${en.id}`, path: "/s/", httpOnly: true, sameSite: "Lax" });
      // And on through the link, the selection's own page too (with scripts, its data is asked at /s/<token>.data).
      await page.getByRole("link", { name: "Back to the selection" }).click();
      await expect(page.getByRole("heading", { name: en.title, level: 1 })).toBeVisible();
      await expect.poll(() => openings(server, en)).toEqual({ opened: 1, projectViews: 1, verified: true });

      // The same code again, from another browser: refused, and that browser sees nothing.
      const other = await browser.newContext({ javaScriptEnabled: js, viewport: page.viewportSize()! });
      const again = await other.request.post(`/s/${en.token}/verify`, {
        form: { intent: "check", code },
        maxRedirects: 0,
        headers: { "X-Forwarded-For": "10.68.3.1" },
      });
      expect(again.status()).toBe(400);
      expect((await answer(other.request, `/s/${en.token}`)).location).toBe(`/s/${en.token}/verify`);
      await other.close();

      // The first link's cookie opens no other link, not even copied under that link's name.
      await page.goto(`/s/${pt.token}`);
      await expect(page).toHaveURL(new RegExp(`/s/${pt.token}/verify$`));
      await page.context().addCookies([{ ...cookie, name: `share-verified-${pt.id}` }]);
      expect((await answer(page.request, `/s/${pt.token}`)).location).toBe(`/s/${pt.token}/verify`);

      // The Portuguese link speaks Portuguese, and wrong codes lock its codes, the right one too, for a while.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Confirme que é você" })).toBeVisible();
      await page.getByRole("button", { name: "Enviar-me o código" }).click();
      await expect(page.getByText(`Enviámos um código para ${pt.email[0]}***@client.example.`)).toBeVisible();
      const ptCode = await mailedCode(mailbox, pt, 1);
      const wrong = ptCode === "999999" ? "999998" : "999999";
      for (let i = 1; i < 5; i++) {
        await enterCode(page, "O código de 6 dígitos", "Abrir a seleção", wrong);
        await expect(page.getByRole("alert")).toContainText("Esse código está errado");
      }
      await enterCode(page, "O código de 6 dígitos", "Abrir a seleção", wrong);
      await expect(page.getByRole("alert")).toHaveText(
        "Demasiados códigos errados. Por favor, aguarde 15 minutos e peça um novo código.",
      );
      await enterCode(page, "O código de 6 dígitos", "Abrir a seleção", ptCode);
      await expect(page.getByRole("alert")).toContainText("Demasiados códigos errados.");
      await expect(page).toHaveURL(/\/verify$/);
      expect(openings(server, pt)).toEqual({ opened: 0, projectViews: 0, verified: false });
      await expectAxeClean(page, js);
    } finally {
      project.remove();
    }
    // The refused codes were answered 400 and 429 (the page, or the fetch of its data), as they should be.
    expectHttpErrors(consoleErrors, 400, 429);
  });
});

test("the studio makes a verified link and sees when its recipient confirmed", async ({
  page,
  browser,
  login,
  server,
  mailbox,
  consoleErrors,
}) => {
  test.slow();
  const name = unique("Studio House");
  const project = seedProject(server, { name, description: "For the client." });
  const selection = seedSelection(server, unique("Client"), [project.id]);
  const recipient = unique("Marta");
  const email = `marta-${crypto.randomBytes(4).toString("hex")}@client.example`;
  try {
    await login();
    await page.goto(`/admin/selections/${selection}`);
    await waitForHydration(page);
    await page.getByLabel("Recipient's name").fill(recipient);
    await page.getByRole("checkbox", { name: /Verify the recipient/ }).check();
    await page.getByRole("button", { name: "Make link" }).click();
    await expect(page.getByText("Enter the recipient's email to verify them.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Verify the recipient/ })).toBeChecked();
    await page.getByLabel(/^Recipient's email/).fill(email);
    await page.getByRole("button", { name: "Make link" }).click();
    const url = await page.locator("#new-link").inputValue();
    const entry = page.getByTestId("share-link").filter({ hasText: recipient });
    await expect(entry.getByTestId("link-verification")).toHaveText("Verified recipient: not confirmed yet");

    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone });
    const recipientPage = await visitor.newPage();
    await recipientPage.goto(new URL(url).pathname);
    await waitForHydration(recipientPage);
    await recipientPage.getByRole("button", { name: "Send me the code" }).click();
    await expect(recipientPage.getByLabel("The 6-digit code")).toBeVisible();
    const code = await mailedCode(mailbox, { email, name: recipient }, 1);
    await enterCode(recipientPage, "The 6-digit code", "Open the selection", code);
    await expect(recipientPage.getByRole("heading", { name, level: 2 })).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(entry.getByTestId("link-verification")).toHaveText(/^Verified recipient: confirmed /);
  } finally {
    project.remove();
  }
  // The form sent without the address was answered 400, as it should be.
  expectHttpErrors(consoleErrors, 400);
});
