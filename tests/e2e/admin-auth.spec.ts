import type { APIRequestContext, Page } from "@playwright/test";

import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { expectHttpErrors, loginCookie, submitLogin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The admin pages that take posts of their own (the admin home only links to them).
const PAGES_WITH_ACTIONS = [
  "/admin/pages/home",
  "/admin/pages/studio",
  "/admin/projects",
  "/admin/pages/career",
  "/admin/pages/contact",
  "/admin/trash",
  "/admin/projects/order",
  "/admin/history/studio/1",
];
const ADMIN_PAGES = ["/admin/home", ...PAGES_WITH_ACTIONS];
const ACTION_URLS = [...PAGES_WITH_ACTIONS, "/admin/history/project/1"];
// These tests sign in through the form, and every sign-in checks a memory-hard password hash (seconds
// on a busy machine); the throttling tests sign in and fail many times. Other specs use the login fixture.
test.describe.configure({ timeout: 60_000 });
const SIGN_IN = { timeout: 20_000 };

const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** Wrong passwords sent from one address, each checked and refused. */
async function failedLogins(request: APIRequestContext, ip: string, tries: { username: string; password: string }[]) {
  for (const form of tries) {
    const response = await request.post("/admin/login", { form, headers: { "X-Forwarded-For": ip } });
    expect(response.status()).toBe(401);
  }
}

/** From this address the login form refuses even the right password, and says so. */
async function expectLockedOut(page: Page, ip: string, message: string | RegExp) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  await page.goto("/admin/login");
  await submitLogin(page);
  await expect(page.getByRole("alert")).toHaveText(message, { timeout: 15_000 });
}

test.describe("the guard", () => {
  test("every admin page sends a visitor without a session to the login page", async ({ request, page }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // In the browser the login page replaces the guarded one, and signing in leads back to it.
    await page.goto("/admin/pages/career");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpages%2Fcareer$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await submitLogin(page);
    await expect(page).toHaveURL(/\/admin\/pages\/career$/, SIGN_IN);
  });

  test("every admin action refuses a request without a session and changes nothing", async ({ request }) => {
    const before = await (await request.get("/")).text();
    for (const path of ACTION_URLS) {
      const response = await request.post(path, {
        form: { intent: "description", value: "Written without a session" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toMatch(/^\/admin\/login\?redirectTo=/);
      const multipart = await request.post(path, {
        multipart: {
          intent: "carousel-add",
          image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("x") },
        },
        maxRedirects: 0,
      });
      expect(multipart.status(), path).toBe(303);
    }
    const after = await (await request.get("/")).text();
    expect(after).not.toContain("Written without a session");
    expect(before).not.toContain("Written without a session");
  });

  test("admin pages are private: no-store and noindex", async ({ page, login }) => {
    await login();
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response!.headers()["cache-control"], path).toBe("no-store");
      expect(response!.headers()["x-robots-tag"], path).toContain("noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    const loginPage = await page.request.get("/admin/login");
    expect(loginPage.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("signing in and out", () => {
  test("the login form: both fields required, a wrong password refused, success replaces the login page in history", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await page.goto("/admin/login");
    await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    // The browser names the admin's email address the username.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomIp() });
    await submitLogin(page, E2E_ADMIN.email, "not the password");
    // Checking a password takes a memory-hard hash: allow for a busy machine.
    await expect(page.getByRole("alert")).toHaveText("Invalid login credentials", { timeout: 15_000 });
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/home$/, SIGN_IN);
    await expect(page.getByRole("heading", { name: "Admin Home" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expectHttpErrors(consoleErrors, 401);
  });

  test("admin home links to every edit page and the inbox; edit pages have Admin Home and Logout; Logout returns to / and signs out", async ({
    page,
    login,
  }) => {
    await login();
    await page.goto("/admin/home");
    const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
    await expect(links).toHaveText([
      "Edit Home",
      "Edit Studio",
      "Edit Project",
      "Project order",
      "Edit Career",
      "Edit Contact",
      "Inbox",
      "Statistics",
      "Trash",
      "Scheduled",
      "Checks",
      "Selections",
      "Press",
      "Backups",
      "Import",
      "Redirects",
      "Admins",
      "My account",
      "Security",
    ]);
    for (const [name, path] of [
      ["Edit Home", "/admin/pages/home"],
      ["Edit Studio", "/admin/pages/studio"],
      ["Edit Project", "/admin/projects"],
      ["Edit Career", "/admin/pages/career"],
      ["Edit Contact", "/admin/pages/contact"],
    ]) {
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      // The admin layout is plain: no public menu or footer.
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await page.getByRole("link", { name: "Admin Home" }).click();
      await expect(page).toHaveURL(/\/admin\/home$/);
    }
    await page.getByRole("link", { name: "Edit Studio" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin/pages/studio");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("a signed-in admin visiting the login page goes to admin home", async ({ page, login }) => {
    await login();
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/home$/);
  });
});

test.describe("sessions over HTTP", () => {
  test("on plain-http localhost the session cookie is __session: HttpOnly, SameSite=Lax, Path=/, holding no password", async ({
    request,
  }) => {
    const response = await request.post("/admin/login", {
      form: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin/home");
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    const session = cookies.find((c) => c.startsWith("__session="))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    // Secure (and the __Host- prefix) everywhere but plain-http localhost: see tests/http/login.http.test.ts.
    expect(session).not.toMatch(/; Secure/i);
    expect(cookies.join("\n")).not.toContain(E2E_ADMIN.password);
    // The browser is remembered for the login slow-down, by a cookie of its own.
    expect(cookies.some((c) => c.startsWith("login-device="))).toBe(true);
  });

  test("signing in again rotates the session: the old cookie stops working", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    const first = await loginCookie(client);
    const withCookie = (cookie: string) => ({ headers: { Cookie: cookie }, maxRedirects: 0 });
    expect((await client.get("/admin/home", withCookie(first))).status()).toBe(200);
    // The second sign-in presents the first cookie, as a browser would.
    const second = await loginCookie(client, { Cookie: first });
    expect(second).not.toBe(first);
    expect((await client.get("/admin/home", withCookie(second))).status()).toBe(200);
    const replayed = await client.get("/admin/home", withCookie(first));
    expect(replayed.status()).toBe(303);
    expect(replayed.headers().location).toMatch(/^\/admin\/login/);
    await client.dispose();
  });

  test("logout deletes the session: replaying its cookie fails", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    const cookie = await loginCookie(client);
    const logout = await client.post("/admin/logout", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    expect(logout.headers().location).toBe("/");
    expect(logout.headers()["set-cookie"]).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/i);
    const replayed = await client.get("/admin/pages/home", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(replayed.status()).toBe(303);
    const action = await client.post("/admin/pages/career", {
      headers: { Cookie: cookie },
      form: { intent: "email", value: "replayed@example.com" },
      maxRedirects: 0,
    });
    expect(action.status()).toBe(303);
    expect(action.headers().location).toMatch(/^\/admin\/login/);
    await client.dispose();
  });
});

test.describe("login throttling", () => {
  test("wrong passwords from one address lock only that address: the owner signs in from another at once", async ({
    request,
    page,
    browser,
    consoleErrors,
  }) => {
    const attacker = randomIp();
    const guesses = Array.from({ length: 5 }, (_, i) => ({ username: E2E_ADMIN.email, password: `guess-${i}` }));
    await failedLogins(request, attacker, guesses);
    await expectLockedOut(page, attacker, "Too many failed login attempts. Please try again in 15 minutes.");
    expectHttpErrors(consoleErrors, 429);

    // The owner, in another browser on another network, gets in at once.
    const owner = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
    });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/admin/login");
    await submitLogin(ownerPage);
    await expect(ownerPage).toHaveURL(/\/admin\/home$/, SIGN_IN);
    await owner.close();
  });

  test("an account guessed at from many addresses slows newcomers to short waits, with a readable message", async ({
    request,
  }) => {
    const email = `nobody-${Date.now()}@e2e.test`;
    const attempt = () =>
      request.post("/admin/login", {
        form: { username: email, password: "wrong" },
        headers: { "X-Forwarded-For": randomIp() },
      });
    // Ten tries from ten addresses are checked.
    for (let i = 0; i < 10; i++) expect((await attempt()).status()).toBe(401);
    // Then strangers take turns: of five at once, at most one is checked.
    const replies = await Promise.all(Array.from({ length: 5 }, attempt));
    const slowed = replies.filter((r) => r.status() === 429);
    expect(slowed.length).toBeGreaterThanOrEqual(4);
    for (const reply of slowed) {
      expect(Number(reply.headers()["retry-after"])).toBeLessThanOrEqual(5);
      expect(await reply.text()).toMatch(
        /Too many failed login attempts for this account\. Please try again in \d seconds?\./,
      );
    }
  });

  test("repeated failures from one address are refused, whatever the account; the page says so", async ({
    request,
    page,
    consoleErrors,
  }) => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const strangers = Array.from({ length: 20 }, (_, i) => ({
      username: `someone-${i}-${Date.now()}@e2e.test`,
      password: "wrong",
    }));
    await failedLogins(request, ip, strangers);
    // Even the right password is refused from that address now.
    await expectLockedOut(page, ip, /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    await expect(page).toHaveURL(/\/admin\/login/);
    expectHttpErrors(consoleErrors, 429);
  });
});

test.describe("where signing in leads", () => {
  test("a redirectTo that would leave the site (tab, newline, backslash, //) leads to admin home, and the page renders", async ({
    page,
  }) => {
    for (const target of [
      "%2F%09%2Fevil.example",
      "%2F%0A%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F%2Fevil.example",
    ]) {
      const context = await page.context().browser()!.newContext();
      const tab = await context.newPage();
      const response = await tab.goto(`/admin/login?redirectTo=${target}`);
      expect(response!.status(), target).toBe(200);
      await submitLogin(tab);
      await expect(tab, target).toHaveURL(/^http:\/\/localhost:\d+\/admin\/home$/, SIGN_IN);
      await context.close();
    }
  });
});
