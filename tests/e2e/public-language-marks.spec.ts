// Every English text on a Portuguese page says so: a project's facts table with an untranslated Location
// (a photographer's name is a name in any language), the passage of a /pt search result taken from untranslated English, and the image
// of a /pt search result card, which repeated the English name unmarked. axe (experimental rules on) passes
// on those pages.
import { axeViolations } from "./axe";
import { expect, test, unique, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
  test(`at ${viewport.width} px /pt marks English facts, search passages and card images with lang="en"`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport);
    // A word only the (untranslated) description holds, so the passage is cut from it.
    const word = unique("Quillwork").split(" ")[1];
    const name = unique("Lantern House").split(" ")[2];
    const project = seedProject(
      server,
      { name: `Lantern House ${name}`, description: `A courtyard of ${word} brick.`, location: "Aveiro" },
      // The name is translated; the location and description are not.
      { pt: { name: `Casa Lanterna ${name}` } },
    );
    try {
      await page.goto(`/pt/projects/detail/${project.link}`);
      await waitForHydration(page);
      const facts = page.getByRole("table");
      await expect(facts.getByRole("cell", { name: "Aveiro" })).toHaveAttribute("lang", "en");
      await expect(facts.getByRole("cell", { name: "Rui Sá" })).not.toHaveAttribute("lang", /./);
      await expect(facts.getByRole("cell", { name: "2025" })).not.toHaveAttribute("lang", /./);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/pt/projects?q=${word}`);
      await waitForHydration(page);
      const passage = page.getByText(/courtyard of/);
      await expect(passage).toHaveAttribute("lang", "en");
      await expect(page.getByText(`Casa Lanterna ${name}`)).not.toHaveAttribute("lang", /./);
      expect(await axeViolations(page)).toEqual([]);

      // A card's image says what its caption says: its alt is empty, as on /projects, not the English name unmarked.
      await page.goto("/pt/projects?q=Roterdão");
      await waitForHydration(page);
      const card = page.getByRole("link", { name: /Estúdios do Porto, Roterdão/ });
      await expect(card.locator("img")).toHaveAttribute("alt", "");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      project.remove();
    }
  });
}
