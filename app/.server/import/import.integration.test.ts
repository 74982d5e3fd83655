// The import against a real PostgreSQL (a throwaway cluster) and a local HTTP server holding the old
// buckets, into a real SQLite file and uploads folder: field-by-field mapping, every image through the
// pipeline, the failures reported with their row and URL, re-runs that import nothing twice, the
// admin's changes kept, one run at a time, and no trace of the connection string.
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runAsAdmin, undoRevision } from "~/.server/content/history/revisions";
import { listAssetIds, projectList } from "~/.server/content/media-lists";
import { updateProject } from "~/.server/content/projects/writes";
import { db, migrateToLatest } from "~/.server/db/db";
import { env } from "~/.server/env";
import { ensureUploadDirs, root } from "~/.server/storage/folders";
import type { Variant } from "~/utils/media";

import {
  type BucketServer,
  bucketServer,
  largePhoto,
  loadPostgres,
  type OldDatabase,
  type OldRows,
  oldRows,
  startPostgres,
  writeBuckets,
} from "../../../tests/setup/old-site";
import type { RelayedEvent } from "./relay";
import type { ImportReport } from "./report";
import { ImportBusyError, type ImportOptions, runImport } from "./run";

let pg: OldDatabase;
let files: BucketServer;
let buckets: string;
let rows: OldRows;
const events: RelayedEvent[] = [];
const FAST = { stallMs: 400, backoffMs: 5, attempts: 2 };

const run = (options: Partial<ImportOptions> = {}) =>
  runImport({
    from: pg.url,
    dryRun: false,
    effects: async (e) => void events.push(e),
    fetch: FAST,
    ...options,
  });

const projects = () => db.selectFrom("projects").selectAll().orderBy("id", "desc").execute();
const count = async (table: "assets" | "revisions" | "projects") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  await migrateToLatest(db);
  await ensureUploadDirs();
  pg = await startPostgres();
  buckets = await fsp.mkdtemp(path.join(os.tmpdir(), "old-buckets-"));
  files = await bucketServer(buckets);
  rows = oldRows(files.base, 3, 2);
  // The awkward files: a 30 MB photograph, a missing one, a text file named .jpg, one that stalls.
  const [p1, p2, p3] = rows.projects;
  p2.carousel_images = [...(p2.carousel_images as string[]), `${files.base}/images/projects/gone.jpg`];
  p3.image_header = `${files.base}/images/projects/notes.jpg`;
  p3.videos = [];
  p1.carousel_images = [...(p1.carousel_images as string[]), `${files.base}/images/projects/slow/stalls.jpg`];
  // A malformed row: a type the old admin never offered.
  rows.projects.push({ ...p1, id: 99, link: "bad-type", type: "Garden" });
  await writeBuckets(buckets, { ...rows, projects: rows.projects.slice(0, 3) }, files.base);
  await fsp.rm(path.join(buckets, "images/projects/gone.jpg"));
  await fsp.writeFile(path.join(buckets, "images/projects/p1-header.jpg"), await largePhoto(30 * 1024 * 1024));
  await fsp.writeFile(path.join(buckets, "images/projects/notes.jpg"), "meeting notes, not a picture\n");
  await fsp.mkdir(path.join(buckets, "images/projects/slow"), { recursive: true });
  await fsp.writeFile(path.join(buckets, "images/projects/slow/stalls.jpg"), "x");
  await loadPostgres(pg, rows);
}, 120_000);

afterAll(async () => {
  await files?.close();
  await pg?.stop();
  await fsp.rm(buckets, { recursive: true, force: true });
});

describe("the first import", () => {
  let report: ImportReport;
  beforeAll(async () => {
    report = await run();
  }, 120_000);

  it("brings every project, published, at its old link, newest first by old id", async () => {
    const list = await projects();
    expect(list.map((p) => p.link)).toEqual(
      rows.projects
        .slice(0, 3)
        .map((p) => p.link)
        .reverse(),
    );
    expect(list.every((p) => p.status === "published" && p.private === 0)).toBe(true);
    const first = list.at(-1)!;
    const old = rows.projects[0];
    expect(first).toMatchObject({
      name: old.name,
      year: old.year,
      location: old.location,
      area: old.area,
      type: old.type,
      photographer: old.photographer,
      description_part_1: old.description_part_1,
      description_part_2: old.description_part_2,
      description_part_3: old.description_part_3,
    });
  });

  it("puts every image through the pipeline: stripped, WebP widths, centred focal point, alt empty", async () => {
    const first = (await projects()).at(-1)!;
    const header = await db
      .selectFrom("assets")
      .selectAll()
      .where("id", "=", first.image_header)
      .executeTakeFirstOrThrow();
    expect(header).toMatchObject({ kind: "image", folder: "images/projects", alt: "", focal_x: 0.5, focal_y: 0.5 });
    const variants = JSON.parse(header.variants) as Variant[];
    expect(variants.length).toBeGreaterThan(0);
    const served = path.join(root(), `${header.path}-${variants[0].width}.webp`);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(events).toContainEqual({ type: "avif", assetId: header.id });
    expect(report.imagesWithoutAlt).toBeGreaterThan(0);
  });

  it("keeps the carousel order, the home's lists, the work types and the studio", async () => {
    const first = (await projects()).at(-1)!;
    expect(await listAssetIds(projectList("images", first.id))).toHaveLength(2);
    const home = await db.selectFrom("homepage").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(home.description).toBe("An old studio, moving house.");
    for (const key of ["architectural_image", "interior_image", "product_image"] as const)
      expect(home[key]).not.toBeNull();
    const carousel = await db
      .selectFrom("homepage_carousel_images")
      .innerJoin("import_files", "import_files.asset_id", "homepage_carousel_images.asset_id")
      .select("import_files.url")
      .orderBy("position")
      .execute();
    expect(carousel.map((c) => c.url)).toEqual(rows.homepage[0].carousel_images);
    const studio = await db.selectFrom("studio").selectAll().executeTakeFirstOrThrow();
    expect(studio.detail).toBe("We draw houses by hand.");
    const contact = await db.selectFrom("contact").selectAll().executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ contact_header: "Talk to us", telephone: "+351 22 000 0000" });
    expect(events).toContainEqual({ type: "live", change: { table: "homepage", op: "update", id: 1 } });
  });

  it("reports each file that could not come with its row and URL, and imports the project without it", async () => {
    const byUrl = (suffix: string) => report.problems.find((p) => p.url?.endsWith(suffix));
    expect(byUrl("gone.jpg")).toMatchObject({ table: "projects", row: "20", problem: "the file is not there" });
    expect(byUrl("notes.jpg")).toMatchObject({ row: "30", problem: "the file is not an image" });
    expect(byUrl("stalls.jpg")).toMatchObject({ row: "10", problem: "the file took too long to come" });
    const marked = await db.selectFrom("import_rows").selectAll().where("missing_files", "!=", "[]").execute();
    expect(marked.map((m) => m.old_id).sort()).toEqual(["10", "20", "30"]);
    // Its header could not come: the first detail picture stands in.
    const third = (await projects())[0];
    expect(await listAssetIds(projectList("images", third.id))).toContain(third.image_header);
  });

  it("reports the malformed row and skips it", () => {
    expect(report.problems).toContainEqual(expect.objectContaining({ table: "projects", row: "99" }));
    expect(report.tables.projects).toMatchObject({ read: 4, created: 3, skipped: 1 });
    expect(report.files.bytes).toBeGreaterThan(30 * 1024 * 1024);
  });

  it("never stores the connection string", () => {
    const bytes = fs.readFileSync(env().databasePath);
    expect(bytes.includes("old-site-secret")).toBe(false);
    expect(JSON.stringify(report)).not.toContain("old-site-secret");
  });
});

describe("running it again", () => {
  it("imports nothing twice: only the missing files are asked for again", async () => {
    const before = {
      assets: await count("assets"),
      revisions: await count("revisions"),
      projects: await count("projects"),
    };
    files.requests.length = 0;
    const again = await run();
    expect(again.tables.projects).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect({
      assets: await count("assets"),
      revisions: await count("revisions"),
      projects: await count("projects"),
    }).toEqual(before);
    expect(files.requests.every((r) => /gone|notes|stalls/.test(r))).toBe(true);
  }, 60_000);

  it("updates a project changed on the old site as a revision the admin can undo", async () => {
    await pg.query("UPDATE projects SET name = 'Old House One, Renamed' WHERE id = 10");
    const again = await run();
    expect(again.tables.projects.updated).toBe(1);
    const project = await db
      .selectFrom("projects")
      .selectAll()
      .where("link", "=", rows.projects[0].link as string)
      .executeTakeFirstOrThrow();
    expect(project.name).toBe("Old House One, Renamed");
    const revision = await db
      .selectFrom("revisions")
      .selectAll()
      .where("project_id", "=", project.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(revision.user_email).toBe("Import from the old site");
    const admin = await db
      .insertInto("users")
      .values({ email: "a@studio.test", password_hash: "x" })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await runAsAdmin(admin, () => undoRevision({ kind: "project", id: project.id }, revision.id));
    expect(
      (await db.selectFrom("projects").select("name").where("id", "=", project.id).executeTakeFirstOrThrow()).name,
    ).toBe("Old House 1");
  }, 60_000);

  it("keeps what the admin changed here, and says so", async () => {
    const target = (await projects()).find((p) => p.link === rows.projects[1].link)!;
    const admin = await db.selectFrom("users").select(["id", "email"]).executeTakeFirstOrThrow();
    await runAsAdmin(admin, () =>
      updateProject(
        target.id,
        {
          name: "Our own title",
          year: target.year,
          location: target.location,
          area: target.area,
          type: target.type,
          photographer: target.photographer,
          description_part_1: target.description_part_1,
          description_part_2: target.description_part_2,
          description_part_3: target.description_part_3,
        },
        { images: [], videos: [] },
      ),
    );
    await pg.query("UPDATE projects SET location = 'Lisbon' WHERE id = 20");
    const again = await run();
    expect(again.tables.projects.kept).toBeGreaterThanOrEqual(1);
    expect(again.problems).toContainEqual(expect.objectContaining({ row: "20", problem: "changed on this site" }));
    const after = await db.selectFrom("projects").selectAll().where("id", "=", target.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ name: "Our own title", location: "Porto" });
  }, 60_000);
});

describe("a dry run and the lock", () => {
  it("reads everything and writes nothing", async () => {
    await pg.query(
      `INSERT INTO projects (id, name, year, location, area, type, photographer, link, description_part_1, description_part_2, description_part_3, image_header, carousel_images, videos)
       VALUES (40, 'Newer', 2024, 'Braga', 80, 'Object', 'B', 'newer-00000000', 'a', 'b', 'c', $1, '{}', '{}')`,
      [`${files.base}/images/projects/p1-1.jpg`],
    );
    const before = { assets: await count("assets"), projects: await count("projects") };
    files.requests.length = 0;
    const dry = await run({ dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.tables.projects.created).toBe(1);
    expect(files.requests).toEqual([]);
    expect({ assets: await count("assets"), projects: await count("projects") }).toEqual(before);
  }, 60_000);

  it("refuses a second import while one runs", async () => {
    const first = run({ dryRun: true });
    await expect(run({ dryRun: true })).rejects.toBeInstanceOf(ImportBusyError);
    await first;
  }, 60_000);

  it("reports a database it cannot reach without repeating its address", async () => {
    const report = await run({ from: "postgresql://reader:hunter2-secret@127.0.0.1:1/old" });
    expect(report.status).toBe("failed");
    expect(report.failure).toMatch(/Could not connect to the old database/);
    expect(report.failure).not.toContain("hunter2-secret");
  }, 60_000);
});
