import { execFileSync } from "node:child_process";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { expect, test, VIEWPORTS } from "./fixtures";
import { caption, DEMO_PROJECTS, projectLink, seededNewestFirst, waitForHydration } from "./public-helpers";

const seededCaptions = new Set(DEMO_PROJECTS.map(caption));
/** The captions on the page that belong to seeded projects, in page order (other tests add their own). */
const seededOnPage = async (page: Page) =>
  (await page.getByRole("main").getByRole("listitem").allTextContents()).filter((text) => seededCaptions.has(text));

test.describe("project list", () => {
  test("/projects and /projects/all show every project as 'name, year', newest first", async ({ page }) => {
    for (const path of ["/projects", "/projects/all"]) {
      await page.goto(path);
      expect(await seededOnPage(page)).toEqual(seededNewestFirst().map(caption));
    }
  });

  for (const [slug, type] of [
    ["architecture", "Architecture"],
    ["interior", "Interior"],
    ["object", "Object"],
  ] as const) {
    test(`/projects/${slug} keeps only ${type} projects`, async ({ page }) => {
      await page.goto(`/projects/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(type);
      expect(await seededOnPage(page)).toEqual(
        seededNewestFirst()
          .filter((p) => p.type === type)
          .map(caption),
      );
    });
  }

  test("an unknown type is a 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/projects/furniture");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
    consoleErrors.length = 0;
  });

  test("while another filter loads the grid is dimmed and busy", async ({ page }) => {
    await page.goto("/projects");
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/projects/object.data**", async (route) => {
      await held;
      await route.continue();
    });
    const results = page.locator("[aria-busy]");
    await expect(results).toHaveAttribute("aria-busy", "false");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Object" }).click();
    await expect(results).toHaveAttribute("aria-busy", "true");
    await expect.poll(() => results.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(0.5);
    release();
    await expect(page).toHaveURL(/\/projects\/object$/);
    await expect(results).toHaveAttribute("aria-busy", "false");
  });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet, VIEWPORTS.desktop]) {
    test(`the grid at ${viewport.width} px: columns, first row eager, the rest lazy`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/projects");
      const columns = viewport.width <= 576 ? 1 : viewport.width <= 963 ? 2 : 3;
      const tops = await page
        .getByRole("main")
        .getByRole("listitem")
        .evaluateAll((items) => items.slice(0, 4).map((li) => li.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
      const images = page.getByRole("main").locator("img");
      await expect(images.first()).toHaveAttribute("loading", "eager");
      await expect(images.nth(5)).toHaveAttribute("loading", "lazy");
      // Each card is named once, by its caption: the photograph's alt (the project's name) would repeat it.
      const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
      for (const name of await cards.evaluateAll((links) => links.map((a) => a.textContent?.trim())))
        expect(name).toMatch(/^.+, \d{4}$/);
      // An alt the caption already says is left out; a different one (an admin's own words) stays.
      const cardImages = await page
        .getByRole("main")
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.map((li) => ({
            caption: li.textContent?.trim().toLowerCase() ?? "",
            alt: li.querySelector("img")?.getAttribute("alt") ?? "",
          })),
        );
      expect(cardImages.some(({ alt }) => alt === "")).toBe(true);
      for (const { caption, alt } of cardImages)
        if (alt !== "") expect(caption).not.toContain(alt.trim().toLowerCase());
    });
  }

  test("a card opens the project's detail page", async ({ page }) => {
    await page.goto("/projects");
    const project = seededNewestFirst()[0];
    await page.getByRole("main").getByText(caption(project), { exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/detail\/[a-z0-9-]+-[0-9a-f]{8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name.split(",")[0]);
  });

  test("a card clicked the moment React takes the page over opens the detail page, without an error", async ({
    page,
  }) => {
    // The click lands right after hydration starts, before Remix has decoded the page's data (as on a slow
    // phone): it once failed with React error #345. React's listeners on the document mark that moment.
    // The card is a seeded project's: the worker's other tests add projects of their own to the list.
    const project = seededNewestFirst()[0];
    await page.addInitScript((cardCaption) => {
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (type, ...rest) {
        listen.call(this, type, ...rest);
        if (this !== document || type !== "click") return;
        EventTarget.prototype.addEventListener = listen;
        queueMicrotask(() =>
          [...document.querySelectorAll<HTMLElement>("main a[href*='/projects/detail/']")]
            .find((card) => card.textContent?.includes(cardCaption))
            ?.click(),
        );
      };
    }, caption(project));
    await page.goto("/projects");
    await expect(page).toHaveURL(/\/projects\/detail\/[a-z0-9-]+-[0-9a-f]{8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name.split(",")[0]);
  });
});

test.describe("project detail", () => {
  const courtyard = DEMO_PROJECTS.find((p) => p.name === "Courtyard House, Seville")!;

  test("header at 81.5vh, name before the first comma, the facts table, three paragraphs", async ({ page }) => {
    await page.goto(await projectLink(page, courtyard.name));
    await expect(page).toHaveTitle(/^Courtyard House, Seville — /);
    const header = page.getByRole("main").locator("img").first();
    await expect(header).toHaveAttribute("fetchpriority", "high");
    // Cropped on tall screens, so drawn wider than the screen there.
    await expect(page.getByRole("main").locator("picture").first().locator("source").first()).toHaveAttribute(
      "sizes",
      /^\(max-aspect-ratio: \d+\/\d+\) calc\([\d.]+ \* 81\.5vh\), 100vw$/,
    );
    const height = await header.evaluate((img) => img.getBoundingClientRect().height);
    expect(Math.abs(height - 0.815 * 900)).toBeLessThan(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courtyard House");
    // The facts table, before the credits' own.
    const table = page.getByRole("table").first();
    const rows = {
      Location: courtyard.location,
      Area: `${courtyard.area} sq.m.`,
      Year: String(courtyard.year),
      Photographer: courtyard.photographer,
    };
    for (const [label, value] of Object.entries(rows)) {
      await expect(table.getByRole("row", { name: label })).toHaveText(`${label}${value}`);
    }
    for (const paragraph of courtyard.descriptions)
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "BACK TO PROJECTS" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("an unknown project link is a 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/projects/detail/no-such-project-00000000");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
    consoleErrors.length = 0;
  });

  test("the newest seeded project carries the mp4 video with its fallback text", async ({ page, server }) => {
    const newest = DEMO_PROJECTS.at(-1)!;
    await page.goto(await projectLink(page, newest.name));
    let ffmpeg = true;
    try {
      execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
    } catch {
      ffmpeg = false;
    }
    const video = page.locator("video");
    await expect(video).toHaveCount(ffmpeg ? 1 : 0);
    if (ffmpeg) {
      await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
      expect(await video.evaluate((el) => el.textContent)).toContain("Your browser does not support the video tag.");
      // Its play control is a link to the same MP4: without scripts the browser plays the file itself.
      await expect(page.getByRole("link", { name: /^Play the video: / })).toHaveAttribute(
        "href",
        (await video.locator("source").getAttribute("src"))!,
      );
      // One indicator per detail image, and one for the video (other tests of the worker may have added images).
      const sqlite = new Database(server.databasePath, { readonly: true });
      const { images } = sqlite
        .prepare(
          "SELECT COUNT(*) AS images FROM project_carousel_images WHERE project_id = (SELECT id FROM projects WHERE name = ?)",
        )
        .get(newest.name) as { images: number };
      sqlite.close();
      await expect(page.getByRole("button", { name: /^Show item \d+ of \d+$/ })).toHaveCount(images + 1);
    }
  });

  for (const viewport of [VIEWPORTS.tablet, VIEWPORTS.desktop]) {
    test.describe(`wide screens (${viewport.width} px)`, () => {
      test.use({ viewport });

      test("slots alternate 55% and 23% of the window; bars follow the scroll and steer it; the wheel scrolls sideways", async ({
        page,
      }) => {
        await page.goto(await projectLink(page, courtyard.name));
        await waitForHydration(page);
        const strip = page.getByRole("list", { name: "Project images, scroll sideways" });
        const widths = await strip
          .locator(":scope > li")
          .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().width));
        expect(widths.length).toBe(4);
        widths.forEach((width, i) =>
          expect(Math.abs(width - viewport.width * (i % 2 === 0 ? 0.55 : 0.23))).toBeLessThan(1),
        );

        const bars = page.getByRole("button", { name: /^Show item \d+ of 4$/ });
        await expect(bars).toHaveCount(4);
        await expect(bars.nth(0)).toHaveAttribute("aria-current", "true");
        await bars.nth(1).click();
        const second = await strip
          .locator(":scope > li")
          .nth(1)
          .evaluate((li) => (li as HTMLElement).offsetLeft);
        await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(second - 2);
        await expect(bars.nth(1)).toHaveAttribute("aria-current", "true");
        await expect(bars.nth(0)).not.toHaveAttribute("aria-current", /.*/);

        // Scrolling the strip by hand moves the bars: nearest item start, rounded.
        await strip.evaluate((el) => el.scrollTo({ left: 0 }));
        await expect(bars.nth(0)).toHaveAttribute("aria-current", "true");

        // The wheel turns the strip, not the page.
        await strip.scrollIntoViewIfNeeded();
        const pageY = await page.evaluate(() => window.scrollY);
        const box = (await strip.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 200);
        await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
        expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
        await expect(page.getByRole("link", { name: "BACK TO PROJECTS" })).toBeVisible();
      });

      test("an image opens large in a modal that fades (300 ms, backdrop 150 ms); Escape and the close button close it", async ({
        page,
      }) => {
        await page.goto(await projectLink(page, courtyard.name));
        await waitForHydration(page);
        const opener = page.getByRole("button", { name: /^Enlarge image 2:/ });
        await opener.click();
        const modal = page.getByRole("dialog");
        await expect(modal).toBeVisible();
        await expect(modal.locator("img")).toBeVisible();
        expect(await modal.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("0.3s");
        expect(await modal.evaluate((el) => getComputedStyle(el, "::backdrop").animationDuration)).toBe("0.15s");
        await expect(modal.getByRole("button", { name: "Close image" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(modal).toBeHidden();
        await expect(opener).toBeFocused();

        await opener.click();
        await expect(modal).toBeVisible();
        await modal.getByRole("button", { name: "Close image" }).click();
        await expect(modal).toBeHidden();
        await expect(opener).toBeFocused();
      });
    });
  }

  test.describe("576 px or less (375 px)", () => {
    test.use({ viewport: VIEWPORTS.phone });

    test("no modal, no bars, no back link and no wheel-to-scroll", async ({ page }) => {
      await page.goto(await projectLink(page, courtyard.name));
      await waitForHydration(page);
      const strip = page.getByRole("list", { name: "Project images, scroll sideways" });
      await expect(strip.locator("img")).toHaveCount(4);
      await expect(page.getByRole("button", { name: /^Show item/ }).first()).toBeHidden();
      await expect(page.getByRole("link", { name: "BACK TO PROJECTS" })).toBeHidden();
      await expect(page.getByRole("button", { name: /^Enlarge image/ })).toHaveCount(0);
      await strip.locator("img").first().click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await strip.scrollIntoViewIfNeeded();
      const box = (await strip.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const pageY = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 200);
      // The wheel scrolled the page, not the strip.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(pageY);
      expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the detail page is complete: header, facts, every strip image", async ({ page }) => {
      await page.goto(await projectLink(page, courtyard.name));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courtyard House");
      await expect(page.getByRole("table").first()).toBeVisible();
      const images = page.getByRole("list", { name: "Project images, scroll sideways" }).locator("img");
      await expect(images).toHaveCount(4);
      await expect(page.getByRole("button", { name: /^Show item/ }).first()).toBeHidden();
      for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt"))))
        expect(alt).toBeTruthy();
    });
  });
});

test("the studio page: ABOUT, the studio text and image", async ({ page }) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto("/studio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ABOUT");
    expect(await page.getByRole("main").locator("p").count()).toBeGreaterThan(0);
    const image = page.getByRole("main").locator("img");
    await expect(image).toBeVisible();
    expect(await image.getAttribute("alt")).toBeTruthy();
    // The bar on wide screens, the (closed) overlay on phones: STUDIO is marked in both.
    await expect(
      page.locator(viewport.width < 953 ? "#mobile-menu" : "#main-menu").locator('a[href="/studio"]'),
    ).toHaveAttribute("aria-current", "page");
  }
});
