// For migration tests: a database of its own, migrated up to just before one migration, so a test
// can insert rows as they were, run the rest of the migrations and read what became of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { type Kysely, Migrator } from "kysely";
import { expect } from "vitest";

import { migrations } from "#db/migrations/index";
import type { Database } from "#db/tables";
import { openDatabase } from "~/.server/db/db";

export async function withDatabaseBefore(
  migration: string,
  test: (db: Kysely<Database>, migrateToLatest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-"));
  const { db, sqlite } = openDatabase(path.join(dir, "old.sqlite"));
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    expect(names).toContain(migration);
    expect((await migrator.migrateTo(names[names.indexOf(migration) - 1])).error).toBeUndefined();
    await test(db, async () => expect((await migrator.migrateToLatest()).error).toBeUndefined());
  } finally {
    await db.destroy();
    if (sqlite.open) sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
