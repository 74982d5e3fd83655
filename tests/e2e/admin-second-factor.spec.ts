// The second factor in real Chromium: the authenticator app set up by its key, a sign-in that cannot
// skip the second step, a replayed code refused, a recovery code used once, the audit log listing each
// step and showing an entry edited in the database as broken.
import { type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { generate } from "otplib";

import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { submitLogin } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, unique, VIEWPORTS } from "./fixtures";

test.describe.configure({ timeout: 90_000 });
const SIGN_IN = { timeout: 20_000 };

function inDatabase<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** A second admin with the test admin's password, so this spec's factors never touch the shared account. */
function addAdmin(databasePath: string, label: string): string {
  const email = `${unique(label).replace(" ", "-")}@e2e.test`;
  inDatabase(databasePath, (db) => {
    const { password_hash } = db.prepare("SELECT password_hash FROM users WHERE email = ?").get(E2E_ADMIN.email) as {
      password_hash: string;
    };
    db.prepare("INSERT INTO users (email, password_hash) VALUES (?, ?)").run(email, password_hash);
  });
  return email;
}

const checkA11y = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function setUpApp(page: Page): Promise<{ secret: string; firstCode: string; recovery: string[] }> {
  await page.goto("/admin/account/factors");
  const secret = (await page.locator("code").first().textContent())!.trim();
  const firstCode = await codeNow(secret);
  await page.getByLabel("6-digit code from the app").fill(firstCode);
  await page.getByRole("button", { name: "Turn on the authenticator app" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The authenticator app is set up" })).toBeVisible();
  const recovery = await page.getByRole("list", { name: "Recovery codes" }).locator("code").allTextContents();
  return { secret, firstCode, recovery };
}

test("the app is set up; the password alone opens nothing; a replayed code and a used recovery code are refused", async ({
  page,
  browser,
  server,
  login,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const email = addAdmin(server.databasePath, "app");
  await login(page, email);
  const { firstCode, recovery } = await setUpApp(page);
  expect(recovery).toHaveLength(10);
  await checkA11y(page);

  const other = await browser.newContext({ baseURL: server.origin, viewport: VIEWPORTS.desktop });
  const them = await other.newPage();
  await them.goto("/admin/login");
  await submitLogin(them, email, E2E_ADMIN.password);
  await expect(them).toHaveURL(/\/admin\/verify/, SIGN_IN);
  await checkA11y(them);
  // With one factor, no admin URL and no data request reaches an admin page.
  for (const path of ["/admin/home", "/admin/account/factors"]) {
    const response = await them.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
    expect(response.headers().location, path).toBe("/admin/verify");
  }
  // A data request gets Remix's redirect answer, and no page data.
  const data = await them.request.get("/admin/home.data", { maxRedirects: 0 });
  const answer = `${data.headers()["x-remix-redirect"] ?? ""} ${await data.text()}`;
  expect(answer).toContain("/admin/verify");
  expect(answer).not.toContain(email);
  // The code used at set-up is spent.
  await them.getByLabel(/Code from your authenticator app/).fill(firstCode);
  await them.getByRole("button", { name: "Continue" }).click();
  await expect(them.getByRole("alert")).toHaveText(/not right, or it was already used/);
  await them.getByLabel(/Code from your authenticator app/).fill(recovery[0]);
  await them.getByRole("button", { name: "Continue" }).click();
  await expect(them).toHaveURL(/\/admin\/home$/, SIGN_IN);

  // The same recovery code does not open a second sign-in.
  const third = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await third.goto("/admin/login");
  await submitLogin(third, email, E2E_ADMIN.password);
  await expect(third).toHaveURL(/\/admin\/verify/, SIGN_IN);
  await third.getByLabel(/Code from your authenticator app/).fill(recovery[0]);
  await third.getByRole("button", { name: "Continue" }).click();
  await expect(third.getByRole("alert")).toHaveText(/not right, or it was already used/);
  await other.close();
  await third.context().close();

  // The audit log lists each step; an entry edited in the database shows as broken.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/admin/security");
  await expect(page.getByRole("status")).toHaveText(/intact/);
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "authenticator app added" }).filter({ hasText: email })).toHaveCount(1);
  await expect(rows.filter({ hasText: "password + recovery code" }).filter({ hasText: email })).toHaveCount(1);
  await expect(rows.filter({ hasText: "second step failed" }).filter({ hasText: email })).toHaveCount(2);
  await expect(rows.filter({ hasText: "recovery code used" }).filter({ hasText: email })).toHaveCount(1);
  await checkA11y(page);
  inDatabase(server.databasePath, (db) =>
    db
      .prepare(
        "UPDATE audit_log SET actor = 'someone-else@e2e.test' WHERE action = 'authenticator app added' AND actor = ?",
      )
      .run(email),
  );
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText(/changed outside the admin/);
  await expect(rows.filter({ hasText: "broken: changed outside the admin" })).not.toHaveCount(0);
  // Leave the shared log intact for the worker's other tests.
  inDatabase(server.databasePath, (db) =>
    db
      .prepare(
        "UPDATE audit_log SET actor = ? WHERE action = 'authenticator app added' AND actor = 'someone-else@e2e.test'",
      )
      .run(email),
  );
  // The refused codes answered 401, which the browser logs; nothing else may be there.
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test("the studio's rule takes an admin without a second factor to set one up, and nowhere else", async ({
  page,
  server,
  login,
  consoleErrors,
}) => {
  await login(page);
  await page.goto("/admin/admins");
  await page.getByRole("button", { name: "Turn the rule on" }).click();
  await expect(page.getByText("Every admin must now use a second factor.")).toBeVisible();
  try {
    const email = addAdmin(server.databasePath, "rule");
    const context = await page.context().browser()!.newContext({ baseURL: server.origin, viewport: VIEWPORTS.phone });
    const them = await context.newPage();
    await login(them, email);
    for (const path of ["/admin/home", "/admin/pages/studio", "/admin/security"]) {
      await them.goto(path);
      await expect(them, path).toHaveURL(/\/admin\/account\/factors\?required$/);
    }
    await expect(them.getByRole("alert")).toHaveText(/asks every admin to use a second factor/);
    await checkA11y(them);
    await setUpApp(them);
    await them.goto("/admin/home");
    await expect(them).toHaveURL(/\/admin\/home$/);
    await context.close();
  } finally {
    inDatabase(server.databasePath, (db) =>
      db.prepare("UPDATE app_state SET value = '0' WHERE key = 'require_second_factor'").run(),
    );
  }
  expect(consoleErrors).toEqual([]);
});

test("removing an admin asks for the password again when it was last proved over 10 minutes ago", async ({
  page,
  server,
  login,
  consoleErrors,
}) => {
  const email = addAdmin(server.databasePath, "removed");
  await login(page);
  inDatabase(server.databasePath, (db) =>
    db
      .prepare("UPDATE sessions SET verified_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .run(new Date(Date.now() - 11 * 60 * 1000).toISOString(), E2E_ADMIN.email),
  );
  await page.goto("/admin/admins");
  await page.getByRole("link", { name: `Remove ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page).toHaveURL(/\/admin\/confirm\?redirectTo=/);
  await checkA11y(page);
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toHaveText("The password is not right.", SIGN_IN);
  await page.getByLabel("Your password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible(SIGN_IN);
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${email} is no longer an admin and was signed out.`)).toBeVisible();
  // The wrong password answered 401, which the browser logs; nothing else may be there.
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
