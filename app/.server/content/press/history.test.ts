// Press items in the history and the languages (decision 057): each save, trash and restore is a revision with
// who and what changed; a restore brings back the title in every language, the scan and the projects named;
// undo takes back the last save; a scan replaced stays while a revision names it; visitors read the Portuguese
// title where there is one and the original, marked with its language, where there is none.
import fs from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { assetFiles } from "~/.server/storage/assets";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

import { newProjectMedia, uploadedPicture } from "../../../../tests/setup/uploaded-files";
import { type Actor, listRevisions, restoreRevision, runAsAdmin, undoRevision } from "../history/revisions";
import { createProject } from "../projects/writes";
import { translationsOf } from "../translations";
import { listPublicPress } from "./reads";
import { deletePressForever, savePress, setPressInTrash } from "./writes";

let alice: Actor;

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
  alice = await db
    .insertInto("users")
    .values({ email: "alice@studio.test", password_hash: "not-a-real-hash" })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
});

const as = async <T>(work: () => Promise<T>) => (await runAsAdmin(alice, work)).result;
const fields = (title: string) => ({
  kind: "award" as const,
  date: "2024-05-01",
  title,
  organisation: "Biennial",
  link: null,
});
const row = (id: number) => db.selectFrom("press_items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const filesOf = async (assetId: number) =>
  assetFiles(await db.selectFrom("assets").selectAll().where("id", "=", assetId).executeTakeFirstOrThrow());

describe("a press item's history", () => {
  it("records each save, trash and restore, and a restore brings back the title in every language, the scan and the projects", async () => {
    const project = await createProject(
      {
        name: "Shore House",
        year: 2024,
        location: "Porto",
        area: 10,
        type: "Architecture",
        photographer: "Ana",
        description_part_1: "1",
        description_part_2: "2",
        description_part_3: "3",
      },
      await newProjectMedia(),
    );
    const id = (await as(() =>
      savePress(null, fields("Golden Bay Prize"), [project.id], "published", undefined, {
        pt: { title: "Prémio Baía Dourada" },
      }),
    ))!;
    const first = await row(id);
    const picture = await uploadedPicture();
    await as(() => savePress(id, fields("Silver Bay Prize"), [], "published", { file: picture, mime: "image/jpeg" }));
    const scan = (await row(id)).scan!;
    const scanFiles = await filesOf(scan);
    await as(() => savePress(id, fields("Silver Bay Prize"), [], "published", null, { pt: { title: "" } }));
    await as(() => setPressInTrash(id, true));
    const subject = { kind: "press", id } as const;
    expect((await listRevisions(subject)).map((r) => [r.summary, r.who])).toEqual([
      ["Moved to the trash", "alice@studio.test"],
      ["Scan, title (Portuguese)", "alice@studio.test"],
      ["Title, scan, projects named", "alice@studio.test"],
      ["Created", "alice@studio.test"],
    ]);
    // The scan is gone from the item, but a revision can bring it back: its files stay.
    expect(scanFiles.filter((file) => fs.existsSync(file))).toEqual(scanFiles);

    const [, , withScan, created] = await listRevisions(subject);
    await as(() => restoreRevision(subject, withScan.id));
    expect(await row(id)).toMatchObject({ title: "Silver Bay Prize", scan, deleted_at: null });

    const { shownToVisitors } = await as(() => restoreRevision(subject, created.id));
    expect(shownToVisitors).toBe(true);
    expect(await row(id)).toMatchObject({ title: "Golden Bay Prize", scan: first.scan, deleted_at: null });
    expect((await translationsOf("press", [id])).get(id)).toEqual({ pt: { title: "Prémio Baía Dourada" } });
    const [shown] = await listPublicPress({ lang: "pt" });
    expect(shown).toMatchObject({ id, title: "Prémio Baía Dourada", titleLang: undefined });
    expect(shown.projects.map((p) => p.id)).toEqual([project.id]);
    expect((await listRevisions(subject))[0].summary).toBe(REVISION_TEXTS.restored("Title, scan, projects named"));

    // Deleted for good: its history goes, and with it the scan only a revision names.
    await as(() => setPressInTrash(id, true));
    expect(await deletePressForever(id)).toBe(true);
    expect(await listRevisions(subject)).toEqual([]);
    expect(scanFiles.filter((file) => fs.existsSync(file))).toEqual([]);
    expect(await db.selectFrom("assets").select("id").where("id", "=", scan).execute()).toEqual([]);
    // The next item takes a new id, not the deleted one's, and its history starts with it.
    const next = (await as(() => savePress(null, fields("Bronze Bay Prize"), [], "draft", undefined)))!;
    expect(next).toBeGreaterThan(id);
    expect((await listRevisions({ kind: "press", id: next })).map((r) => r.summary)).toEqual(["Created as a draft"]);
  });

  it("undoes the last save, and shows the original title, marked, where there is no Portuguese one", async () => {
    const id = (await as(() => savePress(null, fields("Harbour Medal"), [], "published", undefined)))!;
    const { revision } = await runAsAdmin(alice, () =>
      savePress(id, fields("Harbour Cup"), [], "published", undefined),
    );
    expect(revision?.subject).toEqual({ kind: "press", id });
    await as(() => undoRevision({ kind: "press", id }, revision!.id));
    expect((await row(id)).title).toBe("Harbour Medal");
    const [shown] = (await listPublicPress({ lang: "pt" })).filter((item) => item.id === id);
    expect(shown).toMatchObject({ title: "Harbour Medal", titleLang: "en" });
    const [english] = (await listPublicPress()).filter((item) => item.id === id);
    expect(english.titleLang).toBeUndefined();
  });
});
