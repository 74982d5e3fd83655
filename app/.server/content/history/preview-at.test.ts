// The preview at a time: a copy with the schedules due by then applied, in order; the file, its live bus and
// its schedules untouched; a request run inside the preview reads the copy, one outside it the file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { ensureUploadDirs } from "~/.server/storage/folders";

import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { getStudio } from "../pages/reads";
import { updatePageText } from "../pages/writes";
import { listProjects } from "../projects/reads";
import { createProject, type ProjectFields } from "../projects/writes";
import { previewingAt, withPreviewAt } from "./preview-at";
import { holdChange, runAsAdmin } from "./revisions";
import { scheduleChange, scheduleStatus } from "./schedules";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const admin = { id: 1, email: "previewer@example.com" };
const fields = (name: string): ProjectFields => ({
  name,
  year: 2026,
  location: "Lisbon",
  area: 80,
  type: "Architecture",
  photographer: "Rui",
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
});
const hours = (n: number) => Date.now() + n * 3_600_000;
const names = async () => (await listProjects()).map((p) => p.name);

describe("the site previewed at a time", () => {
  it("shows what is due by then and nothing later, while the site itself stays as it is", async () => {
    const early = await createProject(fields("Preview Early House"), await newProjectMedia(), "draft");
    const late = await createProject(fields("Preview Late House"), await newProjectMedia(), "draft");
    await scheduleStatus(early.id, "publish", new Date(hours(1)), admin.email);
    await scheduleStatus(late.id, "publish", new Date(hours(3)), admin.email);
    const { result } = await runAsAdmin(admin, () =>
      holdChange(() => updatePageText("studio", "detail", "The studio, as it will read tomorrow.")),
    );
    await scheduleChange(result.held!, new Date(hours(2)), admin.email);
    const studioNow = (await getStudio())?.detail;

    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    const at = hours(2.5);
    const inTwoHours = await withPreviewAt(at, async () => ({
      at: previewingAt(),
      names: await names(),
      studio: (await getStudio())?.detail,
    }));
    stop();
    expect(inTwoHours.at).toBe(at);
    expect(inTwoHours.names).toContain("Preview Early House");
    expect(inTwoHours.names).not.toContain("Preview Late House");
    expect(inTwoHours.studio).toBe("The studio, as it will read tomorrow.");

    // Nothing of it reached the site, its visitors' open pages or the schedules.
    expect(previewingAt()).toBeNull();
    expect(await names()).not.toContain("Preview Early House");
    expect((await getStudio())?.detail).toBe(studioNow);
    expect(events).toEqual([]);
    const pending = await db.selectFrom("schedules").select("state").where("user_email", "=", admin.email).execute();
    expect(pending.map((s) => s.state)).toEqual(["pending", "pending", "pending"]);

    const inAnHour = await withPreviewAt(hours(1.5), names);
    expect(inAnHour).toContain("Preview Early House");
    expect(await withPreviewAt(hours(0.5), names)).not.toContain("Preview Early House");
  });
});
