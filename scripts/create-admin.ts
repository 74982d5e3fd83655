// npm run create-admin -- EMAIL [PASSWORD]: create an admin, or reset the password of an existing one.
// Without PASSWORD a strong one is generated and printed. Existing sessions of that admin end, and so
// do the invites they sent.
import { endInvitesBy } from "~/.server/auth/admins";
import { generatePassword, hashPassword } from "~/.server/auth/password";
import { closeDatabase, db, migrateToLatest } from "~/.server/db/db";

const [email, given] = process.argv.slice(2);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Usage: npm run create-admin -- EMAIL [PASSWORD]");
  process.exit(2);
}
if (given !== undefined && given.length < 12) {
  console.error("The password must be at least 12 characters long.");
  process.exit(2);
}
await migrateToLatest(db);
const password = given ?? generatePassword();
const password_hash = await hashPassword(password, "first");
const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
if (existing) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash }).where("id", "=", existing.id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
    await endInvitesBy(trx, existing.id);
  });
  console.log(`Password reset for ${email}; their sessions were signed out and the invites they sent no longer work.`);
} else {
  await db.insertInto("users").values({ email, password_hash }).execute();
  console.log(`Admin ${email} created.`);
}
if (!given) console.log(`Password: ${password}`);
await closeDatabase();
