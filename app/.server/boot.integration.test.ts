import { beforeAll, describe, expect, it } from "vitest";

// This file's server starts empty: SEED_DEMO=0, a known first admin.
beforeAll(() => {
  process.env.SEED_DEMO = "0";
  process.env.ADMIN_EMAIL = "owner@studio.test";
  process.env.ADMIN_PASSWORD = "a-long-enough-password";
});

describe("boot", () => {
  it("starts empty with SEED_DEMO=0, creates the first admin once, and never seeds on a later start", async () => {
    const { boot, initialiseOnce } = await import("./boot");
    const { db } = await import("~/.server/db/db");
    const { verifyPassword } = await import("~/.server/auth/password");

    await boot();
    const users = await db.selectFrom("users").selectAll().execute();
    expect(users.map((u) => u.email)).toEqual(["owner@studio.test"]);
    expect(await verifyPassword("a-long-enough-password", users[0].password_hash)).toBe(true);
    expect(await db.selectFrom("projects").select("id").execute()).toEqual([]);
    const state = await db
      .selectFrom("app_state")
      .select("value")
      .where("key", "=", "initialised")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(state.value)).toMatchObject({ demo: false });

    // A later start finds an initialised database and changes nothing, even with seeding asked for.
    await boot();
    await initialiseOnce(true);
    expect(await db.selectFrom("users").select("email").execute()).toEqual([{ email: "owner@studio.test" }]);
    expect(await db.selectFrom("projects").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("assets").select("id").execute()).toEqual([]);
  });
});
