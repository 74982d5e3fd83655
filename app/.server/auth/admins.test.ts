// One-time links and the last-admin rule against a real SQLite database.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { ADMIN_INVITE_TTL_MS, PASSWORD_RESET_TTL_MS } from "./admins";
import {
  acceptInvite,
  checkToken,
  issueToken,
  LINK_USED_MAIL_TEXT,
  listAdmins,
  listPendingInvites,
  removeAdmin,
  resetWithToken,
  revokeInvite,
  setPassword,
} from "./admins";
import { tokenHash } from "./session-token";

const addUser = async (email: string) =>
  (await db.insertInto("users").values({ email, password_hash: "old-hash" }).returning("id").executeTakeFirstOrThrow())
    .id;
const addSession = (userId: number, token: string) =>
  db
    .insertInto("sessions")
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: "2999-01-01T00:00:00.000Z",
      last_seen_at: new Date().toISOString(),
    })
    .execute();
const sessionsOf = async (userId: number) =>
  (await db.selectFrom("sessions").select("token_hash").where("user_id", "=", userId).execute()).map(
    (r) => r.token_hash,
  );

beforeAll(async () => {
  await migrateToLatest(db);
});

beforeEach(async () => {
  await db.deleteFrom("admin_tokens").execute();
  await db
    .deleteFrom("mail_outbox")
    .where("career_application_id", "is", null)
    .where("contact_message_id", "is", null)
    .execute();
  await db.deleteFrom("sessions").execute();
  await db.deleteFrom("users").execute();
});

describe("invite links", () => {
  it("stores only the token's hash, and works once to make the account, invited by who sent it", async () => {
    const owner = await addUser("owner@studio.test");
    const token = await issueToken("invite", "new@studio.test", { invitedBy: owner });
    const stored = await db.selectFrom("admin_tokens").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await checkToken("invite", token)).state).toBe("valid");

    await db
      .insertInto("mail_outbox")
      .values({
        to_address: "new@studio.test",
        reply_to: null,
        subject: "Invite",
        text: `Open https://x.test/admin/invite/${token}`,
        attachment: null,
        next_attempt_at: new Date().toISOString(),
      })
      .execute();
    const accepted = await acceptInvite(token, "new-hash");
    // The mail's copy of the link is gone once the link is used.
    expect(
      (
        await db
          .selectFrom("mail_outbox")
          .select("text")
          .where("to_address", "=", "new@studio.test")
          .executeTakeFirstOrThrow()
      ).text,
    ).toBe(LINK_USED_MAIL_TEXT);
    expect(accepted).toMatchObject({ ok: true, user: { email: "new@studio.test" } });
    expect((await listAdmins()).map((a) => [a.email, a.invitedBy])).toEqual([
      ["owner@studio.test", null],
      ["new@studio.test", "owner@studio.test"],
    ]);
    expect(await acceptInvite(token, "again-hash")).toEqual({ ok: false, state: "used" });
    expect((await checkToken("invite", token)).state).toBe("used");
  });

  it("expires after 72 hours; an unknown token or a reset token is not an invite", async () => {
    const now = Date.now();
    const token = await issueToken("invite", "late@studio.test", {}, now);
    expect((await checkToken("invite", token, now + ADMIN_INVITE_TTL_MS - 1000)).state).toBe("valid");
    expect(await acceptInvite(token, "h", now + ADMIN_INVITE_TTL_MS)).toEqual({ ok: false, state: "expired" });
    expect((await checkToken("invite", "not-a-token")).state).toBe("unknown");
    const reset = await issueToken("reset", "late@studio.test", {});
    expect((await checkToken("invite", reset)).state).toBe("unknown");
    expect(await db.selectFrom("users").select("id").where("email", "=", "late@studio.test").execute()).toEqual([]);
  });

  it("a newer invite to the same address replaces the older one", async () => {
    const first = await issueToken("invite", "twice@studio.test", {});
    const second = await issueToken("invite", "twice@studio.test", {});
    expect((await checkToken("invite", first)).state).toBe("unknown");
    expect((await checkToken("invite", second)).state).toBe("valid");
  });
});

describe("reset links", () => {
  it("set the password once, end every session of the account, and expire after an hour", async () => {
    const id = await addUser("forgot@studio.test");
    await addSession(id, "a");
    await addSession(id, "b");
    const now = Date.now();
    const token = await issueToken("reset", "forgot@studio.test", { userId: id }, now);
    expect(await resetWithToken(token, "new-hash", now + PASSWORD_RESET_TTL_MS)).toEqual({
      ok: false,
      state: "expired",
    });
    expect(await resetWithToken(token, "new-hash", now + 1000)).toMatchObject({ ok: true });
    expect(
      (await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow())
        .password_hash,
    ).toBe("new-hash");
    expect(await sessionsOf(id)).toEqual([]);
    expect(await resetWithToken(token, "other-hash", now + 2000)).toEqual({ ok: false, state: "used" });
  });
});

describe("removing admins", () => {
  it("removes another admin with their sessions, but never the last admin", async () => {
    const owner = await addUser("owner@studio.test");
    const other = await addUser("other@studio.test");
    await addSession(other, "theirs");
    expect(await removeAdmin(other)).toEqual({ ok: true, email: "other@studio.test" });
    expect(await sessionsOf(other)).toEqual([]);
    expect(await removeAdmin(other)).toEqual({ ok: false, reason: "gone" });
    expect(await removeAdmin(owner)).toEqual({ ok: false, reason: "last-admin" });
    expect((await listAdmins()).map((a) => a.email)).toEqual(["owner@studio.test"]);
  });
});

describe("changing one's password", () => {
  it("keeps the browser that changed it signed in and ends the others", async () => {
    const id = await addUser("me@studio.test");
    await addSession(id, "here");
    await addSession(id, "elsewhere");
    await setPassword(id, "changed", tokenHash("here"));
    expect(await sessionsOf(id)).toEqual([tokenHash("here")]);
  });
});

describe("the invites an admin sent", () => {
  /** An admin who invited two people, and another admin who invited one. */
  async function inviters() {
    const owner = await addUser("owner@studio.test");
    const other = await addUser("other@studio.test");
    const fromOther = await issueToken("invite", "a@studio.test", { invitedBy: other });
    const alsoFromOther = await issueToken("invite", "b@studio.test", { invitedBy: other });
    const fromOwner = await issueToken("invite", "c@studio.test", { invitedBy: owner });
    return { owner, other, fromOther, alsoFromOther, fromOwner };
  }
  const states = async (...tokens: string[]) =>
    Promise.all(tokens.map(async (t) => (await checkToken("invite", t)).state));

  it("stop working when that admin is removed; the others' invites stay", async () => {
    const { other, fromOther, alsoFromOther, fromOwner } = await inviters();
    expect((await removeAdmin(other)).ok).toBe(true);
    expect(await states(fromOther, alsoFromOther, fromOwner)).toEqual(["unknown", "unknown", "valid"]);
  });

  it("stop working when that admin's password is reset by link or changed", async () => {
    const { owner, other, fromOther, fromOwner } = await inviters();
    const reset = await issueToken("reset", "other@studio.test", { userId: other });
    expect((await resetWithToken(reset, "new-hash")).ok).toBe(true);
    expect(await states(fromOther, fromOwner)).toEqual(["unknown", "valid"]);
    await setPassword(owner, "changed", null);
    expect(await states(fromOwner)).toEqual(["unknown"]);
  });

  it("are listed while pending (not used, not expired), and each can be revoked", async () => {
    const { fromOther } = await inviters();
    const now = Date.now();
    expect((await listPendingInvites(now)).map((i) => [i.email, i.invitedBy])).toEqual([
      ["a@studio.test", "other@studio.test"],
      ["b@studio.test", "other@studio.test"],
      ["c@studio.test", "owner@studio.test"],
    ]);
    expect(await listPendingInvites(now + ADMIN_INVITE_TTL_MS + 1)).toEqual([]);
    expect((await acceptInvite(fromOther, "hash")).ok).toBe(true);
    expect(await revokeInvite("b@studio.test")).toBe(true);
    expect(await revokeInvite("b@studio.test")).toBe(false);
    // A used invite is not pending, and revoking cannot undo it.
    expect(await revokeInvite("a@studio.test")).toBe(false);
    expect((await listPendingInvites(now)).map((i) => i.email)).toEqual(["c@studio.test"]);
  });
});
