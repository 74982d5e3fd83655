import crypto from "node:crypto";

import { describe, expect, it } from "vitest";

describe("an account hashed with older scrypt settings", () => {
  it("signs in with its password and is rehashed with today's (16 MiB) settings, once", async () => {
    const { authenticator } = await import("./users");
    const { db, migrateToLatest } = await import("~/.server/db/db");
    await migrateToLatest(db);
    // The N=2^17 (128 MiB) hash the first wave stored, for the password "an-older-password".
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync("an-older-password", salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await db.insertInto("users").values({ email: "older@studio.test", password_hash: old }).execute();
    const signIn = () =>
      authenticator.authenticate(
        "form",
        new Request("http://localhost/admin/login", {
          method: "POST",
          body: new URLSearchParams({ username: "older@studio.test", password: "an-older-password" }),
        }),
      );
    await expect(signIn()).resolves.toMatchObject({ email: "older@studio.test" });
    const stored = await db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "older@studio.test")
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    await expect(signIn()).resolves.toMatchObject({ email: "older@studio.test" });
  });
});
