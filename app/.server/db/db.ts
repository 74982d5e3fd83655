// The one database handle: SQLite through better-sqlite3, queried with kysely.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { CompiledQuery, type Dialect, Kysely, Migrator, SqliteDialect } from "kysely";

import { migrations } from "#db/migrations/index";
import type { Database } from "#db/tables";
import { env } from "~/.server/env";

import { forgetSingleton, singleton } from "./singleton";

export type DB = Kysely<Database>;

/**
 * Kysely's SQLite dialect, its transactions begun IMMEDIATE: a transaction that reads and then writes takes the write
 * lock at its start and waits its turn (busy_timeout). Begun deferred, it fails at once with "database is locked" when
 * another process (the import command beside the serving site) wrote since it read.
 */
function immediateTransactions(database: SQLite.Database): Dialect {
  const dialect = new SqliteDialect({ database });
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      driver.beginTransaction = async (connection) => {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
      };
      return driver;
    },
  };
}

export function openDatabase(file: string): { db: DB; sqlite: SQLite.Database } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: immediateTransactions(sqlite) }), sqlite };
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Another database the queries of one piece of work read instead (a preview of the site at a later time). */
const elsewhere = new AsyncLocalStorage<SQLite.Database>();

/**
 * The file's handle, for kysely through a stand-in that sends each statement to the database the current
 * work reads (`withDatabase`), the file's otherwise. Statements are prepared per query, so none outlives its work.
 */
function routed(file: SQLite.Database): SQLite.Database {
  return new Proxy(file, {
    get(target, property) {
      const current = elsewhere.getStore() ?? target;
      const value: unknown = Reflect.get(current, property);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

const handle = singleton("database", () => {
  const opened = openDatabase(env().databasePath);
  return {
    sqlite: opened.sqlite,
    db: new Kysely<Database>({ dialect: immediateTransactions(routed(opened.sqlite)) }),
  };
});

/** The application's database (through kysely: the one `withDatabase` puts in its place, while it does). */
export const db: DB = handle.db;
/** The file itself, always: for statements prepared once and kept (the statistics counters). */
export const sqlite: SQLite.Database = handle.sqlite;

/** Runs `work` with every kysely query of it, to its end, on `other` instead of the file. */
export function withDatabase<T>(other: SQLite.Database, work: () => T): T {
  return elsewhere.run(other, work);
}

export async function closeDatabase(): Promise<void> {
  forgetSingleton("database");
  await db.destroy();
}
