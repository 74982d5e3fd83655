// Press items (decision 057): the one visibility rule (drafts and the trash never shown), the projects an
// item names shown only while visitors may see them, a scan checked and stored, and the Press page's groups.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";
import { groupPress } from "~/utils/press";

import { newProjectMedia, uploadedPicture } from "../../../../tests/setup/uploaded-files";
import { createProject, setProjectStatus } from "../projects/writes";
import { listPublicPress } from "./reads";
import { deletePressForever, savePress, setPressInTrash } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const item = (title: string, date = "2024-05-01") => ({
  kind: "award" as const,
  date,
  title,
  organisation: "Biennial",
  link: null,
});

describe("press items", () => {
  it("show only when published and out of the trash, naming only projects visitors may see", async () => {
    const fields = {
      year: 2024,
      location: "Porto",
      area: 10,
      type: "Object" as const,
      photographer: "Ana",
      description_part_1: "1",
      description_part_2: "2",
      description_part_3: "3",
    };
    const shown = await createProject({ ...fields, name: "Shown Lamp" }, await newProjectMedia());
    const hidden = await createProject({ ...fields, name: "Hidden Lamp" }, await newProjectMedia());
    await setProjectStatus(hidden.id, "draft");
    const picture = await uploadedPicture();
    const live = await savePress(null, item("Live Prize"), [shown.id, hidden.id], "published", {
      file: picture,
      mime: "image/png",
    });
    const draft = await savePress(null, item("Draft Prize"), [shown.id], "draft", undefined);
    const titles = async () => (await listPublicPress()).map((p) => p.title);
    expect(await titles()).toEqual(["Live Prize"]);
    const [listed] = await listPublicPress({ projectId: shown.id });
    expect(listed.projects).toEqual([{ id: shown.id, link: shown.link, name: "Shown Lamp" }]);
    expect(listed.scan && "image" in listed.scan).toBe(true);
    expect(await listPublicPress({ projectId: hidden.id })).toHaveLength(1);

    await setPressInTrash(live!, true);
    expect(await titles()).toEqual([]);
    await setPressInTrash(live!, false);
    await savePress(draft, item("Draft Prize"), [], "published", undefined);
    // Same date: the later-added first.
    expect(await titles()).toEqual(["Draft Prize", "Live Prize"]);
    await setPressInTrash(draft!, true);
    expect(await deletePressForever(draft!)).toBe(true);
    expect(await titles()).toEqual(["Live Prize"]);
  });

  it("group by kind, then year, newest first", () => {
    const groups = groupPress([
      { kind: "publication", date: "2022-01-01" },
      { kind: "award", date: "2021-01-01" },
      { kind: "award", date: "2023-02-02" },
    ]);
    expect(groups.map((g) => [g.kind, g.years.map((y) => y.year)])).toEqual([
      ["award", [2023, 2021]],
      ["publication", [2022]],
    ]);
  });
});
