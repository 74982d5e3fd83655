// Without SITE_URL (as every test server runs), the admin's home page says that links name this
// machine's address, readable and axe-clean on a phone and a desktop.
import { axeViolations } from "./axe";
import { expect, test, VIEWPORTS } from "./fixtures";

for (const [name, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test(`the admin's home page names the missing SITE_URL and the address links use (${name})`, async ({
    page,
    login,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await login();
    await page.goto("/admin/home");
    const notice = page.getByRole("region", { name: "The site's public address is not set" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      `start with ${baseURL}, which works only on this machine. Set SITE_URL to the site's public address`,
    );
    // The notice fits the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
}
