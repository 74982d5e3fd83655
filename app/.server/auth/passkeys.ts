// Passkeys (WebAuthn, with @simplewebauthn/server; docs/decisions/060-passkeys.md). The relying party is
// the configured site: its origin and host name (RP ID) come from siteOrigin(), never from the request.
// A challenge is issued for one ceremony (and one admin, but for a sign-in by passkey alone), kept here
// until it is answered once or expires by the server's clock, and handed to the browser in the signed
// session cookie: an answer counts only from the browser that asked, once, in time.
import crypto from "node:crypto";

import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";

import { db } from "~/.server/db/db";
import { siteOrigin } from "~/.server/env";
import { now } from "~/.server/runtime/clock";

import type { AuthUser } from "./users";

/** What a challenge is for: adding a passkey, a sign-in by passkey alone, the second step after a password, confirming again. */
export type Ceremony = "register" | "sign-in" | "second step" | "confirm";

/** Time to answer the browser's prompt (WebAuthn's own timeout is the same); then the challenge is refused. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Challenges waiting for an answer, at most: the oldest are dropped first (the options endpoint is rate-limited too). */
const CHALLENGES_KEPT_MAX = 10_000;

/** Why an answer was refused, as the audit log and the log show it (never the answer itself). */
export type PasskeyRefusal =
  | "challenge expired or already used"
  | "unknown passkey"
  | "another account's passkey"
  | "signature or origin not valid"
  | "counter went back"
  | "passkey already added";

export class PasskeyRefused extends Error {
  constructor(
    readonly reason: PasskeyRefusal,
    readonly userId: number | null = null,
  ) {
    super(reason);
  }
}

interface Issued {
  ceremony: Ceremony;
  userId: number | null;
  expiresAt: number;
}
const issued = new Map<string, Issued>();

function issue(challenge: string, ceremony: Ceremony, userId: number | null): string {
  const at = now();
  for (const [key, entry] of issued) {
    if (entry.expiresAt > at && issued.size < CHALLENGES_KEPT_MAX) break;
    issued.delete(key);
  }
  issued.set(challenge, { ceremony, userId, expiresAt: at + CHALLENGE_TTL_MS });
  return challenge;
}

/** Takes a challenge back: it answers once, for the ceremony it was issued for, before it expires. */
export function spendChallenge(challenge: string | undefined, ceremony: Ceremony): Issued {
  const entry = challenge ? issued.get(challenge) : undefined;
  if (challenge) issued.delete(challenge);
  if (!entry || entry.ceremony !== ceremony || entry.expiresAt <= now())
    throw new PasskeyRefused("challenge expired or already used");
  return entry;
}

export function relyingParty() {
  const origin = siteOrigin();
  return { origin, id: new URL(origin).hostname, name: "Studio admin" };
}

/**
 * The WebAuthn user handle of an admin: stable (not tied to any secret, so rotating SESSION_SECRET leaves
 * passkeys working) and with no email on the authenticator.
 */
export const userHandle = (userId: number) =>
  crypto.createHash("sha256").update(`studio-admin:${userId}`).digest().subarray(0, 16);

export interface PasskeyRow {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export function passkeysOf(userId: number): Promise<PasskeyRow[]> {
  return db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

async function credentialsOf(userId: number) {
  const rows = await db.selectFrom("passkeys").select(["id", "transports"]).where("user_id", "=", userId).execute();
  return rows.map((row) => ({
    id: row.id,
    transports: row.transports ? (row.transports.split(",") as AuthenticatorTransport[]) : undefined,
  }));
}
type AuthenticatorTransport = "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";

/** Options to add a passkey: a discoverable one that checks who holds it (fingerprint, face, PIN). */
export async function registrationOptions(user: AuthUser) {
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandle(user.id),
    attestationType: "none",
    excludeCredentials: await credentialsOf(user.id),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_TTL_MS,
  });
  return { options, challenge: issue(options.challenge, "register", user.id) };
}

/** Checks the browser's new credential against the challenge and stores it under the admin's name for it. */
export async function addPasskey(
  user: AuthUser,
  challenge: string | undefined,
  response: RegistrationResponseJSON,
  name: string,
): Promise<void> {
  const entry = spendChallenge(challenge, "register");
  if (entry.userId !== user.id) throw new PasskeyRefused("challenge expired or already used", user.id);
  const rp = relyingParty();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge!,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyRefused("signature or origin not valid", user.id);
  }
  if (!verified.verified) throw new PasskeyRefused("signature or origin not valid", user.id);
  const { credential } = verified.registrationInfo;
  const inserted = await db
    .insertInto("passkeys")
    .values({
      id: credential.id,
      user_id: user.id,
      name,
      public_key: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      created_at: new Date(now()).toISOString(),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new PasskeyRefused("passkey already added", user.id);
}

/** Options to prove a passkey: any of this site's (a sign-in without email), or one of this admin's. */
export async function authenticationOptions(ceremony: Exclude<Ceremony, "register">, userId: number | null) {
  const rp = relyingParty();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: userId === null ? [] : await credentialsOf(userId),
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  return { options, challenge: issue(options.challenge, ceremony, userId) };
}

/** The passkey an answer names, and its admin: looked up before the answer is checked, to count the try against that account. */
export function passkeyOwner(credentialId: string) {
  return db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select([
      "passkeys.id",
      "passkeys.name",
      "passkeys.public_key",
      "passkeys.counter",
      "users.id as userId",
      "users.email",
    ])
    .where("passkeys.id", "=", credentialId)
    .executeTakeFirst();
}

/**
 * Checks an answer to an authentication challenge: issued for this ceremony (and this admin, when one was
 * named), from the configured origin, signed by a known passkey whose counter went forward. Records its use.
 */
export async function provePasskey(
  ceremony: Exclude<Ceremony, "register">,
  challenge: string | undefined,
  response: AuthenticationResponseJSON,
): Promise<{ user: AuthUser; passkeyName: string }> {
  const entry = spendChallenge(challenge, ceremony);
  const owner = await passkeyOwner(String(response.id));
  if (!owner) throw new PasskeyRefused("unknown passkey", entry.userId);
  if (entry.userId !== null && owner.userId !== entry.userId)
    throw new PasskeyRefused("another account's passkey", entry.userId);
  const handle = response.response?.userHandle;
  if (handle && handle !== userHandle(owner.userId).toString("base64url"))
    throw new PasskeyRefused("another account's passkey", owner.userId);
  const rp = relyingParty();
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge!,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: owner.id, publicKey: new Uint8Array(owner.public_key), counter: owner.counter },
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("not verified");
    newCounter = result.authenticationInfo.newCounter;
  } catch (error) {
    const regressed = error instanceof Error && /counter value/i.test(error.message);
    throw new PasskeyRefused(regressed ? "counter went back" : "signature or origin not valid", owner.userId);
  }
  // Written only if no other answer moved the counter meanwhile: two answers with one count cannot both pass.
  const updated = await db
    .updateTable("passkeys")
    .set({ counter: newCounter, last_used_at: new Date(now()).toISOString() })
    .where("id", "=", owner.id)
    .where("counter", "=", owner.counter)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new PasskeyRefused("counter went back", owner.userId);
  return { user: { id: owner.userId, email: owner.email }, passkeyName: owner.name };
}
