// Drafts: the one visibility rule keeps them out of every public query, and preview links
// (signed, expiring, revocable) are the only way a visitor sees one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { type LiveEvent, subscribe } from "~/.server/live/bus";
import { ensureUploadDirs } from "~/.server/storage/folders";

import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { listRevisions, restoreRevision } from "../history/revisions";
import { makePreviewToken, PREVIEW_LINK_LIFETIME_MS, verifyPreviewToken } from "../sharing/preview-links";
import { currentLinkOf, getDraftPreview, getProjectByLink, listProjects, previewPathFor } from "./reads";
import { restoreProject, trashProject } from "./trash";
import { createProject, type ProjectFields, revokePreviewLinks, setProjectStatus, updateProject } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});

// The AVIF encodings the saves queued finish before the test's folder goes.
afterAll(() => avifIdle());

const fields = (name: string): ProjectFields => ({
  name,
  year: 2026,
  location: "Seville",
  area: 120,
  type: "Interior",
  photographer: "Ana",
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
});

async function project(name: string, status: "published" | "draft") {
  return createProject(fields(name), await newProjectMedia(), status);
}

const tokenOf = (path: string | null) => new URLSearchParams(path?.split("?")[1]).get("preview") ?? "";

describe("the visibility rule", () => {
  it("keeps a draft out of the lists, type pages, search, the latest three and its detail page", async () => {
    const live = await project("Zephyr Live House", "published");
    const draft = await project("Zephyr Draft House", "draft");
    const names = async (filter?: Parameters<typeof listProjects>[0]) =>
      (await listProjects(filter)).map((p) => p.name);

    expect(await names()).toContain("Zephyr Live House");
    expect(await names()).not.toContain("Zephyr Draft House");
    expect(await names({ type: "Interior" })).not.toContain("Zephyr Draft House");
    expect(await names({ q: "Zephyr" })).toEqual(["Zephyr Live House"]);
    expect(await names({ limit: 3 })).toEqual(expect.not.arrayContaining(["Zephyr Draft House"]));
    expect(await getProjectByLink(draft.link)).toBeNull();
    expect((await getProjectByLink(live.link))?.name).toBe("Zephyr Live House");

    await setProjectStatus(draft.id, "published");
    expect(await names({ q: "Zephyr" })).toEqual(["Zephyr Draft House", "Zephyr Live House"]);
    await setProjectStatus(live.id, "draft");
    expect(await names({ q: "Zephyr" })).toEqual(["Zephyr Draft House"]);
    expect(await getProjectByLink(live.link)).toBeNull();
  });

  it("does not redirect a draft's old link to its new one", async () => {
    const draft = await project("Old Name Studio", "draft");
    const renamed = await updateProject(draft.id, fields("New Name Studio"), { images: [], videos: [] }, "draft");
    expect(renamed?.link).not.toBe(draft.link);
    expect(await currentLinkOf(draft.link)).toBeNull();
    await setProjectStatus(draft.id, "published");
    expect(await currentLinkOf(draft.link)).toBe(renamed?.link);
  });

  it("tells visitors' pages of a draft's edits only when its state changes", async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    const draft = await project("Quiet Draft", "draft");
    await updateProject(draft.id, fields("Quiet Draft"), { images: [], videos: [] }, "draft");
    await setProjectStatus(draft.id, "published");
    stop();
    expect(events.filter((e) => e.id === draft.id).map((e) => e.table)).toEqual(["drafts", "drafts", "projects"]);
  });
});

describe("preview links", () => {
  it("show a draft to the link's holder until it expires", async () => {
    const draft = await project("Preview Pavilion", "draft");
    const now = Date.now();
    const token = tokenOf(await previewPathFor(draft.id, now));
    expect((await getDraftPreview(draft.link, token, now))?.name).toBe("Preview Pavilion");
    expect((await getDraftPreview(draft.link, token, now + PREVIEW_LINK_LIFETIME_MS - 1000))?.name).toBe(
      "Preview Pavilion",
    );
    expect(await getDraftPreview(draft.link, token, now + PREVIEW_LINK_LIFETIME_MS + 1)).toBeNull();
  });

  it("stop working when revoked; a new link works", async () => {
    const draft = await project("Revoked Villa", "draft");
    const old = tokenOf(await previewPathFor(draft.id));
    await revokePreviewLinks(draft.id);
    expect(await getDraftPreview(draft.link, old)).toBeNull();
    expect((await getDraftPreview(draft.link, tokenOf(await previewPathFor(draft.id))))?.name).toBe("Revoked Villa");
  });

  it("made in one draft phase stop working once the project is published, unpublished, trashed or restored", async () => {
    const draft = await project("Phase Pavilion", "draft");
    const works = async (token: string) => (await getDraftPreview(draft.link, token)) !== null;

    const firstLink = tokenOf(await previewPathFor(draft.id));
    // An edit that keeps the state keeps the links the client was sent.
    await updateProject(
      draft.id,
      { ...fields("Phase Pavilion"), description_part_1: "Changed." },
      { images: [], videos: [] },
      "draft",
    );
    expect(await works(firstLink)).toBe(true);
    // Restoring the draft as first created (a draft again) is a change of state too.
    const [, created] = await listRevisions({ kind: "project", id: draft.id });
    await restoreRevision({ kind: "project", id: draft.id }, created.id);
    expect(await works(firstLink)).toBe(false);
    expect(await works(tokenOf(await previewPathFor(draft.id)))).toBe(true);

    const beforePublishing = tokenOf(await previewPathFor(draft.id));
    await setProjectStatus(draft.id, "published");
    await setProjectStatus(draft.id, "draft");
    expect(await works(beforePublishing)).toBe(false);

    const beforeTrash = tokenOf(await previewPathFor(draft.id));
    expect(await trashProject(draft.id)).toBe(true);
    expect(await restoreProject(draft.id)).toBe("draft");
    expect(await works(beforeTrash)).toBe(false);

    const beforeSaveAsPublished = tokenOf(await previewPathFor(draft.id));
    await updateProject(draft.id, fields("Phase Pavilion"), { images: [], videos: [] }, "published");
    await updateProject(draft.id, fields("Phase Pavilion"), { images: [], videos: [] }, "draft");
    expect(await works(beforeSaveAsPublished)).toBe(false);
  });

  it("cannot be forged, moved to another project, or extended", async () => {
    const a = await project("Forge A", "draft");
    const b = await project("Forge B", "draft");
    const token = tokenOf(await previewPathFor(a.id));
    expect(await getDraftPreview(b.link, token)).toBeNull();
    const [expiry, signature] = token.split(".");
    const later = (parseInt(expiry, 36) + PREVIEW_LINK_LIFETIME_MS).toString(36);
    expect(await getDraftPreview(a.link, `${later}.${signature}`)).toBeNull();
    expect(await getDraftPreview(a.link, `${expiry}.${"A".repeat(43)}`)).toBeNull();
    expect(await getDraftPreview(a.link, "")).toBeNull();
    const subject = { id: a.id, preview_version: 0 };
    expect(verifyPreviewToken(subject, makePreviewToken(subject, Date.now(), "x".repeat(32)))).toBe(false);
  });

  it("are not made for a published project", async () => {
    const live = await project("Public Loft", "published");
    expect(await previewPathFor(live.id)).toBeNull();
    const token = makePreviewToken({ id: live.id, preview_version: 0 });
    expect(await getDraftPreview(live.link, token)).toBeNull();
  });
});
