// Quiet bot filters for the public forms: a honeypot field people never see, and a signed
// token of the form's rendering (its time, and an id so it is accepted once). A form sent back
// faster than a person types, or with a token that is unreadable or a day old, is not dropped:
// it is kept as suspected spam for an admin to look at (see form-submissions.server.ts).
import crypto from "node:crypto";

import { sql } from "kysely";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/constants";

import { FORM_MIN_FILL_MS } from "./limits";

/** A form token older than this is expired: nobody keeps a form open for a day before sending it. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

import { formTokenSignature, signFormToken } from "./form-token";

/** A token for a form rendered now; the page puts it in the FORM_TOKEN_FIELD hidden input. */
export function formToken(now = Date.now()): string {
  return signFormToken(env().sessionSecret, now);
}

export type BotReason = "honeypot" | "bad-token" | "too-fast" | "expired-token";

export interface Screening {
  /** Why the submission looks automated, or null when it looks like a person's. */
  reason: BotReason | null;
  /** The id of a genuine token (even a too-fast or expired one), to accept it once; null for a forged one. */
  tokenId: string | null;
}

export function screen(form: FormData, now = Date.now()): Screening {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return { reason: "honeypot", tokenId: null };
  const token = form.get(FORM_TOKEN_FIELD);
  const [issued, id, signature] = typeof token === "string" ? token.split(".") : [];
  if (!issued || !id || !signature) return { reason: "bad-token", tokenId: null };
  const expected = Buffer.from(formTokenSignature(env().sessionSecret, `${issued}.${id}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { reason: "bad-token", tokenId: null };
  const age = now - Number(issued);
  if (age < FORM_MIN_FILL_MS) return { reason: "too-fast", tokenId: id };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { reason: "expired-token", tokenId: id };
  return { reason: null, tokenId: id };
}

/** Marks a token used; false when it already was (the same rendered form sent twice). */
export async function claimToken(id: string): Promise<boolean> {
  const result = await db
    .insertInto("used_form_tokens")
    .values({ id })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives a token back when what it was claimed for could not be stored, so the person can send again. */
export async function releaseToken(id: string): Promise<void> {
  await db.deleteFrom("used_form_tokens").where("id", "=", id).execute();
}

/** Used tokens are kept until they would have expired anyway (with a day's margin for clock changes). */
export async function purgeUsedTokens(now = Date.now()): Promise<void> {
  const before = new Date(now - 2 * FORM_TOKEN_MAX_AGE_MS).toISOString();
  await db.deleteFrom("used_form_tokens").where("used_at", "<", before).execute();
}

const HONEYPOT_KEY = "honeypot_drops";

/** A honeypot hit is dropped (no person fills a field they cannot see), but counted; returns the running count. */
export async function countHoneypotDrop(): Promise<number> {
  const row = await db
    .insertInto("app_state")
    .values({ key: HONEYPOT_KEY, value: "1" })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql`CAST(CAST(value AS INTEGER) + 1 AS TEXT)` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function honeypotDrops(): Promise<number> {
  const row = await db.selectFrom("app_state").select("value").where("key", "=", HONEYPOT_KEY).executeTakeFirst();
  return Number(row?.value ?? 0);
}
