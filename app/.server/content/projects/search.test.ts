// Project search (FTS5): accents, case, prefixes, ranking, marked passages, the visibility rule, each
// language with the default's text where a translation is missing, and an index that follows every write.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";
import type { TextPart } from "~/utils/project-types";

import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { listRevisions, restoreRevision } from "../history/revisions";
import { writeTranslations } from "../translations";
import { ensureSearchIndex, searchProjects, searchQuery } from "./search";
import { restoreProject, trashProject } from "./trash";
import { createProject, deleteProject, type ProjectFields, setProjectStatus, updateProject } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const fields = (name: string, more: Partial<ProjectFields> = {}): ProjectFields => ({
  name,
  year: 2024,
  location: "Porto",
  area: 80,
  type: "Object",
  photographer: "Rui",
  description_part_1: "A quiet room.",
  description_part_2: "",
  description_part_3: "",
  ...more,
});

async function project(name: string, more: Partial<ProjectFields> = {}, status: "published" | "draft" = "published") {
  const { id } = await createProject(fields(name, more), await newProjectMedia(0), status);
  return id;
}

const names = async (q: string, lang = "en") => (await searchProjects(q, lang))?.map((card) => card.name) ?? null;
const marked = (parts: TextPart[] | null | undefined) =>
  (parts ?? []).map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");

describe("search", () => {
  it("ignores accents and case, and matches words by their beginning", async () => {
    await project("Casa da Cerâmica", { description_part_1: "Uma OFICINA de azulejos." });
    for (const q of ["ceramica", "CERÂMICA", "Cerâm", "cer", "casa ceram", "ofi", "AZULEJOS"]) {
      expect(await names(q), q).toContain("Casa da Cerâmica");
    }
    expect(await names("ceramicas")).not.toContain("Casa da Cerâmica");
    expect(await names("casa zebra")).not.toContain("Casa da Cerâmica");
  });

  it("ranks a match in the name above one in a description, and marks the passage as text", async () => {
    await project("Lumen Pavilion");
    await project("Quiet Shed", { description_part_1: "Lit by a <b>lumen</b> & dusk lamp, under a long roof." });
    const found = (await searchProjects("lumen", "en"))!;
    expect(found.map((card) => card.name)).toEqual(["Lumen Pavilion", "Quiet Shed"]);
    expect(marked(found[0].match?.name)).toBe("[Lumen] Pavilion");
    expect(found[0].match?.passage).toBeNull(); // the caption already shows it
    expect(marked(found[1].match?.passage)).toContain("Lit by a <b>[lumen]</b> & dusk lamp");
  });

  it("searches every visitor-facing field: location, photographer, type, year", async () => {
    await project("Field House", { location: "Évora", photographer: "Inês Ávila", year: 1987, type: "Architecture" });
    for (const q of ["evora", "ines avila", "1987", "field architecture"])
      expect(await names(q), q).toContain("Field House");
  });

  it("treats what a visitor types as words only: no FTS5 syntax, and no word means no search", async () => {
    expect(searchQuery('cer* OR "x" NEAR(a b) -y')).toBe('"cer"* "OR"* "x"* "NEAR"* "a"* "b"* "y"*');
    expect(searchQuery(" ,.; ")).toBeNull();
    expect(await searchProjects(", ", "en")).toBeNull();
  });

  it("never shows drafts, private or trashed projects, and follows every write", async () => {
    const id = await project("Wavering Kiln", {}, "draft");
    expect(await names("wavering")).toEqual([]);
    await setProjectStatus(id, "published");
    expect(await names("wavering")).toEqual(["Wavering Kiln"]);
    await setProjectStatus(id, "private");
    expect(await names("wavering")).toEqual([]);
    await setProjectStatus(id, "published");
    const [beforeRename] = await listRevisions({ kind: "project", id });
    await updateProject(id, fields("Steady Kiln"), { images: [], videos: [] });
    expect(await names("wavering")).toEqual([]);
    expect(await names("steady")).toEqual(["Steady Kiln"]);
    await trashProject(id);
    expect(await names("steady")).toEqual([]);
    await restoreProject(id);
    expect(await names("steady")).toEqual(["Steady Kiln"]);
    await restoreRevision({ kind: "project", id }, beforeRename.id);
    expect(await names("wavering")).toEqual(["Wavering Kiln"]);
    await trashProject(id);
    await deleteProject(id, { trashedOnly: true });
    expect(await names("wavering")).toEqual([]);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM project_search WHERE rowid / 100 = ${id}`.execute(db);
    expect(rows[0].n).toBe(0);
  });

  it("searches each language: its translations, else the default language's text", async () => {
    const id = await project("Tile Workshop", { description_part_1: "Glazed walls.", location: "Lisbon" });
    await writeTranslations("project", id, "pt", {
      name: "Estúdio de Ladrilhos",
      description_part_1: "Paredes vidradas.",
    });
    expect(await names("estudio ladri", "pt")).toEqual(["Estúdio de Ladrilhos"]);
    expect(await names("vidradas", "pt")).toEqual(["Estúdio de Ladrilhos"]);
    expect(await names("lisbon", "pt")).toEqual(["Estúdio de Ladrilhos"]); // no Portuguese location: the English one
    expect(await names("vidradas", "en")).toEqual([]);
    expect(await names("glazed", "en")).toEqual(["Tile Workshop"]);
    await writeTranslations("project", id, "pt", { name: "" });
    expect(await names("tile", "pt")).toEqual(["Tile Workshop"]); // emptied: the English name again
  });

  it("is rebuilt from nothing when missing or built for other languages", async () => {
    await project("Rebuilt Tower");
    await sql`DELETE FROM project_search`.execute(db);
    expect(await names("rebuilt")).toEqual([]);
    expect(await ensureSearchIndex(db)).toBe("rebuilt");
    expect(await names("rebuilt")).toEqual(["Rebuilt Tower"]);
    expect(await ensureSearchIndex(db)).toBe("current");
    expect(await names("rebuilt", "xx")).toEqual(["Rebuilt Tower"]); // an unknown language reads the default
    expect(await ensureSearchIndex(db, ["en"])).toBe("rebuilt");
    expect(await ensureSearchIndex(db, env().languages)).toBe("rebuilt");
  });
});
