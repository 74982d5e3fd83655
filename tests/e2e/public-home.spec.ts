import type { Page } from "@playwright/test";

import { expect, expectPixels, test, VIEWPORTS } from "./fixtures";

/**
 * Scrolls the window to `y` and, once the page has handled that scroll event, answers how many
 * scrolls the page itself started meanwhile (a glide calls window.scrollTo).
 */
function scrollCountingGlides(page: Page, y: number): Promise<number> {
  return page.evaluate(
    (top) =>
      new Promise<number>((resolve) => {
        const native = window.scrollTo.bind(window);
        let glides = 0;
        window.scrollTo = ((...args: Parameters<typeof native>) => {
          glides += 1;
          native(...args);
        }) as typeof window.scrollTo;
        // Added after the page's own listener, so it runs after it for the same event.
        window.addEventListener(
          "scroll",
          () => {
            window.scrollTo = native;
            resolve(glides);
          },
          { once: true },
        );
        native({ top, behavior: "instant" });
      }),
    y,
  );
}
import { waitForHydration } from "./public-helpers";

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const indicator = (page: Page, n: number) => page.getByRole("button", { name: `Show image ${n}`, exact: true });

/** The 1-based number of the slide on show, read from the indicator bars. */
async function expectSlide(page: Page, n: number) {
  await expect(indicator(page, n)).toHaveAttribute("aria-current", "true");
  await expect(
    carousel(page)
      .locator('[aria-roledescription="slide"]')
      .nth(n - 1),
  ).toHaveAttribute("aria-hidden", "false");
}

/** Loads the home page on a stopped clock, with the mouse and focus away from the carousel. */
async function openOnStoppedClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Hovering and leaving restarts the timer now, at a known time.
  await carousel(page).hover();
  await page.mouse.move(5, 5);
}

test.describe("home carousel (1440 px)", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("advances every 5000 ms and wraps from the last slide to the first", async ({ page }) => {
    await openOnStoppedClock(page);
    const count = await carousel(page).locator('[aria-roledescription="slide"]').count();
    expect(count).toBeGreaterThan(1);
    await expectSlide(page, 1);
    await page.clock.runFor(4990);
    await expectSlide(page, 1);
    await page.clock.runFor(20);
    await expectSlide(page, 2);
    await page.clock.runFor(5000 * (count - 1));
    await expectSlide(page, 1);
    // A slide's image is there once it is shown.
    await expect(carousel(page).locator("img")).toHaveCount(count);
  });

  test("arrows and bars move it, wrap, and the next advance comes 4000 ms later", async ({ page }) => {
    await openOnStoppedClock(page);
    const count = await carousel(page).locator('[aria-roledescription="slide"]').count();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expectSlide(page, count);
    await page.getByRole("button", { name: "Next image" }).click();
    await expectSlide(page, 1);
    await indicator(page, 3).click();
    await expectSlide(page, 3);
    // Leave it alone: no hover, no focus.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3990);
    await expectSlide(page, 3);
    await page.clock.runFor(20);
    await expectSlide(page, 4);
    // Then back to the usual rhythm (the clock is 10 ms past that advance).
    await page.clock.runFor(4980);
    await expectSlide(page, 4);
    await page.clock.runFor(30);
    await expectSlide(page, 5 > count ? 1 : 5);
  });

  test("pauses while hovered or focused", async ({ page }) => {
    await openOnStoppedClock(page);
    await carousel(page).hover();
    await page.clock.runFor(12_000);
    await expectSlide(page, 1);
    await page.mouse.move(5, 5);
    await page.getByRole("button", { name: "Next image" }).focus();
    await page.clock.runFor(12_000);
    await expectSlide(page, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5010);
    await expectSlide(page, 2);
  });

  test("stays still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openOnStoppedClock(page);
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
  });

  test("the first image is fetched first, at the full width of the screen", async ({ page }) => {
    await page.goto("/");
    const first = carousel(page).locator("img").first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(carousel(page).locator("picture").first().locator("source").first()).toHaveAttribute(
      "sizes",
      /, 100vw$/,
    );
    expect(await first.getAttribute("alt")).toBeTruthy();
  });

  test("the first slide is there at once; a move slides the next one in", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    const animationOf = (n: number) => slides.nth(n).evaluate((el) => getComputedStyle(el).animationName);
    // An enter animation on load would hold back the page's largest paint by its 0.9 s.
    expect(await animationOf(0)).toBe("none");
    await page.getByRole("button", { name: "Next image" }).click();
    await expectSlide(page, 2);
    expect(await animationOf(1)).not.toBe("none");
  });

  test("the first scroll inside the carousel glides to its bottom + 95 px, once until back at the top", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const target = await carousel(page).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY + 95);
    const atTarget = () => page.evaluate((y) => Math.abs(window.scrollY - y) <= 1, target);
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 40);
    await expect.poll(atTarget).toBe(true);
    // Back inside the carousel but not at the top: its scroll is handled and starts no second glide.
    expect(await scrollCountingGlides(page, 300)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    // At the top again, the glide is armed again.
    expect(await scrollCountingGlides(page, 0)).toBe(0);
    await page.mouse.wheel(0, 40);
    await expect.poll(atTarget).toBe(true);
  });
});

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
  test(`the home sections at ${viewport.width} px: intro, logos, Expertise tiles, the 3 newest projects`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const box = await carousel(page).boundingBox();
    expectPixels(box!.width, viewport.width, "carousel width");

    const intro = page.getByRole("region", { name: "PAPER PLANE PROJECT STUDIO" });
    await expect(intro.getByRole("heading", { level: 1 })).toHaveText("PAPER PLANE PROJECT STUDIO");
    expect(await intro.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(10, 10, 10)");
    await expect(intro.getByRole("link", { name: "STUDIO" })).toHaveAttribute("href", "/studio");
    const logos = intro.getByRole("list", { name: "Studios and makers we work with" });
    const slot = logos.getByRole("listitem").first();
    expectPixels((await slot.boundingBox())!.width, 250, "logo slot width");
    expect(await logos.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("15s");

    const expertise = page.getByRole("region", { name: "Expertise" });
    const tiles = {
      "ARCHITECTURAL DESIGN": "/projects/architecture",
      "INTERIOR DESIGN": "/projects/interior",
      "PRODUCT DESIGN": "/projects/object",
    };
    for (const [title, href] of Object.entries(tiles)) {
      const tile = expertise.getByRole("link", { name: title });
      await expect(tile).toHaveAttribute("href", href);
      await expect(tile.locator("img")).toHaveAttribute("loading", "lazy");
    }

    const latest = page.getByRole("region", { name: "OUR LATEST UPDATE" });
    const latestLinks = await latest
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(latestLinks).toHaveLength(3);
    // The social link is part of the section it closes.
    const social = latest.getByRole("link", { name: /FOLLOW US ON INSTAGRAM/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", /noopener/);
    // The newest three are the first three of the project list (highest id first).
    await page.goto("/projects");
    const newest = await page
      .getByRole("main")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
    expect(latestLinks).toEqual(newest);
  });
}

test("a work-type tile leads to its projects", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("region", { name: "Expertise" }).getByRole("link", { name: "INTERIOR DESIGN" }).click();
  await expect(page).toHaveURL(/\/projects\/interior$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page is complete: first carousel image, intro, tiles, latest projects", async ({ page }) => {
    await page.goto("/");
    // One photograph, not all of them, on a first load.
    await expect(carousel(page).locator("img")).toHaveCount(1);
    const first = carousel(page).locator("img").first();
    await expect(first).toBeVisible();
    await expect(first).toHaveJSProperty("complete", true);
    await expect(page.getByRole("button", { name: "Next image" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "PAPER PLANE PROJECT STUDIO" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Expertise" }).getByRole("link")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "OUR LATEST UPDATE" }).getByRole("listitem").getByRole("link"),
    ).toHaveCount(3);
  });
});
