// Debian's Firefox (driven over WebDriver BiDi by puppeteer-core; Playwright's Firefox needs its own
// build) on the form pages and admin pages of the built app: the script policy reports no violation.
// Zod's probe for `new Function` did, on every page that validates a form, until zod was set jitless.
import { spawnSync } from "node:child_process";

import puppeteer, { type Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, startRealServer } from "../../scripts/lib/production-server";

const FIREFOX = "/usr/bin/firefox-esr";
const firefoxInstalled = spawnSync(FIREFOX, ["--version"]).status === 0;
if (!firefoxInstalled)
  console.warn(
    `SKIPPED tests/http/csp-firefox.http.test.ts: ${FIREFOX} is not installed (Debian: apt-get install firefox-esr; .ci/run installs it).`,
  );

// The public forms, and admin pages with the schema-checked forms (each page's own form module loads its schemas).
const PUBLIC_FORMS = ["/contact-us", "/career", "/admin/login"];
const ADMIN_PAGES = ["/admin/home", "/admin/projects", "/admin/admins", "/admin/account"];

describe.skipIf(!firefoxInstalled)("Firefox's console on form and admin pages", () => {
  let server: RealServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startRealServer(),
      puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows no script-policy violation once the page has loaded and hydrated", { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    // Listening before any of the page's scripts runs.
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      Object.assign(window, { violations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const cookies = (await server.signIn()).split("; ").map((pair) => pair.split("="));
    const violations: Record<string, string[]> = {};
    for (const pathname of [...PUBLIC_FORMS, "signed in", ...ADMIN_PAGES]) {
      if (pathname === "signed in") {
        // The sign-in page's passkey offer left a visitor's session cookie: the admin's replaces it, as a sign-in does.
        await page.deleteCookie(...(await page.cookies()));
        await page.setCookie(
          ...cookies.map(([name, ...value]) => ({ name, value: value.join("="), url: server.origin })),
        );
        continue;
      }
      await page.goto(`${server.origin}${pathname}`, { waitUntil: "networkidle0" });
      expect(new URL(page.url()).pathname, "the page itself, not a redirect").toBe(pathname);
      // Hydrated: the form's scripts (and any schema) have run.
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
      violations[pathname] = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    }
    expect(violations).toEqual(Object.fromEntries([...PUBLIC_FORMS, ...ADMIN_PAGES].map((pathname) => [pathname, []])));
  });
});
