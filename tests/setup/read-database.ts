// For tests against a running server: the rows a query reads from its database file, opened read-only for the query
// alone (the server keeps writing it meanwhile).
import Database from "better-sqlite3";

export function readRows<T>(databasePath: string, sql: string): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
