// Passkeys in real Chromium, with its virtual authenticator (CDP WebAuthn domain): one is added on the
// sign-in methods page, the admin signs out and back in with it without typing an email, turns on
// passkey only and sees the password refused, and the audit log lists every step, a refused passkey too.
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { submitLogin } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, test, unique, VIEWPORTS } from "./fixtures";
import { waitForHydration } from "./public-helpers";

test.describe.configure({ timeout: 90_000 });
const SIGN_IN = { timeout: 20_000 };

/** A second admin with the test admin's password, so the shared account never becomes passkey-only. */
function addAdmin(databasePath: string): string {
  const email = `${unique("passkey").replace(" ", "-")}@e2e.test`;
  const db = new Database(databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const { password_hash } = db.prepare("SELECT password_hash FROM users WHERE email = ?").get(E2E_ADMIN.email) as {
      password_hash: string;
    };
    db.prepare("INSERT INTO users (email, password_hash) VALUES (?, ?)").run(email, password_hash);
  } finally {
    db.close();
  }
  return email;
}

/** A platform authenticator that keeps discoverable credentials and verifies its user (as a fingerprint would). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const checkA11y = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

/** Chromium without passkeys in the username field's autofill, as some browsers are: the button is the way in. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });

test("a passkey is added, signs in without an email, and passkey only refuses the password", async ({
  page,
  browser,
  server,
  login,
  consoleErrors,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await addVirtualAuthenticator(page);
  // With no passkey yet, the login page waits for one in the autofill and offers the button.
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await checkA11y(page);
  const email = addAdmin(server.databasePath);
  await login(page, email);

  await page.goto("/admin/account/factors");
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on passkey only" })).toBeDisabled();
  await page.getByLabel("Name of this passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Test laptop” was added." })).toBeVisible(
    SIGN_IN,
  );
  const passkeys = page.getByRole("list", { name: "Passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("Test laptop");
  await expect(passkeys).toContainText("Not used yet");
  await checkA11y(page);

  // Signed out, the login page's autofill request finds the passkey: Chromium's virtual authenticator
  // answers it at once, as an admin picking it from the username field's suggestions. No email is typed.
  // The page came back as a new document: once it is live, so that nothing it does as it hydrates moves the
  // button under the pointer (a click there once landed on "Remove Test laptop").
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SIGN_IN);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/home$/, SIGN_IN);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/admin/account/factors");
  await expect(passkeys).toContainText(/Last used \d{4}-\d\d-\d\d/);
  await page.getByRole("button", { name: "Turn on passkey only" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey only is on" })).toBeVisible(SIGN_IN);
  // The last passkey of a passkey-only account stays.
  await page.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This is your last passkey/);
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await checkA11y(page);

  // The password opens nothing now, with the answer a wrong password gets.
  const other = await browser.newContext({ baseURL: server.origin, viewport: VIEWPORTS.phone });
  const them = await other.newPage();
  await them.goto("/admin/login");
  await submitLogin(them, email, E2E_ADMIN.password);
  await expect(them.getByRole("alert")).toHaveText("Invalid login credentials");
  await expect(them).toHaveURL(/\/admin\/login/);
  await other.close();

  // The button, where the browser offers no autofill.
  await withoutAutofill(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SIGN_IN);
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/home$/, SIGN_IN);

  // Passkey only off, the passkey removed: the authenticator's credential is refused from then on.
  await page.goto("/admin/account/factors");
  await page.getByRole("button", { name: "Turn off passkey only" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey only is off" })).toBeVisible(SIGN_IN);
  await page.getByRole("button", { name: "Remove Test laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Test laptop” was removed." })).toBeVisible(
    SIGN_IN,
  );
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SIGN_IN);
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/The passkey was not accepted/);

  // The audit log lists each step.
  await login(page, E2E_ADMIN.email);
  await page.goto("/admin/security");
  const rows = page.getByRole("row");
  const mine = (text: string) => rows.filter({ hasText: text }).filter({ hasText: email });
  await expect(mine("passkey added")).toHaveCount(1);
  await expect(mine("sign-in").filter({ hasText: /factor: passkey/ })).toHaveCount(2);
  await expect(mine("passkey-only turned on")).toHaveCount(1);
  await expect(mine("sign-in failed").filter({ hasText: /factor: password/ })).toHaveCount(1);
  await expect(mine("passkey-only turned off")).toHaveCount(1);
  await expect(mine("passkey removed")).toHaveCount(1);
  await expect(rows.filter({ hasText: "sign-in failed" }).filter({ hasText: "unknown passkey" })).not.toHaveCount(0);
  await checkA11y(page);
  // What the test provoked: the refused removal (400), the refused password and passkey (401).
  expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test("after the password a passkey is the second step, and it confirms again before a removal", async ({
  page,
  server,
  login,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await addVirtualAuthenticator(page);
  await withoutAutofill(page);
  const email = addAdmin(server.databasePath);
  await login(page, email);
  await page.goto("/admin/account/factors");
  await page.getByLabel("Name of this passkey").fill("Phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Phone” was added." })).toBeVisible(SIGN_IN);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SIGN_IN);

  // The password alone opens the second step, where the passkey (no app here) finishes the sign-in.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/admin/login");
  await submitLogin(page, email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/verify/, SIGN_IN);
  await expect(page.getByLabel(/Code from your authenticator app/)).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/home$/, SIGN_IN);

  // Ten minutes later (the session's last proof moved back), removing the passkey asks for it again.
  const db = new Database(server.databasePath);
  try {
    db.prepare(
      "UPDATE sessions SET verified_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    ).run(email);
  } finally {
    db.close();
  }
  await page.goto("/admin/account/factors");
  await page.getByRole("button", { name: "Remove Phone" }).click();
  await expect(page).toHaveURL(/\/admin\/confirm/, SIGN_IN);
  await expect(page.getByLabel("Your password")).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/account\/factors$/, SIGN_IN);
  await page.getByRole("button", { name: "Remove Phone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey “Phone” was removed." })).toBeVisible(SIGN_IN);

  await page.goto("/admin/security");
  const rows = page.getByRole("row").filter({ hasText: email });
  await expect(rows.filter({ hasText: "factor: password + passkey" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "confirmed again" }).filter({ hasText: "factor: passkey" })).toHaveCount(1);
});

test("without JavaScript the password form still signs in, and the pages say why passkeys are missing", async ({
  browser,
  server,
  login,
  consoleErrors,
}) => {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login");
  // Playwright turns scripts off after parsing, so the browser still reads <noscript> as text: its words are checked.
  expect(await page.locator("noscript").textContent()).toContain(
    "Passkeys need JavaScript in this browser. Sign in with your email and password instead.",
  );
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin\/home$/, SIGN_IN);

  await login(page, addAdmin(server.databasePath));
  await page.goto("/admin/account/factors");
  await page.getByLabel("Name of this passkey").fill("Old browser");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Adding a passkey needs JavaScript/);
  await context.close();
  // The refused post answers 400 on purpose.
  expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  consoleErrors.length = 0;
});
