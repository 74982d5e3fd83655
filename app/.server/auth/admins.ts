// Several admins: the list, one-time links (invite, password reset), removal with the last-admin
// rule, and password changes. A link carries a random token; the database holds only its SHA-256,
// as for sessions, so a copy of the database opens no account (docs/decisions/019-admin-data-model.md).
import crypto from "node:crypto";

import { sql, type Transaction } from "kysely";

import type { AdminTokenKind, Database } from "#db/tables";
import { db } from "~/.server/db/db";

import { tokenHash } from "./session-token";
import { endSessions } from "./users";

/** An invite link works this long: time to see the mail over a weekend, short enough that an old mail is harmless. */
export const ADMIN_INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** A password reset link works this long: it is used at once, and a mailbox read later must not hold a live key. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<AdminTokenKind, number> = {
  invite: ADMIN_INVITE_TTL_MS,
  reset: PASSWORD_RESET_TTL_MS,
};

export interface AdminRow {
  id: number;
  email: string;
  createdAt: string;
  invitedBy: string | null;
}

export async function listAdmins(): Promise<AdminRow[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("users as inviter", "inviter.id", "users.invited_by")
    .select(["users.id", "users.email", "users.created_at", "inviter.email as inviter_email"])
    .orderBy("users.created_at")
    .orderBy("users.id")
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at, invitedBy: r.inviter_email }));
}

export async function findAdminByEmail(email: string) {
  return db.selectFrom("users").select(["id", "email"]).where("email", "=", email.trim()).executeTakeFirst();
}

/**
 * Makes a one-time link's token and stores its hash; an earlier unused link of the same kind for the
 * same address stops working, so only the newest mail counts. Returns the token (for the mail only).
 */
export async function issueToken(
  kind: AdminTokenKind,
  email: string,
  who: { userId?: number | null; invitedBy?: number | null },
  now = Date.now(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("admin_tokens")
      .where("kind", "=", kind)
      .where("email", "=", email)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("admin_tokens")
      .values({
        token_hash: tokenHash(token),
        kind,
        email,
        user_id: who.userId ?? null,
        invited_by: who.invitedBy ?? null,
        expires_at: new Date(now + TOKEN_TTL_MS[kind]).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
  return token;
}

export type LinkState = "valid" | "used" | "expired" | "unknown";

/** What a link is worth now, and for whom; it is not used up. */
export async function checkToken(kind: AdminTokenKind, token: string, now = Date.now()) {
  const row = await db
    .selectFrom("admin_tokens")
    .select(["email", "user_id", "invited_by", "expires_at", "used_at"])
    .where("token_hash", "=", tokenHash(token))
    .where("kind", "=", kind)
    .executeTakeFirst();
  const state: LinkState = !row
    ? "unknown"
    : row.used_at
      ? "used"
      : row.expires_at <= new Date(now).toISOString()
        ? "expired"
        : "valid";
  return { state, email: row?.email ?? null, userId: row?.user_id ?? null, invitedBy: row?.invited_by ?? null };
}

/**
 * Uses a link up: one UPDATE that only matches an unused, unexpired row, so two posts of the same
 * link cannot both succeed. Returns the state the link was in.
 */
async function useUp(trx: Transaction<Database>, kind: AdminTokenKind, token: string, now: number) {
  const at = new Date(now).toISOString();
  const result = await trx
    .updateTable("admin_tokens")
    .set({ used_at: at })
    .where("token_hash", "=", tokenHash(token))
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // The mail that carried the link keeps no live key either: its text loses the link once it is used.
  await trx
    .updateTable("mail_outbox")
    .set({ text: LINK_USED_MAIL_TEXT })
    .where("career_application_id", "is", null)
    .where("contact_message_id", "is", null)
    .where(sql<boolean>`instr(text, ${token}) > 0`)
    .execute();
  return true;
}

/** What an outbox row of a used link keeps instead of its text. */
export const LINK_USED_MAIL_TEXT = "(A one-time admin link; it was used, so its text is no longer kept.)";

export type LinkResult =
  { ok: true; user: { id: number; email: string } } | { ok: false; state: Exclude<LinkState, "valid"> };

/** Accepts an invite: the account is made with this password hash and the link is used up. */
export async function acceptInvite(token: string, passwordHash: string, now = Date.now()): Promise<LinkResult> {
  const link = await checkToken("invite", token, now);
  if (link.state !== "valid" || !link.email)
    return { ok: false, state: link.state === "valid" ? "unknown" : link.state };
  const email = link.email;
  return db.transaction().execute(async (trx): Promise<LinkResult> => {
    if (!(await useUp(trx, "invite", token, now))) return { ok: false, state: "used" };
    // Someone else may have made this address an admin meanwhile: the link is then spent.
    const existing = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) return { ok: false, state: "used" };
    const user = await trx
      .insertInto("users")
      .values({
        email,
        password_hash: passwordHash,
        invited_by: link.invitedBy,
        created_at: new Date(now).toISOString(),
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    return { ok: true, user };
  });
}

/** Uses a reset link: the account gets the new password hash and every session of it ends. */
export async function resetWithToken(token: string, passwordHash: string, now = Date.now()): Promise<LinkResult> {
  const link = await checkToken("reset", token, now);
  if (link.state !== "valid" || link.userId === null)
    return { ok: false, state: link.state === "valid" ? "unknown" : link.state };
  const userId = link.userId;
  const result = await db.transaction().execute(async (trx): Promise<LinkResult> => {
    if (!(await useUp(trx, "reset", token, now))) return { ok: false, state: "used" };
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", userId)
      // A passkey-only account has no password to reset: the link is spent and changes nothing.
      .where("passkey_only", "=", 0)
      .returning(["id", "email"])
      .executeTakeFirst();
    if (!user) return { ok: false, state: "unknown" };
    await endLinksOf(trx, userId);
    return { ok: true, user };
  });
  if (result.ok) await endSessions(result.user.id);
  return result;
}

export type RemoveResult = { ok: true; email: string } | { ok: false; reason: "last-admin" | "gone" };

/** Removes an admin (their sessions and links go with the row), never the last one. */
export async function removeAdmin(id: number): Promise<RemoveResult> {
  return db.transaction().execute(async (trx): Promise<RemoveResult> => {
    const target = await trx.selectFrom("users").select("email").where("id", "=", id).executeTakeFirst();
    if (!target) return { ok: false, reason: "gone" };
    const { count } = await trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) <= 1) return { ok: false, reason: "last-admin" };
    await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
    await endInvitesBy(trx, id);
    await trx.deleteFrom("users").where("id", "=", id).execute();
    return { ok: true, email: target.email };
  });
}

export async function passwordHashOf(userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Sets an admin's password; every other way into the account ends (credentialsChanged). */
export async function setPassword(userId: number, passwordHash: string, keep: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    await endLinksOf(trx, userId);
  });
  await endSessions(userId, keep);
}

/**
 * A password or a factor changed: whoever held the old one must hold nothing now. The admin's other
 * sessions end (all but `keep`, the browser that made the change), and so do their pending reset links
 * and the invites they sent.
 */
export async function credentialsChanged(userId: number, keep: string | null): Promise<void> {
  await endLinksOf(db, userId);
  await endSessions(userId, keep);
}

/** The pending reset links of an admin and the invites they sent. */
async function endLinksOf(trx: Transaction<Database> | typeof db, userId: number): Promise<void> {
  await trx
    .deleteFrom("admin_tokens")
    .where("kind", "=", "reset")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  await endInvitesBy(trx, userId);
}

/**
 * Ends the pending invites an admin sent. Removing them, or a new password (the old one may have been
 * known to someone else), must not leave anyone holding a way in that this admin handed out.
 */
export async function endInvitesBy(trx: Transaction<Database> | typeof db, userId: number): Promise<void> {
  await trx
    .deleteFrom("admin_tokens")
    .where("kind", "=", "invite")
    .where("invited_by", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export interface PendingInvite {
  email: string;
  invitedBy: string | null;
  expiresAt: string;
}

/** Invites mailed and not yet used, still within their time: what the admins page lists. */
export async function listPendingInvites(now = Date.now()): Promise<PendingInvite[]> {
  const rows = await db
    .selectFrom("admin_tokens")
    .leftJoin("users", "users.id", "admin_tokens.invited_by")
    .select(["admin_tokens.email", "admin_tokens.expires_at", "users.email as inviter_email"])
    .where("admin_tokens.kind", "=", "invite")
    .where("admin_tokens.used_at", "is", null)
    .where("admin_tokens.expires_at", ">", new Date(now).toISOString())
    .orderBy("admin_tokens.created_at")
    .execute();
  return rows.map((r) => ({ email: r.email, invitedBy: r.inviter_email, expiresAt: r.expires_at }));
}

/** Revokes the pending invite to this address (there is at most one: a new one replaces the old); false when none was pending. */
export async function revokeInvite(email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("admin_tokens")
    .where("kind", "=", "invite")
    .where("email", "=", email)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
