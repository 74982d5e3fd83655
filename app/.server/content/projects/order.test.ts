// The project order: newest first until the admin chooses the custom order; then /projects, the type
// pages and search follow the admin's moves, the home keeps the newest unless told otherwise, a new
// project comes first, a trashed one keeps its place, and today's projects start in newest-first order.
import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { ProjectStatus, ProjectType } from "#db/tables";
import { db, migrateToLatest } from "~/.server/db/db";
import { type LiveEvent, subscribe } from "~/.server/live/bus";

import { withDatabaseBefore } from "../../../../tests/setup/database-before";
import { getProjectOrder, listCustomOrder, moveProject, setProjectOrder } from "./order";
import { listProjects } from "./reads";
import { restoreProject, trashProject } from "./trash";

let assetId = 0;
beforeAll(async () => {
  await migrateToLatest(db);
  const asset = await sql<{
    id: number;
  }>`INSERT INTO assets (path, kind, folder, mime, bytes, width, height, content_hash, alt, variants)
    VALUES ('images/projects/order', 'image', 'projects', 'image/webp', 10, 900, 600, 'order', '', '[]') RETURNING id`.execute(
    db,
  );
  assetId = asset.rows[0].id;
});

let counter = 0;
/** A project row as the admin's save writes it (the trigger gives it its place). */
async function addProject(name: string, type: ProjectType = "Interior", status: ProjectStatus = "published") {
  const row = await db
    .insertInto("projects")
    .values({
      name,
      year: 2025,
      location: "Lyon",
      area: 50,
      type,
      photographer: "",
      link: `order-${++counter}`,
      description_part_1: "One",
      description_part_2: "",
      description_part_3: "",
      image_header: assetId,
      status,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const names = async (filter?: Parameters<typeof listProjects>[0]) => (await listProjects(filter)).map((p) => p.name);

beforeEach(async () => {
  await db.deleteFrom("projects").execute();
  await setProjectOrder({ mode: "newest", homeFollowsCustom: false });
});

describe("the project order", () => {
  it("is newest first by default, and the custom order once the admin chooses it and moves a project", async () => {
    await addProject("Alder");
    const birch = await addProject("Birch", "Architecture");
    const cedar = await addProject("Cedar");
    expect(await getProjectOrder()).toEqual({ mode: "newest", homeFollowsCustom: false });
    expect(await names()).toEqual(["Cedar", "Birch", "Alder"]);

    // Switching modes alone changes nothing: the custom order starts as newest first.
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    expect(await names()).toEqual(["Cedar", "Birch", "Alder"]);

    expect(await moveProject(birch, 0)).toEqual({ index: 0, count: 3, status: "published" });
    expect(await names()).toEqual(["Birch", "Cedar", "Alder"]);
    expect(await names({ type: "Interior" })).toEqual(["Cedar", "Alder"]);
    expect(await moveProject(cedar, 2)).toMatchObject({ index: 2 });
    expect(await names({ type: "Interior" })).toEqual(["Alder", "Cedar"]);
    // A search ranks by how well each project matches (the search's own tests), not by this order.

    // Back to newest first: the custom order is kept for later but not used.
    await setProjectOrder({ mode: "newest", homeFollowsCustom: false });
    expect(await names()).toEqual(["Cedar", "Birch", "Alder"]);
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    expect(await names()).toEqual(["Birch", "Alder", "Cedar"]);
  });

  it("keeps the home's latest three newest first unless the admin ticks 'Home follows the custom order'", async () => {
    const oldest = await addProject("Oldest");
    for (const name of ["Two", "Three", "Newest"]) await addProject(name);
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    await moveProject(oldest, 0);
    expect(await names({ limit: 3, place: "home" })).toEqual(["Newest", "Three", "Two"]);
    await setProjectOrder({ mode: "custom", homeFollowsCustom: true });
    expect(await names({ limit: 3, place: "home" })).toEqual(["Oldest", "Newest", "Three"]);
    // The tick means nothing while the mode is newest first.
    await setProjectOrder({ mode: "newest", homeFollowsCustom: true });
    expect(await names({ limit: 3, place: "home" })).toEqual(["Newest", "Three", "Two"]);
  });

  it("puts a new project first in the custom order", async () => {
    const first = await addProject("First");
    await addProject("Second");
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    await moveProject(first, 0);
    await addProject("Brand new");
    expect(await names()).toEqual(["Brand new", "First", "Second"]);
  });

  it("lists drafts for the admin to arrange, never for visitors", async () => {
    await addProject("Live");
    const draft = await addProject("Hidden", "Interior", "draft");
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    expect((await listCustomOrder()).map((p) => [p.name, p.status])).toEqual([
      ["Hidden", "draft"],
      ["Live", "published"],
    ]);
    await moveProject(draft, 1);
    expect(await names()).toEqual(["Live"]);
  });

  it("keeps a trashed project's place, so a restore brings it back where it was", async () => {
    const a = await addProject("A");
    await addProject("B");
    const c = await addProject("C");
    await addProject("D");
    await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
    // D C B A → trash C → the admin sees D B A and moves A to the top.
    await trashProject(c);
    expect((await listCustomOrder()).map((p) => p.name)).toEqual(["D", "B", "A"]);
    expect(await moveProject(c, 0)).toBeNull();
    await moveProject(a, 0);
    expect(await names()).toEqual(["A", "D", "B"]);
    await restoreProject(c);
    expect(await names()).toEqual(["A", "D", "C", "B"]);
  });

  it("tells visitors' pages of a move and of a new mode, but only admins of a draft's move", async () => {
    const live = await addProject("Seen");
    const draft = await addProject("Unseen", "Interior", "draft");
    const events: LiveEvent[] = [];
    const stop = subscribe((event) => events.push(event));
    try {
      await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
      await moveProject(live, 0);
      await moveProject(draft, 0);
    } finally {
      stop();
    }
    expect(events.map((e) => [e.table, e.id])).toEqual([
      ["projects", 0],
      ["projects", live],
      ["drafts", draft],
    ]);
  });
});

it("tells only admins of a private project's move: a visitor's page never learns its id", async () => {
  const hidden = await addProject("Private");
  await db.updateTable("projects").set({ private: 1 }).where("id", "=", hidden).execute();
  await setProjectOrder({ mode: "custom", homeFollowsCustom: false });
  const events: LiveEvent[] = [];
  const stop = subscribe((event) => events.push(event));
  try {
    await moveProject(hidden, 0);
  } finally {
    stop();
  }
  expect(events.map((e) => [e.table, e.id])).toEqual([["drafts", hidden]]);
});

describe("the migration", () => {
  it("gives today's projects the newest-first order and leaves the mode at newest first", async () => {
    await withDatabaseBefore("2026-11-23-0010-project-order", async (old, migrateToLatest) => {
      await sql`INSERT INTO assets (path, kind, folder, mime, bytes, width, height, content_hash, alt, variants)
        VALUES ('images/projects/old', 'image', 'projects', 'image/webp', 10, 900, 600, 'h', '', '[]')`.execute(old);
      for (const name of ["Old 1", "Old 2", "Old 3"]) {
        await sql`INSERT INTO projects (name, year, location, area, type, photographer, link, description_part_1, description_part_2, description_part_3, image_header)
          VALUES (${name}, 2020, 'Oslo', 10, 'Object', '', ${name.replace(" ", "-")}, '', '', '', 1)`.execute(old);
      }
      await migrateToLatest();
      const rows = await old
        .selectFrom("projects")
        .select(["name", "custom_position"])
        .orderBy("custom_position")
        .execute();
      expect(rows).toEqual([
        { name: "Old 3", custom_position: 1 },
        { name: "Old 2", custom_position: 2 },
        { name: "Old 1", custom_position: 3 },
      ]);
      expect(await old.selectFrom("project_order").select(["mode", "home_follows_custom"]).execute()).toEqual([
        { mode: "newest", home_follows_custom: 0 },
      ]);
      // A project added after the migration comes first in the custom order.
      await sql`INSERT INTO projects (name, year, location, area, type, photographer, link, description_part_1, description_part_2, description_part_3, image_header)
        VALUES ('New', 2026, 'Oslo', 10, 'Object', '', 'new', '', '', '', 1)`.execute(old);
      expect(
        (await old.selectFrom("projects").select("name").orderBy("custom_position").executeTakeFirstOrThrow()).name,
      ).toBe("New");
    });
  });
});
