import { expect, test, VIEWPORTS } from "./fixtures";
import { caption, DEMO_PROJECTS, waitForHydration } from "./public-helpers";

const courtyard = DEMO_PROJECTS.find((p) => p.name.startsWith("Courtyard House"))!;
const cards = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("listitem");

test.describe("search with JavaScript (1440 px)", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("SEARCH opens a box, Enter lists matching projects by name (any case), then the box hides and clears", async ({ page }) => {
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
    await expect(cards(page)).toHaveText(caption(courtyard));
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
    await expect(cards(page)).toHaveText([caption(courtyard)]);
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
      await expect(cards(page)).toHaveText([caption(courtyard)]);
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
  await expect(cards(page)).toHaveText([caption(courtyard)]);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
});
