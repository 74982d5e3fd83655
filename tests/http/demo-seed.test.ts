import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { PROJECT_TYPES } from "#db/tables";
import * as content from "~/.server/demo/content";
import { DEMO_PT_HOME_DESCRIPTION } from "~/.server/demo/content-pt";

import { copySeededTemplate } from "../setup/seeded-template.js";

const LOGO = { width: 500, height: 200 };

const load = async () => {
  const { db, migrateToLatest } = await import("~/.server/db/db");
  const { initialiseOnce } = await import("~/.server/boot");
  const { assetRelativeFiles } = await import("~/.server/storage/asset-files");
  const { DEMO_PHOTO, DETAIL_IMAGES_PER_PROJECT } = await import("~/.server/demo/seed");
  return { db, migrateToLatest, initialiseOnce, assetRelativeFiles, DEMO_PHOTO, DETAIL_IMAGES_PER_PROJECT };
};
let app: Awaited<ReturnType<typeof load>>;

/** Every row of the tables the seed fills, to compare a second start against the first. */
const snapshot = async () => {
  const { db } = app;
  const tables = [
    "assets",
    "projects",
    "project_carousel_images",
    "project_videos",
    "homepage",
    "homepage_carousel_images",
    "homepage_carousel_logos",
    "studio",
    "career",
    "contact",
    "app_state",
    "translations",
  ] as const;
  return Object.fromEntries(
    await Promise.all(tables.map(async (t) => [t, await db.selectFrom(t).selectAll().execute()] as const)),
  );
};

// Seeding draws and encodes about eighty images, a minute of both cores. The test setup has already
// seeded a fresh database with `npm run seed` (tests/setup/seeded-template.js, the copy every browser
// test and seeded HTTP test starts from): this file checks a copy of that database and its files, AVIF
// included, rather than seeding once more. A first start seeds through the same seedDemo (boot.ts).
beforeAll(async () => {
  copySeededTemplate(process.env.DATABASE_PATH!, process.env.UPLOADS_DIR!);
  app = await load();
  await app.migrateToLatest(app.db);
});

describe("the demo seed on a fresh database", () => {
  it("fills every page docs/product.md describes with the demo's texts", async () => {
    const { db } = app;
    const home = await db.selectFrom("homepage").selectAll().executeTakeFirstOrThrow();
    expect(home.description).toBe(content.DEMO_HOME_DESCRIPTION);
    expect(
      [home.architectural_image, home.interior_image, home.product_image].every((id) => typeof id === "number"),
    ).toBe(true);
    expect(await db.selectFrom("homepage_carousel_images").select("asset_id").execute()).toHaveLength(5);
    const logos = await db
      .selectFrom("homepage_carousel_logos")
      .innerJoin("assets", "assets.id", "asset_id")
      .select(["alt", "mime"])
      .orderBy("position")
      .execute();
    expect(logos).toEqual(content.DEMO_LOGOS.map((alt) => ({ alt, mime: "image/png" })));

    const studio = await db.selectFrom("studio").selectAll().executeTakeFirstOrThrow();
    expect(studio.detail).toBe(content.DEMO_STUDIO_DETAIL);
    expect(studio.image).not.toBeNull();
    expect(await db.selectFrom("career").select(["career_header", "email"]).executeTakeFirstOrThrow()).toEqual(
      content.DEMO_CAREER,
    );
    expect(
      await db
        .selectFrom("contact")
        .select(["contact_header", "location", "telephone", "email", "description"])
        .executeTakeFirstOrThrow(),
    ).toEqual(content.DEMO_CONTACT);

    const projects = await db.selectFrom("projects").selectAll().orderBy("id").execute();
    expect(projects.map((p) => [p.name, p.year, p.type, p.description_part_1])).toEqual(
      content.DEMO_PROJECTS.map((p) => [p.name, p.year, p.type, p.descriptions[0]]),
    );
    expect(new Set(projects.map((p) => p.type))).toEqual(new Set(PROJECT_TYPES));
    expect(new Set(projects.map((p) => p.link)).size).toBe(projects.length);
    for (const project of projects) {
      const details = await db
        .selectFrom("project_carousel_images")
        .select("asset_id")
        .where("project_id", "=", project.id)
        .execute();
      expect(details, project.name).toHaveLength(app.DETAIL_IMAGES_PER_PROJECT);
    }
    // Every text of every page, project and image has its Portuguese translation, none empty.
    const { TRANSLATABLE_FIELDS: TRANSLATED_FIELDS } = await import("~/utils/translatable-fields");
    const rows = await db
      .selectFrom("translations")
      .select(["subject", "subject_id", "field", "value"])
      .where("lang", "=", "pt")
      .execute();
    const translated = new Set(
      rows.filter((row) => row.value.trim() !== "").map((row) => `${row.subject}/${row.subject_id}/${row.field}`),
    );
    const expected = [
      ...(["home", "studio", "career", "contact"] as const).flatMap((subject) =>
        TRANSLATED_FIELDS[subject].map((field) => `${subject}/1/${field}`),
      ),
      ...projects.flatMap((project) => TRANSLATED_FIELDS.project.map((field) => `project/${project.id}/${field}`)),
      ...(await db.selectFrom("assets").select("id").where("kind", "=", "image").execute()).map(
        (asset) => `asset/${asset.id}/alt`,
      ),
    ];
    expect(expected.filter((key) => !translated.has(key))).toEqual([]);
    expect(rows.find((row) => row.subject === "home")?.value).toBe(DEMO_PT_HOME_DESCRIPTION);
    const state = await db
      .selectFrom("app_state")
      .select("value")
      .where("key", "=", "initialised")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(state.value)).toMatchObject({ demo: true });
  });

  it("stores every asset's files, and each decodes as an image of the size its row states", async () => {
    const assets = await app.db.selectFrom("assets").selectAll().execute();
    const uploads = process.env.UPLOADS_DIR!;
    for (const asset of assets) {
      const files = app.assetRelativeFiles(asset).map((f) => path.join(uploads, f));
      for (const file of files) expect(fs.existsSync(file), file).toBe(true);
      if (asset.kind !== "image") continue;
      const expected = asset.folder === "images/logo-carousel" ? LOGO : app.DEMO_PHOTO;
      expect({ width: asset.width, height: asset.height }, asset.alt).toEqual(expected);
      const master = await sharp(files[0]).metadata();
      expect({ width: master.width, height: master.height }).toEqual(expected);
      for (const variant of JSON.parse(asset.variants) as { width: number; height: number; format: string }[]) {
        const decoded = await sharp(path.join(uploads, `${asset.path}-${variant.width}.${variant.format}`)).metadata();
        expect([decoded.format, decoded.width, decoded.height]).toEqual([
          variant.format === "avif" ? "heif" : variant.format,
          variant.width,
          variant.height,
        ]);
      }
    }
  });

  it("draws a different picture for every image, so the portfolio never repeats itself", async () => {
    const images = await app.db.selectFrom("assets").select("content_hash").where("kind", "=", "image").execute();
    expect(new Set(images.map((i) => i.content_hash)).size).toBe(images.length);
  });

  it("a later start seeds nothing again, even when seeding is asked for", async () => {
    const before = await snapshot();
    await app.initialiseOnce(true);
    expect(await snapshot()).toEqual(before);
  });
});
