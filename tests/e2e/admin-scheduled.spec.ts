// Scheduled publishing in the browser, with the server's clock moved (tests/e2e/fixtures.ts serverClock,
// app/.server/runtime/clock.ts), never waited for: a draft goes live everywhere at its minute and not before,
// open pages follow; a scheduled change to a live project shows at its time; a schedule is moved and
// cancelled; a time missed while the server was stopped runs as it starts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { utcToZoned } from "../../app/utils/time-zone";
import { startRealServer } from "../../scripts/lib/production-server";
import { copySeededTemplate } from "../setup/seeded-template.js";
import { expectHttpErrors, expectToast, unique } from "./admin-helpers";
import { expect, test, VIEWPORTS, type WorkerServer } from "./fixtures";
import { liveStreamOpened } from "./public-helpers";
import { seedProject } from "./seed-project";

// Each test walks the admin, a visitor and every public place through a schedule: more than one page's work.
test.slow();

/** The studio's time zone as the page names it beside a time field ("In Europe/Lisbon."). */
async function zoneOf(page: Page): Promise<string> {
  const hint = await page
    .getByText(/^In [\w/+-]+\.$/)
    .first()
    .textContent();
  return hint!.slice(3, -1);
}

/** The next whole minute after the server's `now`, plus `minutes`. */
const minuteAfter = (now: number, minutes = 1) => (Math.floor(now / 60_000) + minutes) * 60_000;

function addScheduleRow(server: WorkerServer, projectId: number, runAt: number) {
  const db = new Database(server.databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    return Number(
      db
        .prepare("INSERT INTO schedules (subject, project_id, action, run_at) VALUES ('project', ?, 'publish', ?)")
        .run(projectId, new Date(runAt).toISOString()).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/** Whether a public place shows the name: the lists in both languages, search, the home, the sitemap, a data request. */
async function publicPlaces(page: Page, name: string, link: string) {
  const shown: Record<string, boolean> = {};
  for (const [place, url] of [
    ["list", "/projects"],
    ["list in Portuguese", "/pt/projects"],
    ["search", `/projects?q=${encodeURIComponent(name.split(" ").at(-1)!)}`],
    ["home", "/"],
    ["home in Portuguese", "/pt/"],
  ]) {
    await page.goto(url);
    shown[place] = await page
      .getByText(name, { exact: false })
      .first()
      .isVisible()
      .catch(() => false);
  }
  shown.sitemap = (await (await page.request.get("/sitemap.xml")).text()).includes(link);
  shown.data = (await (await page.request.get("/projects.data")).text()).includes(name);
  return shown;
}

const nowhere = {
  list: false,
  "list in Portuguese": false,
  search: false,
  home: false,
  "home in Portuguese": false,
  sitemap: false,
  data: false,
};
const everywhere = Object.fromEntries(Object.keys(nowhere).map((k) => [k, true]));

test("a draft scheduled for the next minute shows in every public place at its time, not before", async ({
  page,
  browser,
  consoleErrors,
  login,
  server,
  serverClock,
}) => {
  const name = unique("Embargoed Pavilion");
  const draft = seedProject(
    server,
    { name, description: "Opens with the jury.", status: "draft" },
    { pt: { name: `${name} PT` } },
  );
  await login();
  await page.goto(`/admin/projects?edit=${draft.id}`);
  const form = page.getByRole("form", { name: "Schedule publishing" });
  // Far enough ahead that a slow run cannot reach it by itself; the clock is then moved to just before it.
  const runAt = minuteAfter(serverClock.now(), 10);
  await form.getByLabel("Publish at").fill(utcToZoned(runAt, await zoneOf(page)));
  await form.getByRole("button", { name: "Schedule publishing" }).click();
  // Its texts are not all in Portuguese: scheduled despite the checks (admin-checks.spec.ts).
  await page.getByRole("button", { name: "Schedule anyway" }).click();
  await expectToast(page, "Scheduled for");
  expectHttpErrors(consoleErrors, 400);
  await expect(page.getByRole("list", { name: "Upcoming" })).toContainText("Publish");

  // A visitor's page stays open through the minute.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = liveStreamOpened(visitor);
  await visitor.goto("/projects");
  await opened;
  const checker = await visitorContext.newPage();
  expect(await publicPlaces(checker, name, draft.link)).toEqual(nowhere);

  // Short of the minute by more than the checks below take on a loaded machine (the clock runs on meanwhile).
  serverClock.setTo(runAt - 3 * 60_000);
  await page.goto("/admin/scheduled");
  await expect(page.getByRole("list", { name: "Upcoming" })).toContainText(name);
  expect(await publicPlaces(checker, name, draft.link)).toEqual(nowhere);

  serverClock.setTo(runAt + 1_000);
  await expect(visitor.getByText(name)).toBeVisible();
  expect(await publicPlaces(checker, name, draft.link)).toEqual(everywhere);
  await page.goto("/admin/scheduled");
  await expect(page.getByRole("list", { name: "Done recently" })).toContainText(`Done`);
  await visitorContext.close();
  draft.remove();
});

test("a scheduled change to a live project shows at its time; the old text until then", async ({
  page,
  browser,
  consoleErrors,
  login,
  server,
  serverClock,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const name = unique("Riverside Archive");
  const live = seedProject(server, { name, description: "Before the opening.", location: "Braga" });
  await login();
  await page.goto(`/admin/projects?edit=${live.id}`);
  const form = page.getByRole("form", { name: "Edit project" });
  await form.getByRole("textbox", { name: "Location", exact: true }).fill("Guimarães");
  await form.getByText("Schedule this change…").click();
  const runAt = minuteAfter(serverClock.now(), 2);
  await form.getByLabel("Go live at").fill(utcToZoned(runAt, await zoneOf(page)));
  await form.getByRole("button", { name: "Schedule this change" }).click();
  // Made in English only: scheduled despite the checks (admin-checks.spec.ts).
  await form.getByRole("button", { name: "Schedule anyway" }).click();
  await expectToast(page, "Scheduled for");
  expectHttpErrors(consoleErrors, 400);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = liveStreamOpened(visitor);
  await visitor.goto(`/projects/detail/${live.link}`);
  await opened;
  await expect(visitor.getByText("Braga")).toBeVisible();

  serverClock.setTo(runAt - 60_000);
  await page.goto("/admin/scheduled");
  await expect(page.getByRole("list", { name: "Upcoming" })).toContainText("(Location)");
  await expect(visitor.getByText("Braga")).toBeVisible();

  serverClock.setTo(runAt);
  await expect(visitor.getByText("Guimarães")).toBeVisible();
  await visitorContext.close();
  live.remove();
});

test("a schedule is moved, then cancelled, on the Scheduled page", async ({
  page,
  login,
  server,
  serverClock,
  consoleErrors,
}) => {
  const name = unique("Postponed Kiosk");
  const draft = seedProject(server, { name, description: "Waits.", status: "draft" });
  const first = minuteAfter(serverClock.now(), 5);
  addScheduleRow(server, draft.id, first);
  await login();
  await page.goto("/admin/scheduled");
  const item = page.getByRole("listitem", { name: `Publish: ${name}` });
  const zone = await zoneOf(page);
  await expect(item.getByLabel("Go live at")).toHaveValue(utcToZoned(first, zone));

  const later = first + 60 * 60_000;
  await item.getByLabel("Go live at").fill(utcToZoned(later, zone));
  await item.getByRole("button", { name: "Reschedule" }).click();
  await expectToast(page, "Rescheduled for");
  serverClock.setTo(first + 60_000);
  await page.goto(`/projects/detail/${draft.link}`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await page.goto("/admin/scheduled");
  await page.getByRole("button", { name: `Cancel Publish: ${name}` }).click();
  await expectToast(page, "The schedule was cancelled.");
  await expect(page.getByRole("list", { name: "Done recently" })).toContainText(`Cancelled`);
  serverClock.setTo(later + 60_000);
  await page.goto("/admin/scheduled");
  await expect(page.getByText("Nothing is scheduled.")).toBeVisible();
  await page.goto(`/projects/detail/${draft.link}`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The draft's page answered 404 twice, as it should.
  expectHttpErrors(consoleErrors, 404);
  draft.remove();
});

test("a schedule whose time passed while the server was stopped runs as it starts", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-missed-"));
  const databasePath = path.join(dir, "data", "data.sqlite");
  const uploadsDir = path.join(dir, "uploads");
  copySeededTemplate(databasePath, uploadsDir);
  const name = unique("Missed Morning Gallery");
  const draft = seedProject({ databasePath, uploadsDir } as WorkerServer, {
    name,
    description: "Due at nine.",
    status: "draft",
  });
  addScheduleRow({ databasePath } as WorkerServer, draft.id, Date.now() - 60 * 60_000);
  const server = await startRealServer({ DATABASE_PATH: databasePath, UPLOADS_DIR: uploadsDir });
  try {
    await page.goto(`${server.origin}/projects`);
    await expect(page.getByText(name)).toBeVisible();
  } finally {
    // Off the page first: stopping the server under its open live stream is a network error in the console.
    await page.goto("about:blank");
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
