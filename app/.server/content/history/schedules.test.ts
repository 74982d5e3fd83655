// Scheduled publishing: a held save leaves the live content as it was; at its minute the schedule goes
// live through the ordinary writers (a revision, an event on the live bus); a cancelled change's new
// files go; a schedule whose time passed while nothing ran runs on the next look.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { ensureUploadDirs } from "~/.server/storage/folders";

import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { getStudio } from "../pages/reads";
import { updatePageText } from "../pages/writes";
import { getProjectByLink, listProjects } from "../projects/reads";
import { createProject, type ProjectFields, updateProject } from "../projects/writes";
import { holdChange, listRevisions, runAsAdmin } from "./revisions";
import { runDueSchedules } from "./schedule-runner";
import {
  cancelSchedule,
  listSchedules,
  reschedule,
  scheduleChange,
  scheduleStatus,
  ScheduleTimeError,
} from "./schedules";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const admin = { id: 1, email: "planner@example.com" };
const fields = (name: string, location = "Seville"): ProjectFields => ({
  name,
  year: 2026,
  location,
  area: 120,
  type: "Interior",
  photographer: "Ana",
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
});
const inAMinute = () => new Date(Date.now() + 60_000);
/** What the clock passing the schedule's minute does to the row: its time is now behind. */
const timePasses = (id: number) =>
  db
    .updateTable("schedules")
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", id)
    .execute();
const names = async () => (await listProjects()).map((p) => p.name);

describe("scheduled publishing", () => {
  it("publishes a draft at its time, and not before, as a revision the live bus announces", async () => {
    const draft = await createProject(fields("Orrery Scheduled House"), await newProjectMedia(), "draft");
    const id = await scheduleStatus(draft.id, "publish", inAMinute(), admin.email);
    expect(await runDueSchedules()).toBe(0);
    expect(await names()).not.toContain("Orrery Scheduled House");

    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    await timePasses(id);
    expect(await runDueSchedules()).toBe(1);
    stop();
    expect(await names()).toContain("Orrery Scheduled House");
    expect(events).toContainEqual(expect.objectContaining({ table: "projects", id: draft.id }));
    const { past } = await listSchedules();
    expect(past.find((s) => s.id === id)).toMatchObject({ state: "done", action: "publish" });
  });

  it("holds a change to a live project until its time; the old text shows until then", async () => {
    const live = await createProject(fields("Orrery Live House"), await newProjectMedia(), "published");
    const before = (await listRevisions({ kind: "project", id: live.id })).length;
    const { result } = await runAsAdmin(admin, () =>
      holdChange(() =>
        updateProject(live.id, fields("Orrery Live House", "Granada"), { images: [], videos: [] }, "published"),
      ),
    );
    const { held } = result;
    expect(held?.summary).toBe("Location");
    expect((await getProjectByLink(live.link))?.location).toBe("Seville");
    expect((await listRevisions({ kind: "project", id: live.id })).length).toBe(before);

    const id = await scheduleChange(held!, inAMinute(), admin.email);
    expect(await runDueSchedules()).toBe(0);
    await timePasses(id);
    await runDueSchedules();
    expect((await getProjectByLink(live.link))?.location).toBe("Granada");
  });

  it("cancels and reschedules a waiting schedule, and refuses a time that has passed", async () => {
    const draft = await createProject(fields("Orrery Cancelled House"), await newProjectMedia(), "draft");
    const id = await scheduleStatus(draft.id, "publish", inAMinute(), admin.email);
    await expect(reschedule(id, new Date(Date.now() - 60_000))).rejects.toBeInstanceOf(ScheduleTimeError);
    const later = new Date(Date.now() + 3_600_000);
    expect(await reschedule(id, later)).toBe(true);
    expect((await listSchedules()).pending.find((s) => s.id === id)?.runAt).toBe(later.toISOString());
    expect(await cancelSchedule(id)).toBe(true);
    expect(await cancelSchedule(id)).toBe(false);
    await timePasses(id);
    await runDueSchedules();
    expect(await names()).not.toContain("Orrery Cancelled House");
  });

  it("holds a page's text the same way", async () => {
    const { result } = await runAsAdmin(admin, () =>
      holdChange(() => updatePageText("studio", "detail", "A studio planned ahead.")),
    );
    expect((await getStudio()).detail).not.toBe("A studio planned ahead.");
    const id = await scheduleChange(result.held!, inAMinute(), admin.email);
    await timePasses(id);
    await runDueSchedules();
    expect((await getStudio()).detail).toBe("A studio planned ahead.");
  });
});
