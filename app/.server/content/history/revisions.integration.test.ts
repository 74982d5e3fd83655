// History and undo against a real SQLite file and uploads folder: each save is a revision with who
// and what changed, a restore brings the content back and is itself a revision, undo restores the
// state before a save, the history stays bounded, and kept files go once no revision names them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Migrator, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

import { migrations } from "#db/migrations/index";
import { db, migrateToLatest, openDatabase } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { REVISIONS_KEPT } from "~/utils/constants";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

import { headerAssetOf } from "../../../../tests/setup/asset-rows";
import { newProjectMedia, uploadedPicture } from "../../../../tests/setup/uploaded-files";
import { listAssetIds, projectList } from "../media-lists";
import { addHomeImage, replaceStudioImage, updateAltText, updatePageText } from "../pages/writes";
import { trashProject } from "../projects/trash";
import { createProject, deleteProject, type ProjectFields, updateProject } from "../projects/writes";
import { type Actor, listRevisions, restoreRevision, runAsAdmin, UndoConflictError, undoRevision } from "./revisions";

let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
  const add = (email: string) =>
    db
      .insertInto("users")
      .values({ email, password_hash: "not-a-real-hash" })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
  alice = await add("alice@studio.test");
  bob = await add("bob@studio.test");
});

const PICTURE = { width: 600, height: 400 };
const jpeg = () => uploadedPicture(PICTURE);

const as = async <T>(actor: Actor, work: () => Promise<T>) => (await runAsAdmin(actor, work)).result;
const studioDetail = async () => (await db.selectFrom("studio").select("detail").executeTakeFirstOrThrow()).detail;
const STUDIO = { kind: "studio", id: 1 } as const;

const fields = (name: string, description: string): ProjectFields => ({
  name,
  year: 2025,
  location: "Chiang Mai",
  area: 80,
  type: "Architecture",
  photographer: "P. Hotographer",
  description_part_1: description,
  description_part_2: "Two",
  description_part_3: "Three",
});

describe("a save keeps a revision", () => {
  it("records who, what changed, and the state before the first save", async () => {
    const original = await studioDetail();
    const { revision } = await runAsAdmin(alice, () => updatePageText("studio", "detail", "A studio by the river."));
    const history = await listRevisions(STUDIO);
    expect(history.map((r) => [r.summary, r.who])).toEqual([
      ["Detail", "alice@studio.test"],
      [REVISION_TEXTS.baseline, ""],
    ]);
    expect(history[0]).toMatchObject({ id: revision?.id, current: true });
    // The baseline is what the page showed before: restoring it brings back today's text.
    await as(bob, () => restoreRevision(STUDIO, history[1].id));
    expect(await studioDetail()).toBe(original);
  });

  it("sums up a project save in words, images counted", async () => {
    const created = await as(alice, async () =>
      createProject(fields("Hill House", "First words."), {
        header: { file: await jpeg(), alt: "Front" },
        images: [{ file: await jpeg(), alt: "" }],
        videos: [],
      }),
    );
    await as(bob, async () =>
      updateProject(created.id, fields("Hill House", "Better words."), {
        images: [
          { file: await jpeg(), alt: "" },
          { file: await jpeg(), alt: "" },
        ],
        videos: [],
      }),
    );
    const history = await listRevisions({ kind: "project", id: created.id });
    expect(history.map((r) => [r.summary, r.who])).toEqual([
      ["Description part 1, 2 images added", "bob@studio.test"],
      ["Created", "alice@studio.test"],
    ]);
  });
});

describe("restore and undo", () => {
  it("a restore brings the content back and is itself a revision, which can be undone", async () => {
    await as(alice, () => updatePageText("studio", "detail", "Version one."));
    await as(alice, () => updatePageText("studio", "detail", "Version two."));
    const [two, one] = await listRevisions(STUDIO);
    await as(bob, () => restoreRevision(STUDIO, one.id));
    expect(await studioDetail()).toBe("Version one.");
    const [restore] = await listRevisions(STUDIO);
    expect(restore).toMatchObject({
      summary: REVISION_TEXTS.restored("Detail"),
      who: "bob@studio.test",
      current: true,
    });
    const stored = await db
      .selectFrom("revisions")
      .select("restored_from")
      .where("id", "=", restore.id)
      .executeTakeFirstOrThrow();
    expect(stored.restored_from).toBe(one.id);
    // Undoing the restore brings back what it replaced.
    await as(alice, () => undoRevision(STUDIO, restore.id));
    expect(await studioDetail()).toBe("Version two.");
    expect(two.summary).toBe("Detail");
  });

  it("undo refuses once the page was saved again, so it never throws away a newer save", async () => {
    const { revision } = await runAsAdmin(alice, () => updatePageText("home", "description", "Welcome."));
    await as(bob, () => updatePageText("home", "description", "Welcome, again."));
    await expect(undoRevision({ kind: "home", id: 1 }, revision!.id)).rejects.toBeInstanceOf(UndoConflictError);
    expect((await db.selectFrom("homepage").select("description").executeTakeFirstOrThrow()).description).toBe(
      "Welcome, again.",
    );
  });

  it("undoing an added carousel image or an alt text puts the list and the text back; the image's files stay for a redo", async () => {
    const before = await listAssetIds({ table: "homepage_carousel_images", scope: { column: "homepage_id", id: 1 } });
    const { result: image, revision } = await runAsAdmin(alice, async () =>
      addHomeImage("carousel", await jpeg(), "New"),
    );
    expect((await listRevisions({ kind: "home", id: 1 }))[0].summary).toBe("1 image added");
    await as(alice, () => undoRevision({ kind: "home", id: 1 }, revision!.id));
    expect(await listAssetIds({ table: "homepage_carousel_images", scope: { column: "homepage_id", id: 1 } })).toEqual(
      before,
    );
    await avifIdle();
    const asset = await db.selectFrom("assets").selectAll().where("id", "=", image.id).executeTakeFirstOrThrow();
    for (const file of assetFiles(asset)) expect(fs.existsSync(file), file).toBe(true);

    await as(alice, async () => replaceStudioImage(await jpeg(), "Old words"));
    const studio = await db.selectFrom("studio").select("image").executeTakeFirstOrThrow();
    const { revision: alt } = await runAsAdmin(bob, () => updateAltText(studio.image!, "New words"));
    expect((await listRevisions(STUDIO))[0].summary).toBe("Alt text");
    await as(bob, () => undoRevision(STUDIO, alt!.id));
    expect(
      (await db.selectFrom("assets").select("alt").where("id", "=", studio.image!).executeTakeFirstOrThrow()).alt,
    ).toBe("Old words");
  });

  it("undoing a move to the trash brings the project back", async () => {
    const created = await as(alice, async () =>
      createProject(fields("Lake Cabin", "Words."), await newProjectMedia(1, PICTURE)),
    );
    const { revision } = await runAsAdmin(alice, () => trashProject(created.id));
    expect((await listRevisions({ kind: "project", id: created.id }))[0].summary).toBe("Moved to the trash");
    await as(alice, () => undoRevision({ kind: "project", id: created.id }, revision!.id));
    const row = await db
      .selectFrom("projects")
      .select("deleted_at")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });
});

describe("bounds", () => {
  it(`keeps the last ${REVISIONS_KEPT} revisions, and a replaced image's files go with the last revision that named it`, async () => {
    await as(alice, async () => replaceStudioImage(await jpeg(), "First"));
    const first = await db
      .selectFrom("studio")
      .innerJoin("assets", "assets.id", "studio.image")
      .selectAll("assets")
      .executeTakeFirstOrThrow();
    await as(alice, async () => replaceStudioImage(await jpeg(), "Second"));
    await avifIdle();
    // Replaced, but a revision can still restore it: its files stay.
    for (const file of assetFiles(first)) expect(fs.existsSync(file), file).toBe(true);
    for (let i = 0; i < REVISIONS_KEPT; i++) await as(bob, () => updatePageText("studio", "detail", `Save ${i}.`));
    const history = await listRevisions(STUDIO);
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(await db.selectFrom("revisions").select("id").where("subject", "=", "studio").execute()).toHaveLength(
      REVISIONS_KEPT,
    );
    expect(await db.selectFrom("assets").select("id").where("id", "=", first.id).executeTakeFirst()).toBeUndefined();
    for (const file of assetFiles(first)) expect(fs.existsSync(file), file).toBe(false);
  });

  it("deleting a project forever takes its revisions and the files only they kept", async () => {
    const created = await as(alice, async () =>
      createProject(fields("Old Mill", "Words."), await newProjectMedia(1, PICTURE)),
    );
    const oldHeader = await headerAssetOf(db, created.id);
    await as(alice, async () =>
      updateProject(created.id, fields("Old Mill", "Words."), {
        header: { file: await jpeg(), alt: "" },
        images: [],
        videos: [],
      }),
    );
    expect(await listAssetIds(projectList("images", created.id))).toHaveLength(1);
    await deleteProject(created.id);
    expect(await listRevisions({ kind: "project", id: created.id })).toEqual([]);
    expect(
      await db.selectFrom("assets").select("id").where("id", "=", oldHeader.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const file of assetFiles(oldHeader)) expect(fs.existsSync(file), file).toBe(false);
  });
});

describe("today's data", () => {
  it("migrates with no history and no record of who handled the inbox, and keeps every row", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "revisions-migration-"));
    const { db: old, sqlite } = openDatabase(path.join(dir, "old.sqlite"));
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations).sort();
      expect((await migrator.migrateTo(names[names.indexOf("2026-11-23-0011-revisions") - 1])).error).toBeUndefined();
      await sql`INSERT INTO contact_messages (name, tel, email, message, read_at) VALUES ('Ada', '', 'ada@example.org', 'Hello', '2026-11-01T10:00:00.000Z')`.execute(
        old,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await old.selectFrom("revisions").select("id").execute()).toEqual([]);
      const message = await old
        .selectFrom("contact_messages")
        .select(["name", "read_at", "read_by", "released_by"])
        .executeTakeFirstOrThrow();
      expect(message).toEqual({ name: "Ada", read_at: "2026-11-01T10:00:00.000Z", read_by: null, released_by: null });
    } finally {
      await old.destroy();
      if (sqlite.open) sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
