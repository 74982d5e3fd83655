// npm run seed: add the demo content to an installation that has none (the first start does this by itself).
import { isInitialised, markInitialised } from "~/.server/boot";
import { closeDatabase, db, migrateToLatest } from "~/.server/db/db";
import { seedDemo } from "~/.server/demo/seed";
import { avifIdle } from "~/.server/images/avif-queue";
import { ensureUploadDirs } from "~/.server/storage/folders";

await migrateToLatest(db);
await ensureUploadDirs();
const existing = await db.selectFrom("projects").select("id").limit(1).executeTakeFirst();
if (existing) {
  console.error("This installation already has projects; the demo content is only added to an empty site.");
  process.exit(1);
}
await seedDemo();
await avifIdle();
if (!(await isInitialised())) await markInitialised(true);
console.log("Demo content added.");
await closeDatabase();
