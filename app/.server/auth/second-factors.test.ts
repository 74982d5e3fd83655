// The authenticator app's codes, recovery codes, the links a password change ends, and the audit
// log's hash chain, against a real SQLite database.
import { generate } from "otplib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { checkToken, credentialsChanged, issueToken, setPassword } from "./admins";
import { checkAuditChain, recordAudit } from "./audit";
import { acceptTotp, makeRecoveryCodes, sealSecret, spendRecoveryCode } from "./totp";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

beforeAll(async () => {
  await migrateToLatest(db);
});
beforeEach(async () => {
  await db.deleteFrom("admin_tokens").execute();
  await db.deleteFrom("users").execute();
  await db.deleteFrom("audit_log").execute();
  await db.deleteFrom("app_state").where("key", "=", "audit_log_head").execute();
});

const addUser = async (email: string) =>
  (
    await db
      .insertInto("users")
      .values({ email, password_hash: "h", totp_secret: sealSecret(SECRET) })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

describe("the authenticator app's code", () => {
  it("is accepted once: the same code again, or an older one, is refused", async () => {
    const id = await addUser("app@studio.test");
    const now = Date.now();
    const code = await generate({ secret: SECRET, epoch: Math.floor(now / 1000) });
    const older = await generate({ secret: SECRET, epoch: Math.floor(now / 1000) - 30 });
    expect(await acceptTotp(id, "000000", now)).toBe(code === "000000");
    expect(await acceptTotp(id, code, now)).toBe(true);
    expect(await acceptTotp(id, code, now)).toBe(false);
    expect(await acceptTotp(id, older, now)).toBe(false);
    const next = await generate({ secret: SECRET, epoch: Math.floor(now / 1000) + 30 });
    expect(await acceptTotp(id, next, now + 30_000)).toBe(true);
  });
});

describe("recovery codes", () => {
  it("are ten, each works once, and a new set ends the old one", async () => {
    const id = await addUser("codes@studio.test");
    const codes = await makeRecoveryCodes(id);
    expect(codes).toHaveLength(10);
    expect(JSON.stringify(await db.selectFrom("recovery_codes").selectAll().execute())).not.toContain(codes[0]);
    expect(await spendRecoveryCode(id, codes[0].toUpperCase())).toBe(true);
    expect(await spendRecoveryCode(id, codes[0])).toBe(false);
    await makeRecoveryCodes(id);
    expect(await spendRecoveryCode(id, codes[1])).toBe(false);
  });
});

describe("a pending reset link", () => {
  it("stops working when the admin changes the password on the account page, or a factor", async () => {
    const id = await addUser("reset@studio.test");
    const first = await issueToken("reset", "reset@studio.test", { userId: id });
    await setPassword(id, "new-hash", null);
    expect((await checkToken("reset", first)).state).toBe("unknown");
    const second = await issueToken("reset", "reset@studio.test", { userId: id });
    await credentialsChanged(id, null);
    expect((await checkToken("reset", second)).state).toBe("unknown");
  });
});

describe("the audit log", () => {
  it("holds while untouched; an edited or deleted entry breaks the chain", async () => {
    for (const actor of ["a@studio.test", "b@studio.test", "c@studio.test"])
      await recordAudit({ action: "sign-in", actor, detail: { factor: "password" } });
    expect(await checkAuditChain()).toEqual({ broken: [], headMissing: false });
    const [first, second, third] = await db.selectFrom("audit_log").select("id").orderBy("id").execute();
    await db.updateTable("audit_log").set({ actor: "someone@else.test" }).where("id", "=", second.id).execute();
    expect((await checkAuditChain()).broken).toEqual([second.id]);
    await db.deleteFrom("audit_log").where("id", "=", second.id).execute();
    expect((await checkAuditChain()).broken).toEqual([third.id]);
    await db.deleteFrom("audit_log").where("id", "=", third.id).execute();
    expect(await checkAuditChain()).toEqual({ broken: [], headMissing: true });
    expect(first.id).toBeGreaterThan(0);
  });
});
