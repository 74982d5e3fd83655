// axe-core on every public page and every admin page, at a phone's and a desktop's width: no WCAG 2.1 A
// or AA violation and none of axe's experimental rules broken, once the page has hydrated (what a
// visitor with assistive technology gets). Each page is loaded once, at the phone's width, then
// widened to the desktop's: the layout follows the width through CSS and matchMedia listeners alone
// (useMediaQuery), so the widened page is the one a desktop loads.

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { PUBLIC_PAGES } from "../setup/public-pages";
import { expectHttpErrors } from "./admin-helpers";
import { axeViolations } from "./axe";
import { animationsSettled, expect, test, VIEWPORTS, withWorkerDatabase, type WorkerServer } from "./fixtures";
import { DEMO_PROJECTS, projectLink, waitForHydration } from "./public-helpers";
import { seedSelection, seedShareLink } from "./seed-share-link";

const NOT_FOUND = "/no-such-page";
const PAGES = [NOT_FOUND, ...PUBLIC_PAGES, "/projects?q=house"];

// With the dead share link's page: what a recipient sees once a link has expired or was withdrawn.
const SIGNED_OUT_ADMIN_PAGES = [
  "/admin/login",
  "/admin/forgot",
  "/admin/reset/not-a-token",
  "/admin/invite/not-a-token",
  "/s/not-a-token",
];
const ADMIN_PAGES = [
  "/admin/home",
  "/admin/pages/home",
  "/admin/pages/studio",
  "/admin/pages/career",
  "/admin/pages/contact",
  "/admin/projects",
  "/admin/projects/order",
  "/admin/trash",
  "/admin/inbox",
  "/admin/inbox/spam",
  "/admin/statistics",
  "/admin/selections",
  "/admin/backups",
  "/admin/import",
  "/admin/admins",
  "/admin/account",
  "/admin/scheduled",
  "/admin/press",
  "/admin/redirects",
  "/admin/security",
  "/admin/account/factors",
  "/admin/checks",
];

/** The loaded page's violations at the phone's width, then at the desktop's, each once its layout has settled. */
async function violationsAtBothWidths(page: Page) {
  const found: Record<string, string[]> = {};
  for (const [name, viewport] of [
    ["phone", VIEWPORTS.phone],
    ["desktop", VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await animationsSettled(page.locator("body"));
    found[`${name}, ${viewport.width} px`] = await axeViolations(page);
  }
  return found;
}
const NONE = { [`phone, ${VIEWPORTS.phone.width} px`]: [], [`desktop, ${VIEWPORTS.desktop.width} px`]: [] };

test.describe(`at ${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px`, () => {
  test.use({ viewport: VIEWPORTS.phone });
  // Two axe runs a test: twice the default time.
  test.describe.configure({ timeout: 60_000 });

  for (const path of [...PAGES, "project page"]) {
    test(`${path}: no violations`, async ({ page, consoleErrors }) => {
      await page.goto(path === "project page" ? await projectLink(page, DEMO_PROJECTS[0].name) : path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page)).toEqual(NONE);
      // The missing page answers 404 on purpose.
      if (path === NOT_FOUND) consoleErrors.length = 0;
    });
  }

  for (const path of SIGNED_OUT_ADMIN_PAGES) {
    test(`${path}: no violations`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page)).toEqual(NONE);
      // The dead links' pages answer 404 (410) on purpose.
      consoleErrors.length = 0;
    });
  }

  for (const path of ADMIN_PAGES) {
    test(`${path}: no violations`, async ({ page, login }) => {
      await login();
      await page.goto(path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page)).toEqual(NONE);
    });
  }
});

test.describe("an admin with a passkey, passkey only on", () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.describe.configure({ timeout: 60_000 });

  for (const path of ["/admin/account/factors", "/admin/confirm"]) {
    test(`${path}: no violations`, async ({ page, login, server }) => {
      // Its own admin (a users row, a passkeys row): the shared admin's password sign-in stays one step.
      const email = `a11y-passkey-${path.length}-${Date.now()}@e2e.test`;
      const db = new Database(server.databasePath);
      try {
        const { id } = db
          .prepare("INSERT INTO users (email, password_hash, passkey_only) VALUES (?, 'unused', 1) RETURNING id")
          .get(email) as { id: number };
        db.prepare("INSERT INTO passkeys (id, user_id, name, public_key) VALUES (?, ?, 'Work laptop', x'00')").run(
          `a11y-${id}`,
          id,
        );
      } finally {
        db.close();
      }
      await login(page, email);
      await page.goto(path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page)).toEqual(NONE);
    });
  }
});

/** The demo site's oldest public project, the one the share link blocks show. */
const firstPublicProject = (server: WorkerServer) =>
  withWorkerDatabase(
    server,
    (db) =>
      db
        .prepare("SELECT id, link FROM projects WHERE status = 'published' AND private = 0 ORDER BY id LIMIT 1")
        .get() as { id: number; link: string },
  );

test.describe("a share link with its recipient's favourites, comments and approvals", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the link's pages and the selection's page: no violations", async ({ page, browser, login, server }) => {
    const project = firstPublicProject(server);
    const link = project.link;
    const selection = seedSelection(server, "A11y feedback", [project.id]);
    const { token, id: linkId } = seedShareLink(server, selection, { recipient: "Ana" });
    withWorkerDatabase(server, (db) => {
      const at = new Date().toISOString();
      const row = db.prepare(
        "INSERT INTO share_link_feedback (link_id, kind, project_id, body, answer, answered_by, answered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      );
      row.run(linkId, "favourite", project.id, "", null, null, null, at);
      row.run(linkId, "comment", project.id, "Is this oak?", null, null, null, at);
      row.run(linkId, "comment", project.id, "And the floor?", "Stone.", "studio@example.com", at, at);
      row.run(linkId, "approval", null, "Go ahead.", null, null, null, at);
    });
    for (const path of [`/s/${token}`, `/s/${token}/p/${link}`]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page), path).toEqual(NONE);
      await page.setViewportSize(VIEWPORTS.phone);
    }
    const admin = await browser.newContext({ viewport: VIEWPORTS.phone });
    await login(admin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/selections/${selection}`);
    await waitForHydration(adminPage);
    expect(await violationsAtBothWidths(adminPage)).toEqual(NONE);
    await admin.close();
  });
});

test.describe("a press item's edit form, with its title in Portuguese, and its history", () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.describe.configure({ timeout: 60_000 });

  test("no violations", async ({ page, login, server }) => {
    const db = new Database(server.databasePath, { readonly: true });
    const { id } = db.prepare("SELECT id FROM press_items WHERE title = 'Housing Prize'").get() as { id: number };
    db.close();
    await login();
    for (const path of [`/admin/press?edit=${id}`, `/admin/history/press/${id}`]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await violationsAtBothWidths(page), path).toEqual(NONE);
      await page.setViewportSize(VIEWPORTS.phone);
    }
  });
});

test.describe("a share link with downloads", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the shared project's page with its download form: no violations", async ({ page, server }) => {
    const project = firstPublicProject(server);
    const link = project.link;
    const selection = seedSelection(server, "A11y downloads", [project.id]);
    // Both sizes offered, so the size is a choice, and the watermark said.
    const downloads = { edge: 2400, original: true, watermark: true };
    const { token } = seedShareLink(server, selection, { recipient: "Ana", downloads });
    await page.goto(`/s/${token}/p/${link}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Download", exact: true })).toBeVisible();
    expect(await violationsAtBothWidths(page)).toEqual(NONE);
  });
});

test.describe("a share link that verifies its recipient", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("its code page, before and after a code was sent, and with an error: no violations", async ({
    page,
    server,
    consoleErrors,
  }) => {
    const selection = seedSelection(server, "A11y verified", []);
    const { token } = seedShareLink(server, selection, { recipient: "Ana", email: "ana@client.example", verify: true });
    await page.goto(`/s/${token}`);
    await waitForHydration(page);
    expect(await violationsAtBothWidths(page), "asking to send a code").toEqual(NONE);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole("button", { name: "Send me the code" }).click();
    await page.getByLabel("The 6-digit code").fill("1");
    await page.getByRole("button", { name: "Open the selection" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await violationsAtBothWidths(page), "a code sent, and a wrong one typed").toEqual(NONE);
    // The code typed short was answered 400, as it should be.
    expectHttpErrors(consoleErrors, 400);
  });
});
