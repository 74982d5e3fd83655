// Does an uploads folder agree with its `assets` rows? Orphans are files no row names (a crash
// between writing files and committing their row, or between a row's delete and its files');
// missing files are named by a row but absent. Used at start, by the backup and by the crash drill.
import fsp from "node:fs/promises";
import path from "node:path";

import type SQLite from "better-sqlite3";

import type { AssetKind } from "#db/tables";

import { type AssetFileFields, assetRelativeFiles, CONTENT_FOLDERS, ORPHANS_FOLDER } from "./asset-files";

/** Files a start finds that no asset row names (a crash's leftovers) are kept aside this long, for inspection, then deleted. */
export const ORPHAN_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Every file under the content folders, as '/'-separated paths relative to the uploads root. */
export async function listContentFiles(uploadsDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await fsp.readdir(path.join(uploadsDir, relative), { withFileTypes: true }).catch((error) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else found.push(child);
    }
  };
  for (const folder of CONTENT_FOLDERS) await walk(folder);
  return found.sort();
}

export interface UploadsAudit {
  orphans: string[];
  missing: string[];
}

export async function auditUploads(uploadsDir: string, rows: AssetFileFields[]): Promise<UploadsAudit> {
  const named = new Set(rows.flatMap(assetRelativeFiles));
  const onDisk = await listContentFiles(uploadsDir);
  const present = new Set(onDisk);
  return { orphans: onDisk.filter((f) => !named.has(f)), missing: [...named].filter((f) => !present.has(f)).sort() };
}

/**
 * At start, before anything writes: moves orphan files out of the served folders into
 * .orphans/<time>/ (moved, not deleted, so a server started on the wrong database cannot wipe
 * the uploads), and deletes quarantined files older than ORPHAN_KEEP_MS. Returns the count moved.
 */
export async function quarantineOrphans(
  uploadsDir: string,
  rows: AssetFileFields[],
  now = Date.now(),
): Promise<number> {
  const { orphans } = await auditUploads(uploadsDir, rows);
  const quarantine = path.join(uploadsDir, ORPHANS_FOLDER);
  for (const file of orphans) {
    const target = path.join(quarantine, String(now), file);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fsp.rename(path.join(uploadsDir, file), target);
  }
  for (const batch of await fsp.readdir(quarantine).catch(() => [])) {
    if (Number(batch) < now - ORPHAN_KEEP_MS)
      await fsp.rm(path.join(quarantine, batch), { recursive: true, force: true });
  }
  return orphans.length;
}

/**
 * Asset rows of these kinds that nothing uses: no column that references `assets` holds their
 * id. A kill between storing an upload (its row commits) and saving the content that uses it
 * leaves them. The references are found through the schema's foreign keys, so every column that
 * holds an asset id must be declared as one.
 */
export function unusedAssetIds(database: SQLite.Database, kinds: AssetKind[]): number[] {
  const used = new Set<number>();
  const tables = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables) {
    const columns = database
      .prepare(`SELECT "from" AS col FROM pragma_foreign_key_list(?) WHERE "table" = 'assets'`)
      .all(name) as { col: string }[];
    for (const { col } of columns) {
      const rows = database.prepare(`SELECT "${col}" AS id FROM "${name}" WHERE "${col}" IS NOT NULL`).all() as {
        id: number;
      }[];
      for (const row of rows) used.add(row.id);
    }
  }
  const assets = database
    .prepare(`SELECT id FROM assets WHERE kind IN (${kinds.map(() => "?").join(", ")})`)
    .all(...kinds) as { id: number }[];
  return assets.map((a) => a.id).filter((id) => !used.has(id));
}
