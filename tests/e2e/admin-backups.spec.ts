// The Backups page against a server with off-site backups on (real restic, a local repository in a
// temporary folder): its facts, "Back up now" with its progress, the schedule, the admin home's
// warning when the last good backup is too old; axe-clean at 375 and 1440 px.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { startRealServer } from "../../scripts/lib/production-server";
import { E2E_ADMIN } from "../setup/e2e-admin.js";
import { expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, SESSION_SECRET, test as base, VIEWPORTS, type WorkerServer } from "./fixtures";

// This file's worker runs a server of its own: the fixtures' one has no backup repository.
const test = base.extend<object, { server: WorkerServer }>({
  server: [
    async ({}, use) => {
      const repo = fs.mkdtempSync(path.join(os.tmpdir(), "studio-e2e-restic-"));
      const app = await startRealServer(
        {
          SESSION_SECRET,
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          BACKUP_REPOSITORY: path.join(repo, "repo"),
          RESTIC_PASSWORD: "e2e-throwaway-repository-password",
        },
        { seeded: true },
      );
      await use({ ...app, mailApi: "" });
      await app.stop();
      fs.rmSync(repo, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
const fact = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

/** The first start backs up at once; waits for it to have finished. */
async function firstBackupDone(server: WorkerServer) {
  await expect
    .poll(
      () => {
        const db = new Database(server.databasePath, { readonly: true });
        try {
          db.pragma("busy_timeout = 5000");
          return (
            (
              db.prepare("SELECT COUNT(*) AS n FROM backup_runs WHERE status IN ('ok', 'running')").get() as {
                n: number;
              }
            ).n > 0 &&
            (db.prepare("SELECT COUNT(*) AS n FROM backup_runs WHERE status = 'running'").get() as { n: number }).n ===
              0
          );
        } finally {
          db.close();
        }
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

test("Backups: the last good backup, Back up now with its progress, the schedule", async ({ page, login, server }) => {
  test.setTimeout(120_000);
  await login();
  await firstBackupDone(server);
  await page.goto("/admin/home");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Backups" }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backups");
  const firstGood = await fact(page, "Last good backup").textContent();
  expect(firstGood).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC \((just now|\d+ min ago)\)$/);
  await expect(fact(page, "Size")).toHaveText(/^\d+(\.\d)? MB$/);
  await expect(fact(page, "Backups kept")).toHaveText("1");
  await expect(fact(page, "Schedule")).toHaveText("every hour");
  await expect(fact(page, "Next run")).toHaveText(/UTC \(in \d+ min\)$/);
  await expect(fact(page, "Last error")).toHaveText("None");

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  // Back up now: the progress shows at once, then the page follows it to the end by itself.
  const button = page.getByRole("button", { name: "Back up now" });
  await button.click();
  await expectToast(page, "Backup started.");
  await expect(page.getByRole("progressbar", { name: "Backup progress" })).toBeVisible();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Taking a consistent copy|Sending to the backup repository|Thinning out/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Backing up…" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("progressbar", { name: "Backup progress" })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Back up now" })).toBeEnabled();
  await expect(fact(page, "Last error")).toHaveText("None");
  // Two backups within the hour: the policy keeps the newest per hour.
  await expect(fact(page, "Backups kept")).toHaveText("1");

  // The schedule: chosen, shown, then back to the default (as the worker found it).
  await page.getByRole("combobox", { name: "How often" }).selectOption({ label: "every 6 hours" });
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expectToast(page, "Backup schedule saved: every 6 hours.");
  await expect(fact(page, "Schedule")).toHaveText("every 6 hours");
  await page.getByRole("combobox", { name: "How often" }).selectOption("default");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expectToast(page, "Backup schedule saved: every hour.");
  await expect(fact(page, "Schedule")).toHaveText("every hour");
});

test("the admin home warns when the last good backup is older than twice the schedule", async ({
  page,
  login,
  server,
}) => {
  await login();
  await firstBackupDone(server);
  await page.goto("/admin/home");
  await expect(page.getByRole("alert").filter({ hasText: "backup" })).toHaveCount(0);

  // Three hours pass without a good backup (an hourly schedule): every run is moved back in time.
  const shift = (hours: number) => {
    const db = new Database(server.databasePath);
    try {
      db.pragma("busy_timeout = 5000");
      const by = `${hours} hours`;
      db.prepare(
        "UPDATE backup_runs SET started_at = strftime('%Y-%m-%dT%H:%M:%fZ', started_at, ?), finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', finished_at, ?)",
      ).run(by, by);
    } finally {
      db.close();
    }
  };
  shift(-3);
  try {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/home");
      const warning = page
        .getByRole("alert")
        .filter({ hasText: "The last good backup is 3 h old, more than twice its schedule." });
      await expect(warning).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole("link", { name: "See Backups" }).click();
    await expect(page).toHaveURL(/\/admin\/backups$/);
    await expect(page.getByText("The last good backup is 3 h old, more than twice its schedule.")).toBeVisible();
  } finally {
    shift(3);
  }
});
