// Admin → Import against a real PostgreSQL holding the old site's tables and a local server holding
// its buckets: a dry run, then the import with its live progress and report; the public site shows
// the projects at their old URLs in the old order with their pictures and video; a second run
// changes nothing; the project without one of its pictures is marked in the project list. axe-clean
// at 375 and 1440 px.
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";

import { startRealServer } from "../../scripts/lib/production-server";
import { clip } from "../corpus/media-fixtures";
import { E2E_ADMIN } from "../setup/e2e-admin.js";
import {
  type BucketServer,
  bucketServer,
  loadPostgres,
  type OldDatabase,
  type OldRows,
  oldRows,
  photo,
  startPostgres,
  writeBuckets,
} from "../setup/old-site";
import { expectToast } from "./admin-helpers";
import { axeViolations } from "./axe";
import { expect, SESSION_SECRET, test as base, VIEWPORTS, type WorkerServer } from "./fixtures";
import { expectOnlyRefusals } from "./forms-helpers";

// An empty site of its own: the old order is then the whole list.
const test = base.extend<object, { server: WorkerServer }>({
  // This worker's site starts empty and the import is meant to change it: the seeded site's check does not apply.
  seededSiteKept: async ({}, use) => use(),
  server: [
    async ({}, use) => {
      const app = await startRealServer({
        SESSION_SECRET,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      });
      await use({ ...app, mailApi: "" });
      await app.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

let pg: OldDatabase;
let files: BucketServer;
let buckets: string;
let rows: OldRows;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pg = await startPostgres();
  buckets = await fsp.mkdtemp(path.join(os.tmpdir(), "e2e-old-buckets-"));
  // A picture that takes a few seconds to come, so the progress is there to be seen.
  files = await bucketServer(buckets, { slowMs: 150 });
  rows = oldRows(files.base, 3, 2);
  await writeBuckets(buckets, rows, files.base);
  const [first, second, third] = rows.projects;
  first.carousel_images = [...(first.carousel_images as string[]), `${files.base}/images/projects/slow/large.jpg`];
  await fsp.mkdir(path.join(buckets, "images/projects/slow"), { recursive: true });
  await fsp.writeFile(path.join(buckets, "images/projects/slow/large.jpg"), await photo(2400, 1600));
  second.carousel_images = [...(second.carousel_images as string[]), `${files.base}/images/projects/gone.jpg`];
  third.videos = [`${files.base}/videos/walk.mp4`];
  await fsp.mkdir(path.join(buckets, "videos"), { recursive: true });
  await fsp.writeFile(
    path.join(buckets, "videos/walk.mp4"),
    await clip({ codec: "h264", container: "mp4", width: 320, height: 240, seconds: 1 }),
  );
  await loadPostgres(pg, rows);
});

test.afterAll(async () => {
  await files?.close();
  await pg?.stop();
  await fsp.rm(buckets, { recursive: true, force: true });
});

const reportRow = (page: Page, table: string) => page.getByRole("row", { name: new RegExp(`^${table}\\b`) });

async function startRun(page: Page, button: "Dry run" | "Import") {
  await page.getByRole("textbox", { name: "Connection string" }).fill(pg.url);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expectToast(page, button === "Dry run" ? "The dry run has started." : "The import has started.");
}

test("Import: a dry run, the import with its progress and report, the old site's URLs, a second run", async ({
  page,
  login,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await login();
  await page.goto("/admin/home");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByText("No import has run yet.")).toBeVisible();
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page)).toEqual([]);
  }

  // A refusal says what is missing, and sends nothing back that was typed as a secret.
  await page.getByRole("button", { name: "Dry run", exact: true }).click();
  await expect(page.getByText("Paste the old database's connection string.")).toBeVisible();
  expectOnlyRefusals(consoleErrors, [400]);

  await startRun(page, "Dry run");
  await expect(page.getByRole("table", { name: "What the import would do" })).toBeVisible({ timeout: 60_000 });
  await expect(reportRow(page, "projects")).toContainText(/3\s*3\s*0\s*0\s*0\s*0/);

  await startRun(page, "Import");
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Importing…" })).toContainText(
    /Rows \d+ of 7, files \d+ of \d+/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole("table", { name: "What the import did" })).toBeVisible({ timeout: 120_000 });
  await expect(reportRow(page, "projects")).toContainText(/3\s*3\s*0\s*0\s*0\s*0/);
  await expect(page.getByRole("listitem").filter({ hasText: "gone.jpg" })).toContainText(
    "projects 20 (" +
      `${files.base}/images/projects/gone.jpg): the file is not there. Upload the picture in the editor.`,
  );

  // The public site: the old order (newest first by old id), the old URLs, the pictures and the video.
  await page.goto("/projects");
  const captions = await page.getByRole("main").getByRole("listitem").allTextContents();
  expect(captions.filter((c) => c.startsWith("Old House"))).toEqual([
    "Old House 3, 2012",
    "Old House 2, 2011",
    "Old House 1, 2010",
  ]);
  await page.goto(`/projects/detail/${rows.projects[0].link as string}`);
  await expect(page.getByRole("main")).toContainText("Old House 1");
  await expect(page.locator("main img")).not.toHaveCount(0);
  await page.goto(`/projects/detail/${rows.projects[2].link as string}`);
  await expect(page.locator("main video")).toHaveCount(1, { timeout: 60_000 });

  // The project that came without a picture is marked in the admin's list.
  await page.goto("/admin/projects");
  await expect(page.getByRole("listitem").filter({ hasText: "Old House 2" })).toContainText(
    "Missing a picture from the old site",
  );

  // A second run brings nothing new and changes nothing.
  await page.goto("/admin/import");
  await startRun(page, "Import");
  await expect(reportRow(page, "projects")).toContainText(/3\s*0\s*0\s*3\s*0\s*0/, { timeout: 120_000 });

  // Each run is in the audit log under the admin who started it, without the connection string.
  await page.goto("/admin/security");
  const runs = page.getByRole("row").filter({ hasText: E2E_ADMIN.email });
  await expect(runs.filter({ hasText: /dry run \d+ from postgresql/ })).toHaveCount(1);
  await expect(runs.filter({ hasText: /(?<!dry )run \d+ from postgresql/ })).toHaveCount(2);
  await expect(page.getByRole("main")).not.toContainText("postgresql://");
});
