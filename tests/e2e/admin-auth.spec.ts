import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { expectHttpErrors, loginCookie } from "./admin-helpers";
import { expect, signIn, test } from "./fixtures";

const ADMIN_PAGES = ["/admin/home", "/editHome", "/editStudio", "/editProject", "/editCareer", "/editContact"];
const ACTION_URLS = [
  "/editHome",
  "/editStudio",
  "/editProject",
  "/editCareer",
  "/editContact",
  "/admin/upload/editHome",
  "/admin/upload/editStudio",
  "/admin/upload/editProject",
];
// Every sign-in checks a memory-hard password hash: on a busy machine that takes seconds.
test.describe.configure({ timeout: 120_000 });
const SIGN_IN = { timeout: 20_000 };

const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

test.describe("the guard", () => {
  test("every admin page sends a visitor without a session to the login page", async ({ request, page }) => {
    for (const path of [...ADMIN_PAGES, "/admin/upload/editProject"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // In the browser the login page replaces the guarded one, and signing in leads back to it.
    await page.goto("/editCareer");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2FeditCareer$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.getByLabel("Username").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/editCareer$/, SIGN_IN);
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
        multipart: { intent: "carousel-add", image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("x") } },
        maxRedirects: 0,
      });
      expect(multipart.status(), path).toBe(303);
    }
    const after = await (await request.get("/")).text();
    expect(after).not.toContain("Written without a session");
    expect(before).not.toContain("Written without a session");
  });

  test("admin pages are private: no-store and noindex", async ({ page }) => {
    await signIn(page);
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response!.headers()["cache-control"], path).toBe("no-store");
      expect(response!.headers()["x-robots-tag"], path).toContain("noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    const login = await page.request.get("/admin/login");
    expect(login.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("signing in and out", () => {
  test("the login form: both fields required, a wrong password refused, success replaces the login page in history", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.goto("/admin/login");
    await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    // The browser names the admin's email address the username.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomIp() });
    await page.getByLabel("Username").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();
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

  test("admin home links to every edit page and the inbox; edit pages have Admin Home and Logout; Logout returns to / and signs out", async ({ page }) => {
    await signIn(page);
    const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
    await expect(links).toHaveText(["Edit Home", "Edit Studio", "Edit Project", "Edit Career", "Edit Contact", "Inbox"]);
    for (const [name, path] of [
      ["Edit Home", "/editHome"],
      ["Edit Studio", "/editStudio"],
      ["Edit Project", "/editProject"],
      ["Edit Career", "/editCareer"],
      ["Edit Contact", "/editContact"],
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
    await page.goto("/editStudio");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("a signed-in admin visiting the login page goes to admin home", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/home$/);
  });
});

test.describe("sessions over HTTP", () => {
  test("the session cookie is HttpOnly, SameSite=Lax, Secure in production, and holds no token", async ({ request }) => {
    const response = await request.post("/admin/login", {
      form: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin/home");
    const setCookie = response.headers()["set-cookie"];
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toContain(E2E_ADMIN.password);
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
    const replayed = await client.get("/editHome", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(replayed.status()).toBe(303);
    const action = await client.post("/editCareer", {
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
  test("repeated failures for one account are refused with 429 and a readable message", async ({ request }) => {
    const email = `nobody-${Date.now()}@e2e.test`;
    const attempt = (ip: string) =>
      request.post("/admin/login", { form: { username: email, password: "wrong" }, headers: { "X-Forwarded-For": ip } });
    // Different addresses, one account: the account's limit applies.
    for (let i = 0; i < 5; i++) expect((await attempt(randomIp())).status()).toBe(401);
    const refused = await attempt(randomIp());
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many failed login attempts. Please try again in 15 minutes.");
  });

  test("repeated failures from one address are refused, whatever the account; the page says so", async ({ request, page, consoleErrors }) => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 20; i++) {
      const response = await request.post("/admin/login", {
        form: { username: `someone-${i}-${Date.now()}@e2e.test`, password: "wrong" },
        headers: { "X-Forwarded-For": ip },
      });
      expect(response.status()).toBe(401);
    }
    // Even the right password is refused from that address now.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/login/);
    expectHttpErrors(consoleErrors, 429);
  });
});
