// The server's passkey checks against a real SQLite database and real signatures (a software
// authenticator): every way an answer can be wrong is refused, with the reason the audit log shows.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { softAuthenticator } from "../../../tests/setup/soft-authenticator";
import {
  addPasskey,
  authenticationOptions,
  CHALLENGE_TTL_MS,
  PasskeyRefused,
  provePasskey,
  registrationOptions,
  relyingParty,
  userHandle,
} from "./passkeys";

beforeAll(async () => {
  await migrateToLatest(db);
});
beforeEach(async () => {
  await db.deleteFrom("users").execute();
});
afterEach(() => {
  vi.useRealTimers();
});

const addUser = async (email: string) => {
  const { id } = await db
    .insertInto("users")
    .values({ email, password_hash: "h" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email };
};

/** An admin with a registered passkey, through the real registration check. */
async function withPasskey(email = "owner@studio.test") {
  const user = await addUser(email);
  const key = softAuthenticator();
  const { challenge } = await registrationOptions(user);
  const rp = relyingParty();
  await addPasskey(user, challenge, key.register({ challenge, origin: rp.origin, rpId: rp.id }), "Laptop");
  return { user, key, rp };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof PasskeyRefused ? error.reason : String(error)),
  );

describe("adding a passkey", () => {
  it("stores the credential under its name; a second answer to the same challenge is refused", async () => {
    const user = await addUser("add@studio.test");
    const key = softAuthenticator();
    const { challenge } = await registrationOptions(user);
    const rp = relyingParty();
    const answer = key.register({ challenge, origin: rp.origin, rpId: rp.id });
    await addPasskey(user, challenge, answer, "Laptop");
    const row = await db.selectFrom("passkeys").selectAll().where("id", "=", key.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, name: "Laptop", counter: 0, transports: "internal" });
    expect(await refusal(addPasskey(user, challenge, answer, "Again"))).toBe("challenge expired or already used");
    const again = await registrationOptions(user);
    const same = key.register({ challenge: again.challenge, origin: rp.origin, rpId: rp.id });
    expect(await refusal(addPasskey(user, again.challenge, same, "Again"))).toBe("passkey already added");
  });

  it("refuses an answer made for another site, and a challenge issued to another admin", async () => {
    const user = await addUser("a@studio.test");
    const other = await addUser("b@studio.test");
    const rp = relyingParty();
    const first = await registrationOptions(user);
    const phished = softAuthenticator().register({ ...first, origin: "https://studio.example.net", rpId: rp.id });
    expect(await refusal(addPasskey(user, first.challenge, phished, "X"))).toBe("signature or origin not valid");
    const theirs = await registrationOptions(other);
    const answer = softAuthenticator().register({ challenge: theirs.challenge, origin: rp.origin, rpId: rp.id });
    expect(await refusal(addPasskey(user, theirs.challenge, answer, "X"))).toBe("challenge expired or already used");
    expect(await db.selectFrom("passkeys").select("id").execute()).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("accepts a good answer once, moves the counter and records the use", async () => {
    const { user, key, rp } = await withPasskey();
    const { challenge } = await authenticationOptions("sign-in", null);
    const answer = key.assert(
      { challenge, origin: rp.origin, rpId: rp.id },
      1,
      userHandle(user.id).toString("base64url"),
    );
    const proved = await provePasskey("sign-in", challenge, answer);
    expect(proved).toEqual({ user, passkeyName: "Laptop" });
    const row = await db.selectFrom("passkeys").select(["counter", "last_used_at"]).executeTakeFirstOrThrow();
    expect(row.counter).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    expect(await refusal(provePasskey("sign-in", challenge, answer))).toBe("challenge expired or already used");
  });

  it("refuses a challenge past its time, by the server's clock", async () => {
    const { key, rp } = await withPasskey();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { challenge } = await authenticationOptions("sign-in", null);
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS + 1);
    const answer = key.assert({ challenge, origin: rp.origin, rpId: rp.id }, 1);
    expect(await refusal(provePasskey("sign-in", challenge, answer))).toBe("challenge expired or already used");
  });

  it("refuses a challenge issued for another ceremony, or none at all", async () => {
    const { key, rp } = await withPasskey();
    const { challenge } = await authenticationOptions("confirm", null);
    const answer = key.assert({ challenge, origin: rp.origin, rpId: rp.id }, 1);
    expect(await refusal(provePasskey("sign-in", challenge, answer))).toBe("challenge expired or already used");
    expect(await refusal(provePasskey("sign-in", undefined, answer))).toBe("challenge expired or already used");
  });

  it("refuses another origin, another RP ID and a counter that went back", async () => {
    const { key, rp } = await withPasskey();
    const wrongOrigin = await authenticationOptions("sign-in", null);
    const phished = key.assert({ ...wrongOrigin, origin: "https://studio.example.net", rpId: rp.id }, 1);
    expect(await refusal(provePasskey("sign-in", wrongOrigin.challenge, phished))).toBe(
      "signature or origin not valid",
    );
    const wrongRp = await authenticationOptions("sign-in", null);
    const elsewhere = key.assert({ ...wrongRp, origin: rp.origin, rpId: "example.net" }, 1);
    expect(await refusal(provePasskey("sign-in", wrongRp.challenge, elsewhere))).toBe("signature or origin not valid");

    const good = await authenticationOptions("sign-in", null);
    await provePasskey("sign-in", good.challenge, key.assert({ ...good, origin: rp.origin, rpId: rp.id }, 5));
    const cloned = await authenticationOptions("sign-in", null);
    const behind = key.assert({ ...cloned, origin: rp.origin, rpId: rp.id }, 5);
    expect(await refusal(provePasskey("sign-in", cloned.challenge, behind))).toBe("counter went back");
    expect((await db.selectFrom("passkeys").select("counter").executeTakeFirstOrThrow()).counter).toBe(5);
  });

  it("refuses an unknown passkey, and another admin's passkey where one admin is asked", async () => {
    const { rp } = await withPasskey("first@studio.test");
    const second = await withPasskey("second@studio.test");
    const stranger = softAuthenticator();
    const unknown = await authenticationOptions("sign-in", null);
    const answer = stranger.assert({ ...unknown, origin: rp.origin, rpId: rp.id }, 1);
    expect(await refusal(provePasskey("sign-in", unknown.challenge, answer))).toBe("unknown passkey");

    const first = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "first@studio.test")
      .executeTakeFirstOrThrow();
    const step = await authenticationOptions("second step", first.id);
    const theirs = second.key.assert({ ...step, origin: rp.origin, rpId: rp.id }, 1);
    expect(await refusal(provePasskey("second step", step.challenge, theirs))).toBe("another account's passkey");
    // A user handle naming another admin is refused too.
    const handled = await authenticationOptions("sign-in", null);
    const forged = second.key.assert(
      { ...handled, origin: rp.origin, rpId: rp.id },
      1,
      userHandle(first.id).toString("base64url"),
    );
    expect(await refusal(provePasskey("sign-in", handled.challenge, forged))).toBe("another account's passkey");
  });
});
