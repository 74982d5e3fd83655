// Private projects and share links at the model: the visitor rule, what the live bus tells visitors,
// tokens kept only hashed, dead links alike, and the view log's CSV.
import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { isHiddenFromVisitors } from "~/.server/storage/hidden-files";

import { headerAssetOf } from "../../../../tests/setup/asset-rows";
import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { watchHiddenProjectFiles } from "../projects/hidden-project-files";
import { getProjectByLink, listProjects } from "../projects/reads";
import { createProject, setProjectStatus, updateProject } from "../projects/writes";
import { writeTranslations } from "../translations";
import { createSelection, selectionContent } from "./selections";
import {
  createShareLink,
  linkLogs,
  linkLogsCsv,
  liveLink,
  recordOpening,
  recordProjectView,
  revokeShareLink,
} from "./share-links";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const fields = (name: string) => ({
  name,
  year: 2025,
  location: "Porto",
  area: 90,
  type: "Architecture" as const,
  photographer: "Rui",
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
});

describe("a private project", () => {
  it("leaves every visitor query and file, stays shareable, and its own edits reach admins only", async () => {
    const made = await createProject(fields("Secret House"), await newProjectMedia());
    const header = await headerAssetOf(db, made.id);
    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    const stopHiding = watchHiddenProjectFiles();
    await setProjectStatus(made.id, "private");
    // The change itself goes to everyone, so open pages drop the project.
    expect(events.map((e) => e.table)).toEqual(["projects"]);
    expect(await getProjectByLink(made.link)).toBeNull();
    expect((await listProjects()).map((p) => p.id)).not.toContain(made.id);
    expect(isHiddenFromVisitors(`${header.path}-480.webp`)).toBe(true);
    // A save of the private project is news for admins only.
    await updateProject(made.id, fields("Secret House"), { images: [], videos: [] });
    expect(events.map((e) => e.table)).toEqual(["projects", "drafts"]);
    stop();
    const selection = await createSelection({ title: "T", note: "", projectIds: [made.id] });
    expect((await selectionContent(selection))?.projects.map((p) => p.id)).toEqual([made.id]);

    await setProjectStatus(made.id, "published");
    expect(await getProjectByLink(made.link)).not.toBeNull();
    expect(isHiddenFromVisitors(`${header.path}-480.webp`)).toBe(false);
    stopHiding();
  });
});

describe("a selection in a link's language", () => {
  it("shows each project's texts in that language where translated, else in the site's own", async () => {
    const made = await createProject(fields("Tile Workshop"), await newProjectMedia());
    await writeTranslations("project", made.id, "pt", { name: "Oficina de Azulejos", description_part_1: "Um." });
    const selection = await createSelection({ title: "T", note: "", projectIds: [made.id] });
    const [pt] = (await selectionContent(selection, "pt"))!.projects;
    expect([pt.name, pt.description_part_1, pt.description_part_2]).toEqual(["Oficina de Azulejos", "Um.", "Two."]);
    const [en] = (await selectionContent(selection, "en"))!.projects;
    expect([en.name, en.description_part_1]).toEqual(["Tile Workshop", "One."]);
  });
});

describe("share links", () => {
  it("keep only the token's hash; revoked, expired and unknown tokens are all dead", async () => {
    const selectionId = await createSelection({ title: "Links", note: "", projectIds: [] });
    const live = await createShareLink({ selectionId, recipientName: "A", recipientEmail: null });
    const row = await db.selectFrom("share_links").selectAll().where("id", "=", live.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(crypto.createHash("sha256").update(live.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(live.token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThan(29.9 * 86_400_000);
    expect(await liveLink(live.token)).toMatchObject({ id: live.id, selectionId });

    const revoked = await createShareLink({ selectionId, recipientName: "B", recipientEmail: null });
    expect(await revokeShareLink(selectionId, revoked.id)).toBe("B");
    expect(await revokeShareLink(selectionId, revoked.id)).toBeNull();
    const expired = await createShareLink(
      { selectionId, recipientName: "C", recipientEmail: null, days: 1 },
      Date.now() - 2 * 86_400_000,
    );
    for (const token of [revoked.token, expired.token, crypto.randomBytes(32).toString("base64url"), ""])
      expect(await liveLink(token)).toBeNull();
  });

  it("log openings and projects, and export them as CSV with formulas kept as text", async () => {
    const made = await createProject(fields("Logged House"), await newProjectMedia());
    const selectionId = await createSelection({ title: "Log", note: "", projectIds: [made.id] });
    const link = await createShareLink({ selectionId, recipientName: '=HYPERLINK("x")', recipientEmail: "a@b.test" });
    await recordOpening(link.id, Date.parse("2026-11-01T10:00:00Z"));
    await recordOpening(link.id, Date.parse("2026-11-02T10:00:00Z"));
    await recordProjectView(link.id, made.id);
    await recordProjectView(link.id, made.id);
    const [log] = await linkLogs(selectionId);
    expect(log).toMatchObject({
      openCount: 2,
      firstOpenedAt: "2026-11-01T10:00:00.000Z",
      lastOpenedAt: "2026-11-02T10:00:00.000Z",
      projects: [{ name: "Logged House", views: 2 }],
    });
    const csv = linkLogsCsv([log]).split("\r\n");
    expect(csv[1].startsWith(`"'=HYPERLINK(""x"")",a@b.test,`)).toBe(true);
    expect(csv[1].endsWith(",2,Logged House (2)")).toBe(true);
  });
});
