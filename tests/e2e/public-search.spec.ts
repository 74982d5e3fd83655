import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS } from "./fixtures";
import { caption, DEMO_PROJECTS, waitForHydration } from "./public-helpers";
import { seedProject } from "./seed-project";

const courtyard = DEMO_PROJECTS.find((p) => p.name.startsWith("Courtyard House"))!;
// A card holds its caption and, in search results, the passage that matched.
const cards = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("listitem");

test.describe("search with JavaScript (1440 px)", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("SEARCH opens a box, Enter lists matching projects by name (any case), then the box hides and clears", async ({
    page,
  }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const box = nav.getByRole("searchbox", { name: "Search projects" });
    await expect(box).toBeHidden();
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("placeholder", "Search projects...");
    await box.fill("cOuRtYaRd");
    await expect(page).toHaveURL(/\/projects$/); // nothing runs before Enter
    await box.press("Enter");
    await expect(page).toHaveURL(/\/projects\?q=cOuRtYaRd$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(caption(courtyard));
    await expect(box).toBeHidden();
    await expect(nav.getByRole("button", { name: "SEARCH" })).toBeVisible();
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await expect(box).toHaveValue("");
  });

  test("a search with no match says 'No results found.'; Escape closes the box", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "SEARCH" }).click();
    const box = nav.getByRole("searchbox", { name: "Search projects" });
    await box.fill("zz-no-such-project-qq");
    await box.press("Enter");
    await expect(page.getByText("No results found.", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(nav.getByRole("button", { name: "SEARCH" })).toBeFocused();
  });

  test("Enter outside the project pages goes to /projects with the text, marking PROJECT active", async ({ page }) => {
    await page.goto("/studio");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await nav.getByRole("searchbox").fill("courtyard");
    await nav.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/projects\?q=courtyard$/);
    await expect(cards(page)).toContainText([caption(courtyard)]);
    await expect(nav.getByRole("link", { name: "PROJECT" })).toHaveAttribute("aria-current", "page");
  });

  test("the box closes when leaving the page it was opened on", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await expect(nav.getByRole("searchbox")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(nav.getByRole("searchbox")).toBeHidden();
  });

  test("a new search on /projects keeps the scroll position; a search can be linked and cleared", async ({ page }) => {
    await page.goto("/projects?q=%2C");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "SEARCH" }).click();
    await nav.getByRole("searchbox").fill(", ");
    await nav.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=%2C(\+|%20)$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    test(`the box is a plain GET form at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/studio");
      const box = page.getByRole("searchbox", { name: "Search projects" }).locator("visible=true");
      await expect(box).toHaveCount(1);
      await box.fill("COURTYARD");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/projects\?q=COURTYARD$/);
      await expect(cards(page)).toContainText([caption(courtyard)]);
    });
  }
});

test("phones search from the overlay", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const box = page.getByRole("dialog", { name: "Menu" }).getByRole("searchbox", { name: "Search projects" });
  await box.fill("courtyard");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/projects\?q=courtyard$/);
  await expect(cards(page)).toContainText([caption(courtyard)]);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
});

for (const [viewport, javaScriptEnabled] of [
  [VIEWPORTS.phone, false],
  [VIEWPORTS.desktop, true],
] as const) {
  test.describe(`ranked search with marked matches at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ viewport, javaScriptEnabled });

    test("accents and case ignored, words matched by their start, matches marked as text, drafts left out", async ({
      page,
      server,
    }) => {
      // Words of their own: other tests' projects and cached pages of other searches stay out of it.
      const tag = Math.random().toString(36).slice(2, 7).replace(/\d/g, "x");
      const word = `Cerâmica${tag}`;
      const live = seedProject(server, {
        name: `Casa da ${word}`,
        description: `Walls of <b>vidrado${tag}</b> tiles & lime.`,
      });
      const draft = seedProject(server, { name: `Draft ${word}`, description: "Hidden.", status: "draft" });
      try {
        const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
        await page.goto(`/projects?q=${encodeURIComponent(plain.slice(0, -2))}`);
        await expect(cards(page)).toHaveCount(1);
        await expect(cards(page).locator("mark").first()).toHaveText(word);
        await expect(page.getByRole("link", { name: `Casa da ${word}, 2025` })).toBeVisible();
        // axe runs as a script in the page: where scripts are off, the 1440 px run checks the same markup.
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.goto(`/projects?q=VIDRADO${tag.toUpperCase()}`);
        const card = cards(page).filter({ hasText: word });
        // The stored "<b>" is text on the page, never markup; only the matched word is marked.
        await expect(card.getByText(`Walls of <b>vidrado${tag}</b> tiles & lime`)).toBeVisible();
        await expect(card.locator("mark")).toHaveText([`vidrado${tag}`]);
        await expect(card.locator("b")).toHaveCount(0);
      } finally {
        live.remove();
        draft.remove();
      }
    });
  });
}
