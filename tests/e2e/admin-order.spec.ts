// The project order: the admin switches /projects, the type pages (and, if ticked, the home) from
// newest first to a custom order, and arranges it with "Move up"/"Move down" (also without
// JavaScript), Alt+Arrow keys or drag and drop. Visitors' open pages follow without a reload.
import type { Page } from "@playwright/test";

import { expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, type Login, test, VIEWPORTS } from "./fixtures";
import { caption, DEMO_PROJECTS, liveStreamOpened, seededNewestFirst, waitForHydration } from "./public-helpers";

const ORDER_PAGE = "/admin/projects/order";
const seededCaptions = new Set(DEMO_PROJECTS.map(caption));
const byName = new Map(DEMO_PROJECTS.map((p) => [p.name, p]));

const orderList = (page: Page) => page.getByRole("list", { name: "Custom order" });
const row = (page: Page, name: string) => orderList(page).getByRole("listitem").filter({ hasText: name });

/** The seeded projects' names in the admin's custom order (other tests may add their own). */
async function adminOrder(page: Page): Promise<string[]> {
  const texts = await orderList(page).getByRole("listitem").allTextContents();
  return texts
    .map((text) => DEMO_PROJECTS.find((p) => text.includes(`${p.name} · `))?.name)
    .filter((n): n is string => Boolean(n));
}

/** The seeded projects a visitor sees on a page, in page order, as names. */
async function visitorOrder(page: Page, path?: string): Promise<string[]> {
  if (path) await page.goto(path);
  const texts = await page.getByRole("main").getByRole("listitem").allTextContents();
  return texts.filter((t) => seededCaptions.has(t)).map((t) => t.slice(0, t.lastIndexOf(",")));
}

/** The links of the home's latest three. */
async function latestOnHome(page: Page): Promise<(string | null)[]> {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "OUR LATEST UPDATE" }).getByRole("listitem").getByRole("link");
  return latest.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

async function firstThreeOfProjects(page: Page): Promise<(string | null)[]> {
  await page.goto("/projects");
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute("href")));
}

/** `names` with `moved` taken out and put just before `before`. */
const placedBefore = (names: string[], moved: string, before: string) => {
  const rest = names.filter((n) => n !== moved);
  rest.splice(rest.indexOf(before), 0, moved);
  return rest;
};

async function chooseMode(page: Page, mode: "Newest first" | "Custom order", homeFollows = false) {
  await page.goto(ORDER_PAGE);
  await page.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
  await page
    .getByRole("checkbox", { name: "The home's “Our latest update” follows the custom order too" })
    .setChecked(homeFollows);
  await page.getByRole("button", { name: "Save order settings" }).click();
  await expectToast(
    page,
    mode === "Custom order"
      ? "Saved. Visitors now see projects in your custom order."
      : "Saved. Visitors now see the newest projects first.",
  );
}

/** Signs in, chooses "Custom order" and returns the seeded projects in it. */
async function startCustomOrder(page: Page, login: Login): Promise<string[]> {
  await login();
  await chooseMode(page, "Custom order");
  return adminOrder(page);
}

/** What a move announces (its toast sits in a polite live region), read from the list as it now is. */
async function announced(page: Page, name: string) {
  const texts = await orderList(page).getByRole("listitem").allTextContents();
  return `“${name}” moved to position ${texts.findIndex((t) => t.includes(`${name} · `)) + 1} of ${texts.length}.`;
}

/** Focus is on one of the row's Move buttons (the other one once the pressed one is at an end). */
const expectFocusInRow = (page: Page, name: string) => expect(row(page, name).locator("button:focus")).toHaveCount(1);

// Every test leaves the site in the default order: the other specs of this worker expect newest first.
test.afterEach(async ({ page }) => {
  await chooseMode(page, "Newest first");
});

test.describe("at 1440 px", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("custom order: moving a project up changes /projects, its type page and a visitor's open page; the home keeps the newest", async ({
    page,
    browser,
    login,
  }) => {
    await login();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const live = liveStreamOpened(visitor);
    await visitor.goto("/projects/architecture");
    await live;
    await visitor.evaluate(() => ((window as unknown as { keep: boolean }).keep = true));
    const homeBefore = await latestOnHome(page);
    expect(homeBefore).toEqual(await firstThreeOfProjects(page));

    await chooseMode(page, "Custom order");
    // Switching alone changes nothing: the custom order starts as newest first.
    expect(await visitorOrder(page, "/projects")).toEqual(seededNewestFirst().map((p) => p.name));

    // Move the second seeded Architecture project up until it passes the first.
    await page.goto(ORDER_PAGE);
    const architecture = (await adminOrder(page)).filter((n) => byName.get(n)!.type === "Architecture");
    const [first, second] = architecture;
    const start = await adminOrder(page);
    while ((await adminOrder(page)).indexOf(second) > (await adminOrder(page)).indexOf(first)) {
      await row(page, second)
        .getByRole("button", { name: `Move up: ${second}` })
        .click();
      await expect(page.getByTestId("toast")).toContainText(`“${second}” moved to position`);
      await expectFocusInRow(page, second);
    }
    const expected = placedBefore(start, second, first);
    expect(await adminOrder(page)).toEqual(expected);
    expect(await visitorOrder(page, "/projects")).toEqual(expected);
    expect(await visitorOrder(page, "/projects/architecture")).toEqual(
      expected.filter((n) => byName.get(n)!.type === "Architecture"),
    );

    // The visitor's open type page followed, without a reload.
    await expect
      .poll(() => visitorOrder(visitor))
      .toEqual(expected.filter((n) => byName.get(n)!.type === "Architecture"));
    expect(await visitor.evaluate(() => (window as unknown as { keep?: boolean }).keep)).toBe(true);
    await visitorContext.close();

    // The home keeps the newest three unless the admin ticks "Home follows the custom order".
    expect(await latestOnHome(page)).toEqual(homeBefore);
    await chooseMode(page, "Custom order", true);
    expect(await latestOnHome(page)).toEqual(await firstThreeOfProjects(page));
  });

  test("drag and drop puts a row where it is dropped", async ({ page, login }) => {
    const start = await startCustomOrder(page, login);
    const moved = start.at(-1)!;
    const target = start[1];
    await row(page, moved).dragTo(row(page, target), { targetPosition: { x: 20, y: 2 } });
    await expect(page.getByTestId("toast")).toContainText(`“${moved}” moved to position`);
    const expected = placedBefore(start, moved, target);
    await expect.poll(() => adminOrder(page)).toEqual(expected);
    await expect(row(page, moved)).toBeFocused();
    expect(await visitorOrder(page, "/projects")).toEqual(expected);
  });

  test("keyboard: Alt+Arrow Up on a focused row moves it at once (busy while saved) and keeps focus there; the buttons work from the keyboard", async ({
    page,
    login,
  }) => {
    const start = await startCustomOrder(page, login);
    const moved = start[2];
    await waitForHydration(page);
    // The save is held: meanwhile the list already shows the move, busy, with "Saving…" on the row.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/projects/order.data**", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await row(page, moved).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(orderList(page)).toHaveAttribute("aria-busy", "true");
    await expect(row(page, moved)).toContainText("Saving…");
    expect(await adminOrder(page)).toEqual(placedBefore(start, moved, start[1]));
    release();
    await expect(orderList(page)).not.toHaveAttribute("aria-busy", "true");
    await page.unroute("**/admin/projects/order.data**");
    await expect.poll(() => adminOrder(page)).toEqual(placedBefore(start, moved, start[1]));
    await expect(page.getByTestId("toast")).toContainText(await announced(page, moved));
    await expect(row(page, moved)).toBeFocused();

    // Tab to its "Move down" and press Enter: back where it was, focus on that button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Move down: ${moved}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => adminOrder(page)).toEqual(start);
    await expect(page.getByRole("button", { name: `Move down: ${moved}` })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the Move buttons reorder the list and the site, and nothing overflows the screen", async ({ page, login }) => {
    const start = await startCustomOrder(page, login);
    const moved = start[0];
    await row(page, moved)
      .getByRole("button", { name: `Move down: ${moved}` })
      .click();
    const expected = placedBefore(start, start[1], moved);
    await expect.poll(() => adminOrder(page)).toEqual(expected);
    await expect(page.getByTestId("toast")).toContainText(await announced(page, moved));
    await expect(page.getByRole("button", { name: `Move down: ${moved}` })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await visitorOrder(page, "/projects")).toEqual(expected);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });

  test("the mode and the Move buttons are plain form posts; focus comes back to the pressed button", async ({
    page,
    login,
  }) => {
    const start = await startCustomOrder(page, login);
    const moved = start[1];
    await row(page, moved)
      .getByRole("button", { name: `Move up: ${moved}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/projects\/order\?moved=\d+&focus=up$/);
    await expectToast(page, await announced(page, moved));
    const expected = placedBefore(start, moved, start[0]);
    expect(await adminOrder(page)).toEqual(expected);
    // The page came back with focus on the row's Move button (autofocus: no script needed).
    await expectFocusInRow(page, moved);
    expect(await visitorOrder(page, "/projects")).toEqual(expected);
  });
});
