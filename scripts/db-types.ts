// npm run db:types: writes db/types.ts with kysely-codegen from a freshly migrated SQLite file, so the
// types kysely checks queries against are the schema the migrations make. `--check` (in npm test) fails
// when the committed file differs. Two things codegen cannot read from SQLite are added as overrides:
// a text column's CHECK (x IN ('a', 'b')) becomes the union 'a' | 'b', and a primary key (which SQLite
// reports as nullable) is not null. The file is as codegen writes it (Prettier leaves it alone), so that
// `--verify` compares like with like.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

const OUT = "db/types.ts";
const check = process.argv.includes("--check");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-db-types-"));
const file = path.join(dir, "schema.sqlite");

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** Column overrides ("table.column": TypeScript type) for what codegen's SQLite introspection misses. */
function overrides(sqlite: Database.Database): Record<string, string> {
  const found: Record<string, string> = {};
  const tables = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL")
    .all() as { name: string; sql: string }[];
  for (const { name: table, sql } of tables) {
    const columns = sqlite.prepare(`PRAGMA table_info("${table}")`).all() as Column[];
    for (const column of columns) {
      const values = new RegExp(
        `\\b${column.name}\\s+TEXT\\b[^,]*?CHECK\\s*\\(\\s*${column.name}\\s+IN\\s*\\(([^)]*)\\)`,
        "i",
      )
        .exec(sql)?.[1]
        ?.split(",")
        .map((value) => `"${value.trim().replace(/^'|'$/g, "")}"`);
      const primaryKey = column.pk > 0 && column.notnull === 0;
      if (!values && !primaryKey) continue;
      let type = values ? values.join(" | ") : /INT/i.test(column.type) ? "number" : "string";
      if (!primaryKey && column.notnull === 0) type += " | null";
      const generated = column.dflt_value !== null || (primaryKey && /^INTEGER$/i.test(column.type));
      found[`${table}.${column.name}`] = generated ? `Generated<${type}>` : type;
    }
  }
  return found;
}

try {
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/migrate.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_PATH: file, UPLOADS_DIR: path.join(dir, "uploads"), NODE_ENV: "test" },
  });
  const sqlite = new Database(file, { readonly: true });
  const columns = overrides(sqlite);
  sqlite.close();
  const codegen = [
    "node_modules/kysely-codegen/dist/cli/bin.js",
    "--dialect=sqlite",
    `--url=${file}`,
    `--out-file=${OUT}`,
    // The full-text index and its shadow tables are read with raw SQL (app/.server/content/projects/search.ts).
    "--exclude-pattern=project_search*",
    `--overrides=${JSON.stringify({ columns })}`,
    "--log-level=error",
    ...(check ? ["--verify"] : []),
  ];
  try {
    execFileSync(process.execPath, codegen, { stdio: "inherit" });
  } catch {
    console.error(
      check ? `${OUT} differs from what the migrations make: run npm run db:types` : "kysely-codegen failed",
    );
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
