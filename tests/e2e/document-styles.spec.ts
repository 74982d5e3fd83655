// The shared stylesheet is inline in every document (app/components/document-styles.tsx): the first paint
// waits for no stylesheet request, styles survive hydration and client-side navigation, and the admin's
// own sheet still loads as a file.
import { expect, test } from "./fixtures";
import { waitForHydration } from "./public-helpers";

const headerFont = (page: import("@playwright/test").Page) => page.locator("header").evaluate((header) => getComputedStyle(header).fontFamily);

test("a public page is styled without loading any stylesheet, and stays styled after a client-side navigation", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(await headerFont(page)).toContain("Montserrat");
  expect(stylesheets).toEqual([]);
  // (Remix then fetches the next route's stylesheets before it navigates: the shared file, once, off the first paint.)
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "STUDIO" }).first().click();
  await expect(page).toHaveURL(/\/studio$/);
  expect(await headerFont(page)).toContain("Montserrat");
  await expect(page.locator("style#shared-styles")).toHaveCount(1);
});

test("admin pages load the admin's own stylesheet next to the inline one", async ({ page, login }) => {
  await login();
  await page.goto("/editHome");
  await expect(page.locator("style#shared-styles")).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes("/assets/admin-styles")).map((sheet) => sheet.cssRules.length)))
    .toEqual([expect.any(Number)]);
});

test("a public page's scripts load at low priority, after its content: the first paint and the hero image never wait for them", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script" || type === "Image") priorities.set(request.url, request.initialPriority);
  });
  await page.goto("/studio");
  await waitForHydration(page);
  const of = (pattern: RegExp) => [...priorities].filter(([url]) => pattern.test(url)).map(([, priority]) => priority);
  const scripts = of(/\/assets\/.*\.js$/);
  expect(scripts.length).toBeGreaterThan(3);
  expect(new Set(scripts)).toEqual(new Set(["Low"]));
  expect(of(/\/uploads\/images\/studio\//)).toContain("High");
});
