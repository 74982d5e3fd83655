// The first admin account, made on the first start of an empty database.
import fs from "node:fs";
import path from "node:path";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { log } from "~/.server/log";

import { generatePassword, hashPassword } from "./password";

/** Where a generated first admin password is written (0600, beside the database), never to the log. */
const firstAdminPasswordFile = () => path.join(path.dirname(env().databasePath), "first-admin-password.txt");

/** On a database without users: the first admin, from ADMIN_EMAIL and ADMIN_PASSWORD or with a generated password. */
export async function ensureFirstAdmin(): Promise<void> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const config = env();
  const email = config.ADMIN_EMAIL ?? "admin@example.com";
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  if (!config.ADMIN_PASSWORD) {
    // Written before the account exists, so a failed write leaves no account nobody can sign in to.
    const file = firstAdminPasswordFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600, flag: "wx" });
  }
  await db
    .insertInto("users")
    .values({ email, password_hash: await hashPassword(password, "first") })
    .execute();
  if (config.ADMIN_PASSWORD) {
    log("info", "admin account created", { email });
  } else {
    log("info", "admin account created; its generated password is in the file (read it, then delete it)", {
      email,
      passwordFile: firstAdminPasswordFile(),
    });
  }
}
