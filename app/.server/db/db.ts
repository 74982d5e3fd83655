// The one database handle: SQLite through better-sqlite3, queried with kysely.
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";

import { migrations } from "#db/migrations/index";
import type { Database } from "#db/tables";
import { env } from "~/.server/env";

import { forgetSingleton, singleton } from "./singleton";

export type DB = Kysely<Database>;

export function openDatabase(file: string): { db: DB; sqlite: SQLite.Database } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), sqlite };
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

const handle = singleton("database", () => openDatabase(env().databasePath));

/** The application's database. */
export const db: DB = handle.db;
export const sqlite: SQLite.Database = handle.sqlite;

export async function closeDatabase(): Promise<void> {
  forgetSingleton("database");
  await db.destroy();
}
