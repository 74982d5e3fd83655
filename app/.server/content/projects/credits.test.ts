// Credits (decision 053): the Photographer column's migration into a first photographer credit, saves that
// replace them in order, and the history that brings earlier ones back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrations } from "#db/migrations/index";
import { db, migrateToLatest } from "~/.server/db/db";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";
import type { Credit } from "~/utils/credits";

import { newProjectMedia } from "../../../../tests/setup/uploaded-files";
import { listRevisions, restoreRevision } from "../history/revisions";
import { creditsOf } from "./credits";
import { createProject, type ProjectFields, updateProject } from "./writes";

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
});
afterAll(() => avifIdle());

const fields = (name: string, photographer: string): ProjectFields => ({
  name,
  year: 2024,
  location: "Porto",
  area: 80,
  type: "Architecture",
  photographer,
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
});

describe("the credits migration", () => {
  it("makes each project's Photographer its first credit, and a project row written later gets one too", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "credits-migration-"));
    // The schema as it stood before credits: the migrations' own untyped handle.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "old.sqlite")) }) });
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("2026-11-25-0019-project-search");
      expect(before.error).toBeUndefined();
      const asset = await old
        .insertInto("assets")
        .values({
          path: "images/projects/x",
          kind: "image",
          folder: "projects",
          mime: "image/jpeg",
          bytes: 1,
          content_hash: "x",
          alt: "",
          variants: "[]",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const project = (name: string, photographer: string) => ({
        ...fields(name, photographer),
        link: name.toLowerCase(),
        image_header: asset.id,
      });
      await old
        .insertInto("projects")
        .values([project("Old", " Lucía Ortega "), project("Nobody", "")])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const credits = await old
        .selectFrom("project_credits")
        .select(["project_id", "position", "role", "name"])
        .execute();
      expect(credits).toEqual([{ project_id: 1, position: 0, role: "photographer", name: "Lucía Ortega" }]);

      // A row written by something other than the admin's save (an import) gets its photographer credit too.
      await old.insertInto("projects").values(project("Imported", "Rui Mota")).execute();
      await old.updateTable("projects").set({ photographer: "Ana Reis" }).where("name", "=", "Old").execute();
      const after = await old
        .selectFrom("project_credits")
        .select(["project_id", "name"])
        .orderBy("project_id")
        .execute();
      expect(after).toEqual([
        { project_id: 1, name: "Ana Reis" },
        { project_id: 3, name: "Rui Mota" },
      ]);
    } finally {
      await old.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a project's credits", () => {
  const first: Credit[] = [
    { role: "architect", name: "Paper Plane", link: null },
    { role: "photographer", name: "Ana Reis", link: "https://ana.example" },
    { role: "Acoustics", name: "Sono", link: null },
  ];

  it("are saved in order with the project, replaced by the next save, and restored by its history", async () => {
    const { id } = await createProject(
      fields("Credited House", "Ana Reis"),
      await newProjectMedia(),
      "published",
      {},
      first,
    );
    expect(await creditsOf(id)).toEqual(first);

    const second: Credit[] = [
      { role: "photographer", name: "Rui Mota", link: null },
      { role: "architect", name: "Paper Plane", link: null },
    ];
    await updateProject(id, fields("Credited House", "Rui Mota"), { images: [], videos: [] }, "published", {}, second);
    expect(await creditsOf(id)).toEqual(second);
    const [latest, earlier] = await listRevisions({ kind: "project", id });
    expect(latest.summary).toMatch(/credits/i);

    await restoreRevision({ kind: "project", id }, earlier.id);
    expect(await creditsOf(id)).toEqual(first);
  });
});
