// The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, as every app reads them) and the
// recovery codes that stand in for it. The app's secret is stored encrypted (AES-256-GCM, a key derived
// from the session secret), so a copy of the database alone cannot make codes; a code is accepted once:
// the time step it matched is kept and no code of that step or an earlier one passes again.
import crypto from "node:crypto";

import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

import { db } from "~/.server/db/db";
import { env } from "~/.server/env";

/** A code of the step before or after now still passes: a clock a little off, or a code typed as it changed. */
const TOTP_TOLERANCE_S = 30;
/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
/** The name apps show beside the account. */
const ISSUER = "Paper Plane Project Studio";

const key = () => crypto.createHash("sha256").update(`totp-secret-key\n${env().sessionSecret}`).digest();

export function sealSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url")).join(".");
}

export function openSecret(sealed: string): string | null {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export const newTotpSecret = () => generateSecret();

/** What the set-up page shows: the QR code (an SVG drawn here, on the server) and the secret to type instead. */
export async function totpSetupPicture(email: string, secret: string): Promise<string> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

const codeOnly = (typed: string) => typed.replace(/\s+/g, "");

/** Whether the typed code is the secret's for now (the step before and after too); returns the step it matched. */
export async function checkTotp(secret: string, typed: string, afterStep: number | null, now = Date.now()) {
  const token = codeOnly(typed);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * The sign-in's (or a confirmation's) code: accepted once. The step is written only if it is later than
 * the one stored, in one UPDATE, so two posts of the same code cannot both pass.
 */
export async function acceptTotp(userId: number, typed: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select(["totp_secret", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const secret = row?.totp_secret ? openSecret(row.totp_secret) : null;
  if (!row || !secret) return false;
  const step = await checkTotp(secret, typed, row.totp_last_step, now);
  if (step === null) return false;
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Recovery codes: 10 characters from an alphabet without look-alikes (50 bits each), shown as xxxxx-xxxxx.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const codeHash = (code: string) =>
  crypto
    .createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** A new set of recovery codes: the old set stops working. The codes are returned once, to be shown; only hashes are kept. */
export async function makeRecoveryCodes(userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: codeHash(code), used_at: null })))
      .execute();
  });
  return codes;
}

/** Uses a recovery code up (one UPDATE, so it works once); false when it is unknown or used. */
export async function spendRecoveryCode(userId: number, typed: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: new Date(now).toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash(typed))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(userId: number): Promise<number> {
  const { count } = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether a typed second-step answer looks like a recovery code rather than an app's 6 digits. */
export const looksLikeRecoveryCode = (typed: string) => codeOnly(typed).replace("-", "").length === 10;
