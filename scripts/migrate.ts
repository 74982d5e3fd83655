// npm run migrate: apply pending migrations to DATABASE_PATH (the server also does this on start).
import { closeDatabase, db, migrateToLatest } from "~/.server/db/db";

const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
await closeDatabase();
