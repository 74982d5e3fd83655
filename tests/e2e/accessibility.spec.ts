// axe-core on every public page and the admin's login, at a phone's and a desktop's width: no WCAG 2.1 A
// or AA violation, once the page has hydrated (what a visitor with assistive technology gets).
import AxeBuilder from "@axe-core/playwright";
import { DEMO_PROJECTS, projectLink, waitForHydration } from "./public-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const PAGES = ["/", "/projects", "/projects/all", "/projects/architecture", "/projects/interior", "/projects/object", "/projects?q=house", "/studio", "/career", "/contact-us"];

for (const [name, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    for (const path of [...PAGES, "project page"]) {
      test(`${path}: no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.goto(path === "project page" ? await projectLink(page, DEMO_PROJECTS[0].name) : path);
        await waitForHydration(page);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      });
    }

    test("the admin's login: no WCAG 2.1 AA violations", async ({ page }) => {
      await page.goto("/admin/login");
      await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    });
  });
}
