import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { migrations } from "#db/migrations/index";

import { insertAssetRow } from "../../../tests/setup/asset-rows";
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
