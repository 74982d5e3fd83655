// The public site in Portuguese, at a phone's and a desktop's width: every page under /pt/ in
// Portuguese with its language switch, axe-clean; the switch keeps the visitor on the same page; a
// missing translation shows the English text marked with its language.
import Database from "better-sqlite3";

import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS, type WorkerServer } from "./fixtures";
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
