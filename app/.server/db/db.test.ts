import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { migrations } from "#db/migrations/index";

import { insertAssetRow } from "../../../tests/setup/asset-rows";
import { withDatabaseBefore } from "../../../tests/setup/database-before";
import { db, migrateToLatest, sqlite } from "./db";

describe("migrations", () => {
  it("build every table from an empty file and create the single rows with id 1", async () => {
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(migrations));
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        "admin_tokens",
        "app_state",
        "assets",
        "career",
        "career_applications",
        "contact",
        "contact_messages",
        "homepage",
        "homepage_carousel_images",
        "homepage_carousel_logos",
        "mail_attempts",
        "mail_outbox",
        "project_carousel_images",
        "project_link_redirects",
        "project_order",
        "portfolio_bytes",
        "project_videos",
        "projects",
        "revision_assets",
        "revisions",
        "sessions",
        "studio",
        "used_form_tokens",
        "users",
        "web_vitals",
        "alert_states",
        "backup_runs",
        "backup_settings",
        "selections",
        "selection_projects",
        "share_links",
        "share_link_views",
        "share_link_feedback",
        "share_link_downloads",
        "share_link_codes",
        "share_link_code_misses",
        "analytics_days",
        "analytics_pages",
        "analytics_dimensions",
        "analytics_settings",
        "translations",
        // The fourth wave: the import's ledger and relay, schedules, credits, second factors and the audit log,
        // the edge's purge queue.
        "import_files",
        "import_rows",
        "import_runs",
        "relayed_events",
        "schedules",
        "schedule_assets",
        "project_credits",
        "passkeys",
        "recovery_codes",
        "audit_log",
        "edge_purges",
        "press_items",
        "press_item_projects",
        "redirects",
        "not_found_paths",
        // Search: the FTS5 table with its shadow tables, the view it is filled from, and its state.
        "project_search",
        "project_search_config",
        "project_search_content",
        "project_search_data",
        "project_search_docsize",
        "project_search_idx",
        "project_search_source",
        "search_languages",
        "search_state",
      ].sort(),
    );
    for (const table of ["career", "contact", "homepage", "studio", "project_order"] as const) {
      const rows = await db.selectFrom(table).select("id").execute();
      expect(rows).toEqual([{ id: 1 }]);
    }
    // A second run applies nothing.
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("open the database with WAL, foreign keys and a busy timeout", () => {
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
  });

  it("refuse a second row in a single-row table, an unknown project type and a duplicate link", async () => {
    await migrateToLatest(db);
    await expect(sql`INSERT INTO career (id) VALUES (2)`.execute(db)).rejects.toThrow(/CHECK/);
    const assetId = await insertAssetRow(db, { path: "images/projects/x", folder: "images/projects" });
    const project = {
      name: "A, B",
      year: 2024,
      location: "L",
      area: 1,
      photographer: "P",
      description_part_1: "1",
      description_part_2: "2",
      description_part_3: "3",
      image_header: assetId,
    };
    await expect(
      db
        .insertInto("projects")
        .values({ ...project, type: "Garden" as never, link: "a-1" })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db
      .insertInto("projects")
      .values({ ...project, type: "Interior", link: "a-2" })
      .execute();
    await expect(
      db
        .insertInto("projects")
        .values({ ...project, type: "Object", link: "a-2" })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      db.insertInto("project_carousel_images").values({ project_id: 999, asset_id: assetId, position: 0 }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe("the rebuild that admits press items to the history and the languages", () => {
  it("keeps every revision, kept asset and translation, the next id, the indexes and the triggers", async () => {
    await withDatabaseBefore("2026-11-28-0035-press-history", async (old, migrateToLatest) => {
      const assetId = await insertAssetRow(old);
      await sql`INSERT INTO search_languages (lang, position) VALUES ('en', 0), ('pt', 1)`.execute(old);
      const project = await old
        .insertInto("projects")
        .values({
          name: "Hill House",
          year: 2024,
          location: "Porto",
          area: 1,
          type: "Architecture",
          photographer: "",
          description_part_1: "1",
          description_part_2: "2",
          description_part_3: "3",
          image_header: assetId,
          link: "hill-house",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await sql`INSERT INTO revisions (subject, project_id, user_email, summary, snapshot) VALUES
        ('studio', NULL, 'a@studio.test', 'Detail', '{"fields":{}}'),
        ('project', ${project.id}, '', 'Created', '{"fields":{"name":"Hill House"}}'),
        ('project', ${project.id}, 'b@studio.test', 'Name', '{"fields":{"name":"Hill Home"}}')`.execute(old);
      // A pruned revision: the next id stays past it.
      await sql`DELETE FROM revisions WHERE id = 3`.execute(old);
      await sql`INSERT INTO revision_assets (revision_id, asset_id) VALUES (2, ${assetId})`.execute(old);
      await sql`INSERT INTO translations (subject, subject_id, lang, field, value, source_hash) VALUES
        ('project', ${project.id}, 'pt', 'name', 'Casa da Colina', 'abc'),
        ('asset', ${assetId}, 'pt', 'alt', 'Fachada', NULL)`.execute(old);
      const table = async (name: string) =>
        (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(old)).rows;
      const before = {
        revisions: await table("revisions"),
        assets: await table("revision_assets"),
        translations: await table("translations"),
      };

      await migrateToLatest();

      expect((await table("revisions")).map(({ press_id, ...row }) => (expect(press_id).toBeNull(), row))).toEqual(
        before.revisions,
      );
      expect(await table("revision_assets")).toEqual(before.assets);
      expect(await table("translations")).toEqual(before.translations);
      expect((await sql`PRAGMA foreign_key_check`.execute(old)).rows).toEqual([]);
      const { rows: objects } = await sql<{ name: string }>`SELECT name FROM sqlite_master
        WHERE type IN ('index', 'trigger') AND tbl_name IN ('revisions', 'translations', 'press_items')`.execute(old);
      expect(objects.map((o) => o.name)).toEqual(
        expect.arrayContaining([
          "revisions_by_subject",
          "revisions_by_press",
          "project_search_translation_insert",
          "project_search_translation_update",
          "project_search_translation_delete",
          "translations_of_deleted_press",
        ]),
      );
      // The search's triggers on translations work again: a Portuguese name is found.
      await old.updateTable("translations").set({ value: "Casa do Monte" }).where("field", "=", "name").execute();
      const { rows: found } = await sql`SELECT rowid FROM project_search WHERE project_search MATCH 'monte'`.execute(
        old,
      );
      expect(found).toEqual([{ rowid: project.id * 100 + 1 }]);
      const press = await old
        .insertInto("press_items")
        .values({ kind: "award", date: "2024-01-01", title: "Prize", organisation: "Jury" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const revision = await old
        .insertInto("revisions")
        .values({ subject: "press", press_id: press.id, summary: "Created", snapshot: "{}" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(revision.id).toBe(4);
      await expect(
        old.insertInto("revisions").values({ subject: "press", summary: "x", snapshot: "{}" }).execute(),
      ).rejects.toThrow(/CHECK/);
      await old
        .insertInto("translations")
        .values({ subject: "press", subject_id: press.id, lang: "pt", field: "title", value: "Prémio" })
        .execute();
      // An item deleted takes its revisions and its translations with it.
      await old.deleteFrom("press_items").where("id", "=", press.id).execute();
      expect(await old.selectFrom("revisions").select("id").where("subject", "=", "press").execute()).toEqual([]);
      expect(await old.selectFrom("translations").select("value").where("subject", "=", "press").execute()).toEqual([]);
      expect((await sql`PRAGMA foreign_keys`.execute(old)).rows).toEqual([{ foreign_keys: 1 }]);
    });
  });
});
