// The shared stylesheet is inline in every document (app/components/document-styles.tsx): the first paint
// waits for no stylesheet request, styles survive hydration and client-side navigation, and the admin's
// own sheet still loads as a file.
import { ADMIN_ACCOUNT_TEXTS } from "../../app/utils/texts/admin/account";
import { expectToast } from "./admin-helpers";
import { expect, test, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";

const headerFont = (page: import("@playwright/test").Page) =>
  page.locator("header").evaluate((header) => getComputedStyle(header).fontFamily);

test("a public page is styled without loading any stylesheet, and stays styled after a client-side navigation, still without one", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(await headerFont(page)).toContain("Montserrat");
  expect(stylesheets).toEqual([]);
  // The font the head preloads is the one the styles use: fetched once (decision 044).
  expect(fonts).toEqual([expect.stringMatching(/\/assets\/montserrat-latin-wght-normal-[\w-]+\.woff2$/)]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "STUDIO" }).first().click();
  await expect(page).toHaveURL(/\/studio$/);
  expect(await headerFont(page)).toContain("Montserrat");
  await expect(page.locator("style#shared-styles")).toHaveCount(1);
  // Remix preloads a route's sheets before it navigates, unless they are linked on the page already.
  expect(stylesheets).toEqual([]);
});

test("admin pages load the admin's own stylesheet next to the inline one, and a save fetches no other", async ({
  page,
  login,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".css")) stylesheets.push(new URL(request.url()).pathname);
  });
  await login();
  await page.goto("/admin/admins");
  await expect(page.locator("style#shared-styles")).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => sheet.href?.includes("/assets/admin-styles"))
          .map((sheet) => sheet.cssRules.length),
      ),
    )
    .toEqual([expect.any(Number)]);
  await waitForHydration(page);
  await page.getByLabel("Email").fill("stylesheets@e2e.test");
  await page.getByRole("button", { name: "Send invite" }).click();
  await expectToast(page, ADMIN_ACCOUNT_TEXTS.inviteSent("stylesheets@e2e.test"));
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/admin-styles-.*\.css$/)]);
});

test("a public page's scripts load after its content is on screen: the first paint and the hero image never share the link with them, and the page still hydrates", async ({
  page,
}) => {
  await page.goto("/studio");
  await waitForHydration(page);
  // One clock for all three: the page's own timeline (Navigation, Paint and Resource Timing).
  const { loaded, firstPaint, scripts } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loaded);
  // The frame that paints runs before its pixels are presented: the scripts wait for the paint as presented.
  expect(firstPaint).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThan(firstPaint!);
});

test("the admin's pages and the form pages load their scripts at once, the other public pages after the load event", async ({
  request,
}) => {
  const preloads = async (path: string) =>
    ((await (await request.get(path)).text()).match(/<link rel="modulepreload"/g) ?? []).length;
  for (const path of ["/admin/login", "/career", "/contact-us"]) expect(await preloads(path), path).toBeGreaterThan(3);
  for (const path of ["/", "/projects", "/studio"]) expect(await preloads(path), path).toBe(0);
});

test("a project's page and the home hydrate without the forms' validation code (zod), which only pages with a form load", async ({
  page,
}) => {
  const formCode = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    return scripts.filter((name) => /\/assets\/(zod-config|forms|admin-schemas)-[^/]*\.js$/.test(name));
  };
  const project = await page
    .goto("/projects")
    .then(() => page.locator('a[href*="/projects/detail/"]').first().getAttribute("href"));
  expect(await formCode("/")).toEqual([]);
  expect(await formCode(project!)).toEqual([]);
  // The check can see form code where a page has a form.
  expect(await formCode("/contact-us")).not.toEqual([]);
});

test("the Press page and the map are sent without a script to run, work as plain pages, and are live when reached from a live page", async ({
  page,
  request,
}) => {
  // A script element that runs (JSON-LD is data), or a module preload.
  const runnable = /<script(?![^>]*type="application\/ld\+json")[^>]*>|<link rel="modulepreload"/g;
  for (const path of ["/press", "/pt/press", "/projects/map", "/projects/map?region=pt"]) {
    expect((await (await request.get(path)).text()).match(runnable) ?? [], path).toEqual([]);
  }
  // The check sees a page's scripts where it has them.
  expect((await (await request.get("/projects")).text()).match(runnable)).not.toBeNull();

  // On a phone, loaded on its own: no script fetched, the menu's links lead on as plain links.
  await page.setViewportSize(VIEWPORTS.phone);
  const fetched: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") fetched.push(sent.url());
  });
  await page.goto("/press");
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press");
  expect(fetched).toEqual([]);
  await page.getByRole("navigation").getByRole("link", { name: "STUDIO", exact: true }).first().click();
  await expect(page).toHaveURL(/\/studio$/);
  await waitForHydration(page);

  // From a live page, the map is drawn in the same live document.
  await page.goto("/projects");
  await waitForHydration(page);
  await page.getByRole("link", { name: "See the work on a map" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Map of the work");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("html")).not.toHaveAttribute("data-scripts", "none");
});
