// A verified share link's code rules at the model, on a clock the test holds: the mail, the hash kept, one use,
// the newest code only, expiry, the lock after wrong codes, and the cap on codes mailed.
import { beforeAll, describe, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";
import {
  SHARE_CODE_MISSES_MAX,
  SHARE_CODE_SENDS_MAX,
  SHARE_CODE_TTL_MS,
  SHARE_CODE_WINDOW_MS,
} from "~/utils/constants";
import { maskEmail } from "~/utils/texts/share-link/verify";

import { checkCode, codeState, sendCode } from "./recipient-codes";
import { createSelection } from "./selections";
import { createShareLink, linkLogs } from "./share-links";

beforeAll(() => migrateToLatest(db));

const T0 = Date.parse("2026-11-28T10:00:00Z");
const MINUTE = 60_000;

async function verifiedLink(lang = "en") {
  const selectionId = await createSelection({ title: "Verified", note: "", projectIds: [] });
  const email = `rita-${Math.random().toString(16).slice(2)}@client.example`;
  const link = await createShareLink(
    { selectionId, recipientName: "Rita", recipientEmail: email, lang, verifyRecipient: true },
    T0,
  );
  return { ...link, selectionId, email };
}

const mailsTo = (email: string) =>
  db.selectFrom("mail_outbox").select(["subject", "text", "text_after_send"]).where("to_address", "=", email).execute();

describe("a verified link's codes", () => {
  it("mails the code in the link's language, keeps only its hash, and drops it from the outbox once sent", async () => {
    const link = await verifiedLink("pt");
    expect(await sendCode(link.id, T0, "123456")).toEqual({ ok: true });
    const [mail] = await mailsTo(link.email);
    expect(mail.subject).toContain("O seu código");
    expect(mail.text).toContain("123456");
    expect(mail.text_after_send).not.toContain("123456");
    const row = await db
      .selectFrom("share_link_codes")
      .selectAll()
      .where("link_id", "=", link.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain("123456");
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await codeState(link.id, T0)).toEqual({ codeLive: true, lockedUntil: null });
  });

  it("opens the link once: the same code again is refused", async () => {
    const link = await verifiedLink();
    await sendCode(link.id, T0, "246810");
    expect(await checkCode(link.id, "246 810", T0 + MINUTE)).toEqual({ ok: true });
    expect(await checkCode(link.id, "246810", T0 + 2 * MINUTE)).toEqual({ ok: false, reason: "wrong" });
    const [log] = await linkLogs(link.selectionId, T0);
    expect(log).toMatchObject({ verifyRecipient: true, verifiedAt: new Date(T0 + MINUTE).toISOString() });
  });

  it("takes only the newest code, and none once it expired", async () => {
    const link = await verifiedLink();
    await sendCode(link.id, T0, "111111");
    await sendCode(link.id, T0 + MINUTE, "222222");
    expect(await checkCode(link.id, "111111", T0 + 2 * MINUTE)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkCode(link.id, "222222", T0 + MINUTE + SHARE_CODE_TTL_MS)).toEqual({ ok: false, reason: "wrong" });
    expect((await codeState(link.id, T0 + MINUTE + SHARE_CODE_TTL_MS)).codeLive).toBe(false);
    await sendCode(link.id, T0 + MINUTE + SHARE_CODE_TTL_MS, "333333");
    expect(await checkCode(link.id, "333333", T0 + MINUTE + SHARE_CODE_TTL_MS + 1)).toEqual({ ok: true });
  });

  it("locks the link's codes after too many wrong ones, even the right one, until the window has passed", async () => {
    const link = await verifiedLink();
    await sendCode(link.id, T0, "424242");
    for (let i = 1; i < SHARE_CODE_MISSES_MAX; i++)
      expect(await checkCode(link.id, "000000", T0 + i * 1000)).toEqual({ ok: false, reason: "wrong" });
    const lastMiss = T0 + SHARE_CODE_MISSES_MAX * 1000;
    const unlocks = T0 + 1000 + SHARE_CODE_WINDOW_MS;
    expect(await checkCode(link.id, "not a code", lastMiss)).toEqual({ ok: false, reason: "locked", retryAt: unlocks });
    expect(await checkCode(link.id, "424242", lastMiss + 1)).toEqual({ ok: false, reason: "locked", retryAt: unlocks });
    expect((await codeState(link.id, lastMiss + 1)).lockedUntil).toBe(unlocks);
    // Another link is not locked by this one's misses.
    const other = await verifiedLink();
    await sendCode(other.id, lastMiss, "515151");
    expect(await checkCode(other.id, "515151", lastMiss + 1)).toEqual({ ok: true });
    // Once the first miss leaves the window, one more try is allowed; the code is still good.
    await sendCode(link.id, unlocks - MINUTE, "434343");
    expect(await checkCode(link.id, "434343", unlocks)).toEqual({ ok: true });
  });

  it("mails at most a few codes per window", async () => {
    const link = await verifiedLink();
    for (let i = 0; i < SHARE_CODE_SENDS_MAX; i++)
      expect(await sendCode(link.id, T0 + i * MINUTE)).toEqual({ ok: true });
    expect(await sendCode(link.id, T0 + SHARE_CODE_SENDS_MAX * MINUTE)).toEqual({
      ok: false,
      retryAt: T0 + SHARE_CODE_WINDOW_MS,
    });
    expect(await mailsTo(link.email)).toHaveLength(SHARE_CODE_SENDS_MAX);
    expect(await sendCode(link.id, T0 + SHARE_CODE_WINDOW_MS)).toEqual({ ok: true });
  });

  it("refuses to mail a link that verifies no one", async () => {
    const selectionId = await createSelection({ title: "Open", note: "", projectIds: [] });
    const open = await createShareLink({ selectionId, recipientName: "A", recipientEmail: "a@client.example" });
    await expect(sendCode(open.id, T0)).rejects.toThrow(/verifies no recipient/);
  });

  it("shows an address by its first letter and domain", () => {
    expect(maskEmail("joana.silva@example.com")).toBe("j***@example.com");
  });
});
