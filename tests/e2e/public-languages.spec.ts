// The public site in Portuguese, at a phone's and a desktop's width: every page under /pt/ in
// Portuguese with its language switch, axe-clean; the switch keeps the visitor on the same page; a
// missing translation shows the English text marked with its language; a browser that prefers
// Portuguese is offered the Portuguese page once, until dismissed; a form refuses in Portuguese, with
// JavaScript and without.
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { pt } from "../../app/utils/texts/pt";
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS, type WorkerServer } from "./fixtures";
import { asNewVisitor, expectOnlyRefusals } from "./forms-helpers";
import { waitForHydration } from "./public-helpers";

/** The demo project "Harbour Studios, Rotterdam" (by name: other tests of the worker add newer projects). */
const harbourStudios = (server: WorkerServer) => {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return db.prepare("SELECT id, link FROM projects WHERE name = 'Harbour Studios, Rotterdam'").get() as {
      id: number;
      link: string;
    };
  } finally {
    db.close();
  }
};

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`at ${viewport.width} px every public page reads in Portuguese under /pt/, axe-clean, with a switch to the same page in English`, async ({
    page,
    server,
  }) => {
    test.slow(); // seven pages, each checked by axe
    await page.setViewportSize(viewport);
    const pages = [
      { path: "/", heading: "PAPER PLANE PROJECT STUDIO", text: "AS NOSSAS NOVIDADES" },
      { path: "/projects", heading: "Projetos", text: "Estúdios do Porto, Roterdão" },
      { path: "/projects/architecture", heading: "Arquitetura", text: "Casa Lumen, Lisboa" },
      { path: `/projects/detail/${harbourStudios(server).link}`, heading: "Estúdios do Porto", text: "Localização" },
      { path: "/studio", heading: "SOBRE NÓS", text: "Fundado em 2014" },
      { path: "/career", heading: "CARREIRA", text: "Quer dizer-nos alguma coisa?" },
      { path: "/contact-us", heading: "Fale-nos do seu projeto.", text: "Envie-nos uma mensagem" },
    ];
    for (const { path, heading, text } of pages) {
      const pt = path === "/" ? "/pt/" : `/pt${path}`;
      await page.goto(pt);
      await expect(page.locator("html"), pt).toHaveAttribute("lang", "pt");
      await expect(page.getByRole("heading", { level: 1 }), pt).toContainText(heading);
      await expect(page.getByText(text).first(), pt).toBeVisible();
      const languages = page.getByRole("navigation", { name: "Idioma" });
      await expect(languages.getByRole("link", { name: "PT Português" }), pt).toHaveAttribute("aria-current", "true");
      await expect(languages.getByRole("link", { name: "EN English" }), pt).toBeVisible();
      expect(await axeViolations(page), pt).toEqual([]);
    }

    // The switch, by keyboard, from a project to the same project in English and back.
    const detail = pages[3].path;
    await page.goto(`/pt${detail}`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "EN English" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(detail);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Studios");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "PT Português" }).click();
    await expect(page).toHaveURL(`/pt${detail}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estúdios do Porto");
  });
}

test('a missing translation shows the English text, marked lang="en", in place of an empty block', async ({
  page,
  server,
}) => {
  const { id, link } = harbourStudios(server);
  const db = new Database(server.databasePath);
  const where = "subject = 'project' AND subject_id = ? AND lang = 'pt' AND field = 'description_part_1'";
  const removed = db.prepare(`SELECT value FROM translations WHERE ${where}`).get(id) as { value: string };
  const english = db.prepare("SELECT description_part_1 FROM projects WHERE id = ?").get(id) as {
    description_part_1: string;
  };
  db.prepare(`DELETE FROM translations WHERE ${where}`).run(id);
  try {
    // A query string passes the page cache, which a write straight to the file does not clear.
    await page.goto(`/pt/projects/detail/${link}?missing`);
    const paragraph = page.getByText(english.description_part_1);
    await expect(paragraph).toBeVisible();
    await expect(paragraph).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByText(removed.value)).toHaveCount(0);
  } finally {
    db.prepare(
      "INSERT INTO translations (subject, subject_id, lang, field, value) VALUES ('project', ?, 'pt', 'description_part_1', ?)",
    ).run(id, removed.value);
    db.close();
  }
});

/** The Portuguese contact form's fields: a refused send marks each invalid, described by its message in Portuguese. */
async function sendRefusedContactForm(page: Page) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: pt.form.submit }) });
  await form.getByLabel(pt.form.name, { exact: true }).fill("Ana");
  await form.getByLabel(pt.form.tel, { exact: true }).fill("liguem-me");
  await form.getByLabel(pt.form.mail, { exact: true }).fill("ana@");
  await form.getByRole("button", { name: pt.form.submit }).click();
  for (const [label, message] of [
    [pt.form.tel, pt.formErrors.telInvalid],
    [pt.form.mail, pt.formErrors.emailInvalid],
    [pt.contact.message, pt.formErrors.messageRequired],
  ]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  await expect(form.getByLabel(pt.form.name, { exact: true })).toHaveValue("Ana");
}

test.describe("a browser that prefers Portuguese", () => {
  test.use({ locale: "pt-PT" });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    test(`at ${viewport.width} px is offered the Portuguese page once, in Portuguese, by keyboard, until dismissed; the Portuguese form refuses in Portuguese`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact-us");
      const offer = page.getByRole("complementary", { name: pt.languageOffer.text });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", "pt");
      await expect(offer.getByRole("link", { name: pt.languageOffer.link })).toHaveAttribute("href", "/pt/contact-us");
      expect(await axeViolations(page)).toEqual([]);
      // Scrolled to the end, the page's foot shows above it, not under it. Scrolled again on each try: the room
      // below the footer is added once the bar has been laid out, which can come after a first scroll.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const [foot, bar] = await Promise.all([page.locator("footer").last().boundingBox(), offer.boundingBox()]);
          return foot!.y + foot!.height <= bar!.y + 0.5;
        })
        .toBe(true);
      // First in the document, so the first Tab reaches it; dismissed by keyboard, for good, with no cookie.
      await page.keyboard.press("Tab");
      await expect(offer.getByRole("link", { name: pt.languageOffer.link })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(offer.getByRole("button", { name: pt.languageOffer.dismiss })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(offer).toHaveCount(0);
      expect(await page.context().cookies()).toEqual([]);
      await page.reload();
      await waitForHydration(page);
      // The offer is decided in an effect right after hydration: a frame and a task later it would be there.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      await expect(offer).toHaveCount(0);

      await page.goto("/pt/contact-us");
      await waitForHydration(page);
      await sendRefusedContactForm(page);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

    test("is offered nothing, and the Portuguese form is refused by the server in Portuguese", async ({
      page,
      consoleErrors,
    }) => {
      await asNewVisitor(page);
      await page.goto("/contact-us");
      await expect(page.getByText(pt.languageOffer.text)).toHaveCount(0);
      await page.goto("/pt/contact-us");
      await sendRefusedContactForm(page);
      expectOnlyRefusals(consoleErrors, [400]);
    });
  });
});
