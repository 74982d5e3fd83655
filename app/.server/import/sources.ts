// Where the old site's rows come from: its PostgreSQL database (a connection string; a read-only role
// is enough) or a folder of the dashboard's per-table exports (`projects.csv` or `projects.json`, …).
// A connection string is a secret: it is used, never stored, and no error repeats it.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

import { parse as parseCsv } from "csv-parse/sync";
import pg from "pg";

import { OLD_TABLES, type OldTable, type RawTables } from "./old-rows";

export type SourceKind = "postgresql" | "exports";

export class SourceError extends Error {}

/** How long the old database may take to answer: a hung server is reported, not waited on. */
const PG_CONNECT_TIMEOUT_MS = 15_000;
const PG_STATEMENT_TIMEOUT_MS = 60_000;
/** An export larger than this is not one the old dashboard wrote: refused before it is read. */
const EXPORT_MAX_BYTES = 64 * 1024 * 1024;

export const isConnectionString = (from: string) => /^postgres(ql)?:\/\//i.test(from.trim());
export const sourceKind = (from: string): SourceKind => (isConnectionString(from) ? "postgresql" : "exports");

/** Reads the five tables; throws SourceError with words for the admin (never the connection string). */
export async function readTables(from: string): Promise<RawTables> {
  return isConnectionString(from) ? readPostgres(from.trim()) : readExports(from);
}

/** Replaces anything that looks like a connection string (or its password) in a message. */
export function redact(message: string, secret?: string): string {
  let out = message.replace(/postgres(ql)?:\/\/[^\s'"]+/gi, "postgresql://…");
  if (secret) {
    try {
      const password = decodeURIComponent(new URL(secret).password);
      if (password) out = out.split(password).join("…");
    } catch {
      // Not a URL: nothing more to hide than the pattern above.
    }
  }
  return out;
}

async function readPostgres(connectionString: string): Promise<RawTables> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    application_name: "studio-import",
  });
  try {
    await client.connect();
  } catch (error) {
    throw new SourceError(`Could not connect to the old database: ${redact(String(error), connectionString)}`);
  }
  try {
    const tables = {} as RawTables;
    for (const table of OLD_TABLES) {
      // Read-only and repeatable: one snapshot of all five tables, whatever the old site writes meanwhile.
      if (table === OLD_TABLES[0]) await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const result = await client
        .query(`SELECT * FROM ${pg.escapeIdentifier(table)} ORDER BY id`)
        .catch((error: unknown) => {
          throw new SourceError(`Could not read the table ${table}: ${redact(String(error), connectionString)}`);
        });
      tables[table] = result.rows as Record<string, unknown>[];
    }
    await client.query("COMMIT");
    return tables;
  } finally {
    await client.end().catch(() => {});
  }
}

async function readExports(folder: string): Promise<RawTables> {
  const stat = await fsp.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) throw new SourceError(`No folder of exports at ${folder}.`);
  const tables = {} as RawTables;
  for (const table of OLD_TABLES) tables[table] = await readExport(folder, table);
  return tables;
}

async function readExport(folder: string, table: OldTable): Promise<Record<string, unknown>[]> {
  for (const ext of ["json", "csv"] as const) {
    const file = path.join(folder, `${table}.${ext}`);
    if (!fs.existsSync(file)) continue;
    if ((await fsp.stat(file)).size > EXPORT_MAX_BYTES) throw new SourceError(`${table}.${ext} is too large.`);
    const content = (await fsp.readFile(file, "utf8")).replace(/^\uFEFF/, "");
    try {
      if (ext === "csv")
        return parseCsv(content, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
      const parsed: unknown = JSON.parse(content);
      const rows = Array.isArray(parsed) ? parsed : [parsed];
      if (!rows.every((r) => r && typeof r === "object" && !Array.isArray(r))) throw new Error("not a list of rows");
      return rows as Record<string, unknown>[];
    } catch (error) {
      throw new SourceError(`${table}.${ext} could not be read: ${(error as Error).message}`);
    }
  }
  throw new SourceError(`The exports have no ${table}.csv or ${table}.json.`);
}
