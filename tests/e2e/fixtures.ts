// Shared Playwright fixtures: any console error or uncaught exception in the page fails the test.
import { test as base, expect } from "@playwright/test";

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 800, height: 1000 },
  desktop: { width: 1440, height: 900 },
} as const;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await use(errors);
    // Tests that provoke an error on purpose (a 404, a 413) clear what they expected.
    if (testInfo.status === testInfo.expectedStatus) expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs the page's browser context in as the test server's admin. */
export async function signIn(page: import("@playwright/test").Page) {
  const { E2E_ADMIN } = await import("../setup/e2e-admin.js");
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/home");
}
