// Several admins: invites by mail, removal (never the last admin), one's own password, and a
// forgotten password reset by mail. Each signed-out person is a new browser context with its own address.
import crypto from "node:crypto";

import type { BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";

import { PASSWORD_HASH_WAIT_MS } from "../../app/.server/auth/password";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "../../app/utils/texts/admin/account";
import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { expectToast, submitLogin } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, type MailBox, test as base, VIEWPORTS } from "./fixtures";
import { expectOnlyRefusals, uniqueIp } from "./forms-helpers";

/**
 * The wait for an answer that checks or sets passwords one after another. The server lets a hash wait
 * PASSWORD_HASH_WAIT_MS for its turn before refusing it as busy: a hash taking that long is a busy
 * machine, not a fault, so each is waited for that long (5 s held only on an idle machine).
 */
const afterHashes = (hashes: number) => ({ timeout: hashes * PASSWORD_HASH_WAIT_MS });

/** Gives the running test that wait for each of the hashes it makes, beyond its budget for the rest. */
function allowHashes(hashes: number) {
  const info = test.info();
  info.setTimeout(info.timeout + afterHashes(hashes).timeout);
}

const newEmail = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}@e2e.test`;

/** The one-time link in the newest mail to this address. */
async function linkMailedTo(mailbox: MailBox, to: string, kind: "invite" | "reset"): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+/admin/${kind}/[A-Za-z0-9_-]+`);
  await expect
    .poll(async () => (await mailbox.matching(`/admin/${kind}/`)).filter((m) => m.to.includes(to)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const mails = (await mailbox.matching(`/admin/${kind}/`)).filter((m) => m.to.includes(to));
  const link = mails[mails.length - 1].text.match(pattern)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

function inDatabase<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** The signed-in admin invites a new address; answers it and the path of the link mailed to it. */
async function sendInvite(page: Page, mailbox: MailBox, label: string) {
  const email = newEmail(label);
  await page.goto("/admin/admins");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expectToast(page, TEXTS.inviteSent(email));
  return { email, path: await linkMailedTo(mailbox, email, "invite") };
}

async function setPassword(page: Page, password: string, button: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: button }).click();
}

/** At the login form, the old password is refused and the new one signs in. */
async function expectPasswordReplaced(page: Page, email: string, old: string, replacement: string) {
  await page.goto("/admin/login");
  await submitLogin(page, email, old);
  await expect(page.getByRole("alert")).toHaveText("Invalid login credentials", afterHashes(1));
  await page.goto("/admin/login");
  await submitLogin(page, email, replacement);
  await expect(page).toHaveURL(/\/admin\/home$/, afterHashes(1));
}

const test = base.extend<{
  /** A page in a browser with no session, from an address of its own (the link pages are throttled per address); closed after the test. */
  signedOut: () => Promise<Page>;
  /** Invites someone and accepts in a signed-out browser: their address, password, page (signed in) and used invite link. */
  newAdmin: (label: string) => Promise<{ email: string; password: string; them: Page; path: string }>;
  /**
   * A second admin, invited by the first, written as a row with the first admin's password hash (so no
   * hash is made for it), and signed in by a session row in a browser of their own: for the tests about
   * what happens to an admin, not about the invite (which newAdmin goes through).
   */
  otherAdmin: (label: string) => Promise<{ email: string; password: string; them: Page }>;
}>({
  signedOut: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() } });
      opened.push(context);
      return context.newPage();
    });
    for (const context of opened) await context.close();
  },
  newAdmin: async ({ page, mailbox, signedOut }, use) => {
    await use(async (label) => {
      const { email, path } = await sendInvite(page, mailbox, label);
      const password = `${label}-password-1`;
      const them = await signedOut();
      await them.goto(path);
      await setPassword(them, password, "Create my account");
      await expect(them).toHaveURL(/\/admin\/home$/, afterHashes(1));
      await expect(them.getByText(`Signed in as ${email}`)).toBeVisible();
      return { email, password, them, path };
    });
  },
  otherAdmin: async ({ server, login, signedOut }, use) => {
    await use(async (label) => {
      const email = newEmail(label);
      inDatabase(server.databasePath, (db) => {
        const first = db.prepare("SELECT id, password_hash FROM users WHERE email = ?").get(E2E_ADMIN.email) as {
          id: number;
          password_hash: string;
        };
        db.prepare("INSERT INTO users (email, password_hash, invited_by) VALUES (?, ?, ?)").run(
          email,
          first.password_hash,
          first.id,
        );
      });
      const them = await signedOut();
      await login(them, email);
      return { email, password: E2E_ADMIN.password, them };
    });
  },
});

test("an invite is mailed; the link makes a signed-in admin, who is listed; the link then works no more", async ({
  consoleErrors,
  page,
  login,
  newAdmin,
}) => {
  await login();
  const { email, them, path } = await newAdmin("invited");
  await page.goto("/admin/admins");
  const list = page.getByRole("list", { name: "Admins" });
  await expect(list.getByText(`${E2E_ADMIN.email} (you)`)).toBeVisible();
  await expect(list.getByText(email, { exact: true })).toBeVisible();
  await expect(list.getByText(`invited by ${E2E_ADMIN.email}`).first()).toBeVisible();

  await them.context().clearCookies();
  await them.goto(path);
  await expect(them.getByRole("alert")).toHaveText(TEXTS.linkUsed);
  await them.getByRole("link", { name: "Go to the admin login" }).click();
  await expect(them.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  // The used or expired link answers 410, a refused form 400 or 401: the browser logs them.
  expectOnlyRefusals(consoleErrors, [410]);
});

test("an expired or unknown invite link says so and leads to the login", async ({
  consoleErrors,
  page,
  login,
  mailbox,
  server,
  signedOut,
}) => {
  await login();
  const { email, path } = await sendInvite(page, mailbox, "late");
  // 72 hours pass: the link's end is moved into the past in the worker's database.
  inDatabase(server.databasePath, (db) =>
    db
      .prepare("UPDATE admin_tokens SET expires_at = ? WHERE email = ?")
      .run(new Date(Date.now() - 1000).toISOString(), email),
  );
  const them = await signedOut();
  await them.goto(path);
  await expect(them.getByRole("alert")).toHaveText(TEXTS.linkExpired);
  await expect(them.getByRole("button", { name: "Create my account" })).toHaveCount(0);
  await expect(them.getByRole("link", { name: "Go to the admin login" })).toBeVisible();
  await them.goto("/admin/invite/not-a-real-token");
  await expect(them.getByRole("alert")).toHaveText(TEXTS.linkUnknown);
  expectOnlyRefusals(consoleErrors, [410]);
});

test("removing an admin, after confirming, takes them off the list and signs them out", async ({
  page,
  login,
  otherAdmin,
}) => {
  await login();
  const { email, them } = await otherAdmin("leaving");
  await them.goto("/admin/home");
  await expect(them.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.goto("/admin/admins");
  await page.getByRole("link", { name: `Remove ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: TEXTS.confirmRemoveTitle });
  await expect(dialog).toContainText(TEXTS.confirmRemove(email));
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, TEXTS.adminRemoved(email));
  await expect(page.getByRole("list", { name: "Admins" }).getByText(email, { exact: true })).toHaveCount(0);

  await them.goto("/admin/home");
  await expect(them).toHaveURL(/\/admin\/login/);
});

test("the last admin is offered no Remove button, and the server refuses to remove them", async ({
  page,
  login,
  server,
}) => {
  await login();
  await page.goto("/admin/admins");
  // Other tests in this worker may have added admins: remove them first.
  const removeLinks = page.getByRole("link", { name: /^Remove / });
  while ((await removeLinks.count()) > 0) {
    const email = (await removeLinks.first().getAttribute("aria-label"))!.replace(/^Remove /, "");
    await removeLinks.first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expectToast(page, TEXTS.adminRemoved(email));
  }
  await expect(page.getByText(TEXTS.onlyAdminNote)).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(0);

  // A forged removal of the only admin, posted from the page itself.
  const ownId = inDatabase(
    server.databasePath,
    (db) => (db.prepare("SELECT id FROM users WHERE email = ?").get(E2E_ADMIN.email) as { id: number }).id,
  );
  await page.evaluate((id) => {
    const form = Object.assign(document.createElement("form"), { method: "post", action: "/admin/admins" });
    for (const [name, value] of [
      ["intent", "remove"],
      ["userId", String(id)],
    ])
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
    document.body.append(form);
    form.submit();
  }, ownId);
  await expectToast(page, TEXTS.lastAdmin);
  await expect(page.getByRole("list", { name: "Admins" }).getByText(`${E2E_ADMIN.email} (you)`)).toBeVisible();
});

test("changing one's password: a wrong current one is refused, then only the new one signs in", async ({
  consoleErrors,
  otherAdmin,
  signedOut,
}) => {
  // The wrong current password, the change (checks, then sets), the two logins.
  allowHashes(5);
  const { email, password, them } = await otherAdmin("changer");
  await them.goto("/admin/account");
  await them.getByLabel("Current password").fill("not-my-password");
  await setPassword(them, "second-password-2", "Change password");
  await expect(them.getByText(TEXTS.currentPasswordWrong)).toBeVisible(afterHashes(1));
  await them.getByLabel("Current password").fill(password);
  await setPassword(them, "second-password-2", "Change password");
  await expectToast(them, TEXTS.passwordChanged, afterHashes(2).timeout);

  await expectPasswordReplaced(await signedOut(), email, password, "second-password-2");
  expectOnlyRefusals(consoleErrors, [400, 401]);
});

test("forgot password: a link is mailed, sets a new password, ends the old sessions; the new password signs in", async ({
  consoleErrors,
  mailbox,
  otherAdmin,
  signedOut,
}) => {
  // Setting the new password, the two logins.
  allowHashes(3);
  const { email, password, them } = await otherAdmin("forgetful");
  await them.goto("/admin/home");
  await expect(them.getByText(`Signed in as ${email}`)).toBeVisible();
  const asker = await signedOut();
  await asker.goto("/admin/login");
  await asker.getByRole("link", { name: "Forgot password?" }).click();
  await asker.getByLabel("Email").fill(email);
  await asker.getByRole("button", { name: "Send me a link" }).click();
  await expect(asker.getByRole("status")).toHaveText(TEXTS.forgotAnswer);

  await asker.goto(await linkMailedTo(mailbox, email, "reset"));
  await setPassword(asker, "remembered-password-2", "Set the new password");
  await expect(asker.getByRole("status")).toHaveText(TEXTS.resetDone, afterHashes(1));

  await them.goto("/admin/home");
  await expect(them).toHaveURL(/\/admin\/login/);
  await expectPasswordReplaced(asker, email, password, "remembered-password-2");
  expectOnlyRefusals(consoleErrors, [410, 401]);
});

test("forgot password answers the same for an address that is no admin's, and mails nothing", async ({
  mailbox,
  signedOut,
}) => {
  const stranger = await signedOut();
  const email = newEmail("nobody");
  await stranger.goto("/admin/forgot");
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByRole("button", { name: "Send me a link" }).click();
  await expect(stranger.getByRole("status")).toHaveText(TEXTS.forgotAnswer);
  expect((await mailbox.matching("/admin/reset/")).filter((m) => m.to.includes(email))).toEqual([]);
});

// The flow once, the width changing only the layout: the list with its pending row is checked on a phone
// and on a desktop, the confirm step is cancelled on the phone and confirmed on the desktop, and the
// dead link's page is opened on a phone.
test(`pending invites are listed and one is revoked after confirming, its link then dead (${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px)`, async ({
  consoleErrors,
  page,
  login,
  mailbox,
  signedOut,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await login();
  const { email, path } = await sendInvite(page, mailbox, "pending");

  const pending = page.getByRole("list", { name: "Pending invites" });
  const row = pending.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText(`invited by ${E2E_ADMIN.email}`);
  await expect(row).toContainText("Link works until");
  const fits = async (width: number) => {
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  };
  await fits(VIEWPORTS.phone.width);

  // Cancel first: nothing changes.
  await row.getByRole("link", { name: `Revoke the invite to ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: TEXTS.confirmRevokeTitle });
  await expect(dialog).toContainText(TEXTS.confirmRevoke(email));
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row).toBeVisible();

  await page.setViewportSize(VIEWPORTS.desktop);
  await fits(VIEWPORTS.desktop.width);
  await row.getByRole("link", { name: `Revoke the invite to ${email}` }).click();
  // The post is held: meanwhile the confirm button says it is under way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/admins**", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog.getByRole("button", { name: "Revoking…" })).toBeDisabled();
  release();
  await expectToast(page, TEXTS.inviteRevoked(email));
  await page.unroute("**/admin/admins**");
  await expect(pending.getByText(email)).toHaveCount(0);

  const them = await signedOut();
  await them.setViewportSize(VIEWPORTS.phone);
  await them.goto(path);
  await expect(them.getByRole("alert")).toHaveText(TEXTS.linkUnknown);
  expect(await them.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  expectOnlyRefusals(consoleErrors, [410]);
});
