// A verified share link's codes (docs/decisions/068-verified-recipient.md). A code is six random digits mailed to
// the link's recipient through the outbox; the row keeps only an HMAC of it (keyed by the site's secret, so a copy
// of the database cannot try the million codes offline), and the outbox row drops it once sent. Only the newest
// code is good, until it expires, once. Per link, SHARE_CODE_MISSES_MAX wrong codes within SHARE_CODE_WINDOW_MS
// refuse every code (even the right one) until the window has passed, and at most SHARE_CODE_SENDS_MAX codes are
// mailed within it. The throttles live in the database: a restart forgets nothing. Time is a parameter (tests).
import crypto from "node:crypto";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { enqueueMail, wakeOutbox } from "~/.server/mail/outbox";
import { bodySafe } from "~/.server/mail/templates";
import { now } from "~/.server/runtime/clock";
import {
  SHARE_CODE_MISSES_MAX,
  SHARE_CODE_SENDS_MAX,
  SHARE_CODE_TTL_MS,
  SHARE_CODE_WINDOW_MS,
} from "~/utils/constants";
import { SITE_TITLE } from "~/utils/page-meta";
import { verifyTexts } from "~/utils/texts/share-link/verify";

const CODE_PATTERN = /^\d{6}$/;
/** What the outbox row keeps of the mail once sent, in place of the code. */
const CODE_REMOVED = "(the code is removed once sent)";

const iso = (at: number) => new Date(at).toISOString();
const codeHash = (linkId: number, code: string) =>
  crypto.createHmac("sha256", env().sessionSecret).update(`share-link-code\n${linkId}\n${code}`).digest("hex");

/** A code as typed: spaces and dashes between the digits are the recipient's, not part of it. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, "");
export const isCodeShaped = (code: string) => CODE_PATTERN.test(code);

export interface RecipientCheck {
  /** Where the codes go; null when the link asks for none (or lost its address). */
  email: string | null;
  name: string;
  lang: string;
}

/** Whom a link's codes go to. */
export async function recipientOf(linkId: number): Promise<RecipientCheck | null> {
  const row = await db
    .selectFrom("share_links")
    .select(["recipient_email", "recipient_name", "lang", "verify_recipient"])
    .where("id", "=", linkId)
    .executeTakeFirst();
  if (!row) return null;
  return { email: row.verify_recipient ? row.recipient_email : null, name: row.recipient_name, lang: row.lang };
}

/** When a throttle of `max` per window opens again (the link's mailed codes, or its wrong ones); null: open now. */
async function reopensAt(
  table: "share_link_codes" | "share_link_code_misses",
  max: number,
  linkId: number,
  at: number,
): Promise<number | null> {
  const times = await db
    .selectFrom(table)
    .select("at")
    .where("link_id", "=", linkId)
    .where("at", ">", iso(at - SHARE_CODE_WINDOW_MS))
    .orderBy("at", "desc")
    .limit(max)
    .execute();
  return times.length < max ? null : Date.parse(times[max - 1].at) + SHARE_CODE_WINDOW_MS;
}

const lockedUntil = (linkId: number, at: number) =>
  reopensAt("share_link_code_misses", SHARE_CODE_MISSES_MAX, linkId, at);

export interface CodeState {
  /** A code was mailed and is still good. */
  codeLive: boolean;
  /** Until when wrong codes keep the link's codes refused (ms), or null. */
  lockedUntil: number | null;
}

export async function codeState(linkId: number, at = now()): Promise<CodeState> {
  const live = await db
    .selectFrom("share_link_codes")
    .select("id")
    .where("link_id", "=", linkId)
    .where("used_at", "is", null)
    .where("expires_at", ">", iso(at))
    .executeTakeFirst();
  return { codeLive: Boolean(live), lockedUntil: await lockedUntil(linkId, at) };
}

export type SendResult = { ok: true } | { ok: false; retryAt: number };

/**
 * Mails the link's recipient a new code in the link's language (earlier codes stop working), unless the link asks
 * for none or SHARE_CODE_SENDS_MAX went within the window. The code and its mail are committed together.
 * `code` is for the tests, which must know it; the site always draws one.
 */
export async function sendCode(linkId: number, at = now(), code = drawCode()): Promise<SendResult> {
  const recipient = await recipientOf(linkId);
  if (!recipient?.email) throw new Error(`Share link ${linkId} verifies no recipient.`);
  const retryAt = await reopensAt("share_link_codes", SHARE_CODE_SENDS_MAX, linkId, at);
  if (retryAt !== null) return { ok: false, retryAt };
  const texts = verifyTexts(recipient.lang);
  const text = bodySafe(texts.mailText(recipient.name, SITE_TITLE, code, SHARE_CODE_TTL_MS / 60_000));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("share_link_codes")
      .set({ expires_at: iso(at) })
      .where("link_id", "=", linkId)
      .where("used_at", "is", null)
      .where("expires_at", ">", iso(at))
      .execute();
    await trx
      .insertInto("share_link_codes")
      .values({
        link_id: linkId,
        code_hash: codeHash(linkId, code),
        at: iso(at),
        expires_at: iso(at + SHARE_CODE_TTL_MS),
      })
      .execute();
    await enqueueMail(trx, {
      to_address: recipient.email!,
      reply_to: null,
      subject: texts.mailSubject(SITE_TITLE),
      text,
      text_after_send: text.replaceAll(code, CODE_REMOVED),
      attachment: null,
    });
  });
  wakeOutbox();
  return { ok: true };
}

const drawCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");

export type CheckResult =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "locked"; retryAt: number };

/**
 * Takes a typed code: the link's newest good code, used up by this; else a miss is counted. A locked link refuses
 * every code unchecked, so guessing on gains nothing.
 */
export async function checkCode(linkId: number, typed: string, at = now()): Promise<CheckResult> {
  const locked = await lockedUntil(linkId, at);
  if (locked !== null) return { ok: false, reason: "locked", retryAt: locked };
  const code = normaliseCode(typed);
  const live = await db
    .selectFrom("share_link_codes")
    .select(["id", "code_hash"])
    .where("link_id", "=", linkId)
    .where("used_at", "is", null)
    .where("expires_at", ">", iso(at))
    .orderBy("id", "desc")
    .executeTakeFirst();
  const expected = Buffer.from(live?.code_hash ?? "0".repeat(64), "hex");
  const right = isCodeShaped(code) && crypto.timingSafeEqual(expected, Buffer.from(codeHash(linkId, code), "hex"));
  if (live && right) {
    // Used once: of two posts of the same code at once, one updates the row.
    const used = await db
      .updateTable("share_link_codes")
      .set({ used_at: iso(at) })
      .where("id", "=", live.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 1n) {
      await db
        .updateTable("share_links")
        .set((eb) => ({ verified_at: eb.fn.coalesce("verified_at", eb.val(iso(at))) }))
        .where("id", "=", linkId)
        .execute();
      return { ok: true };
    }
  }
  await db
    .insertInto("share_link_code_misses")
    .values({ link_id: linkId, at: iso(at) })
    .execute();
  const nowLocked = await lockedUntil(linkId, at);
  return nowLocked === null ? { ok: false, reason: "wrong" } : { ok: false, reason: "locked", retryAt: nowLocked };
}
