// A selection's links, one per recipient, and each link's view log (docs/decisions/025).
// The URL carries 32 random bytes; the row keeps only their SHA-256, so the database (or a backup of
// it) gives no working link. Every lookup is the same one indexed query by hash, whether the token
// was never issued, revoked or expired: a guess learns nothing, not even from the time it takes.
import crypto from "node:crypto";

import { sql } from "kysely";

import { tokenHash } from "~/.server/auth/session-token";
import { db } from "~/.server/db/db";
import { SHARE_LINK_DAYS_DEFAULT } from "~/utils/constants";
import { csvLine } from "~/utils/csv";
import type { DownloadOptions } from "~/utils/share-downloads";

import { downloadColumns } from "./downloads";

const DAY_MS = 86_400_000;

export interface NewShareLink {
  selectionId: number;
  recipientName: string;
  recipientEmail: string | null;
  days?: number;
  /** The language its pages and mails speak; the site's default when not given. */
  lang?: string;
  /** What the recipient may download (decision 069); nothing when not given. */
  downloads?: DownloadOptions;
  /** Opening it asks for a code mailed to recipientEmail (docs/decisions/068). */
  verifyRecipient?: boolean;
}

/** Makes a link; the token is returned once, here, and never stored. */
export async function createShareLink(link: NewShareLink, now = Date.now()): Promise<{ id: number; token: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("share_links")
    .values({
      selection_id: link.selectionId,
      token_hash: tokenHash(token),
      recipient_name: link.recipientName,
      recipient_email: link.recipientEmail,
      lang: link.lang ?? "en",
      ...downloadColumns(link.downloads),
      verify_recipient: link.verifyRecipient ? 1 : 0,
      expires_at: new Date(now + (link.days ?? SHARE_LINK_DAYS_DEFAULT) * DAY_MS).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Ends a link now; false when it is not one of the selection's. */
/** Revokes a live link of the selection; answers its recipient's name, or null when there was no such live link. */
export async function revokeShareLink(selectionId: number, linkId: number, now = Date.now()): Promise<string | null> {
  const revoked = await db
    .updateTable("share_links")
    .set({ revoked_at: new Date(now).toISOString() })
    .where("id", "=", linkId)
    .where("selection_id", "=", selectionId)
    .where("revoked_at", "is", null)
    .returning("recipient_name")
    .executeTakeFirst();
  return revoked?.recipient_name ?? null;
}

export interface LiveLink {
  id: number;
  selectionId: number;
  recipientName: string;
  lang: string;
  answerEmail: string | null;
  verifyRecipient: boolean;
  expiresAt: string;
}

/** The live link a token opens, or null: never issued, revoked and expired all answer the same. */
export async function liveLink(token: string, now = Date.now()): Promise<LiveLink | null> {
  const row = await db
    .selectFrom("share_links")
    .select([
      "id",
      "selection_id",
      "recipient_name",
      "lang",
      "answer_email",
      "expires_at",
      "revoked_at",
      "verify_recipient",
    ])
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= now) return null;
  return {
    id: row.id,
    selectionId: row.selection_id,
    recipientName: row.recipient_name,
    lang: row.lang,
    answerEmail: row.answer_email,
    verifyRecipient: row.verify_recipient === 1,
    expiresAt: row.expires_at,
  };
}

/** Counts an opening of the selection's page: first and last time, and how many. */
export async function recordOpening(linkId: number, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .updateTable("share_links")
    .set((eb) => ({
      open_count: eb("open_count", "+", 1),
      last_opened_at: at,
      first_opened_at: sql`COALESCE(first_opened_at, ${at})`,
    }))
    .where("id", "=", linkId)
    .execute();
}

/** Counts a look at one project of the selection. */
export async function recordProjectView(linkId: number, projectId: number, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto("share_link_views")
    .values({ link_id: linkId, project_id: projectId, first_seen_at: at, last_seen_at: at })
    .onConflict((oc) =>
      oc
        .columns(["link_id", "project_id"])
        .doUpdateSet((eb) => ({ last_seen_at: at, views: eb("share_link_views.views", "+", 1) })),
    )
    .execute();
}

export interface LinkLog {
  id: number;
  recipientName: string;
  recipientEmail: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: "live" | "expired" | "revoked";
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  /** The projects looked at, with how many times. */
  projects: { name: string; views: number }[];
  verifyRecipient: boolean;
  /** When the recipient first entered a right code. */
  verifiedAt: string | null;
}

/** Every link of a selection with its view log, newest first. */
export async function linkLogs(selectionId: number, now = Date.now()): Promise<LinkLog[]> {
  const links = await db
    .selectFrom("share_links")
    .selectAll()
    .where("selection_id", "=", selectionId)
    .orderBy("id", "desc")
    .execute();
  if (links.length === 0) return [];
  const views = await db
    .selectFrom("share_link_views")
    .innerJoin("projects", "projects.id", "share_link_views.project_id")
    .select(["share_link_views.link_id", "projects.name", "share_link_views.views"])
    .where(
      "share_link_views.link_id",
      "in",
      links.map((l) => l.id),
    )
    .orderBy("share_link_views.first_seen_at")
    .execute();
  return links.map((l) => ({
    id: l.id,
    recipientName: l.recipient_name,
    recipientEmail: l.recipient_email,
    createdAt: l.created_at,
    expiresAt: l.expires_at,
    revokedAt: l.revoked_at,
    state: l.revoked_at !== null ? "revoked" : Date.parse(l.expires_at) <= now ? "expired" : "live",
    firstOpenedAt: l.first_opened_at,
    lastOpenedAt: l.last_opened_at,
    openCount: l.open_count,
    projects: views.filter((v) => v.link_id === l.id).map((v) => ({ name: v.name, views: v.views })),
    verifyRecipient: l.verify_recipient === 1,
    verifiedAt: l.verified_at,
  }));
}

/** The view log as CSV (RFC 4180), one row per link; a cell that starts like a formula is quoted as text. */
export function linkLogsCsv(logs: LinkLog[]): string {
  const header = [
    "recipient",
    "email",
    "created",
    "expires",
    "state",
    "first opened",
    "last opened",
    "openings",
    "projects looked at",
  ];
  const rows = logs.map((l) => [
    l.recipientName,
    l.recipientEmail,
    l.createdAt,
    l.expiresAt,
    l.state,
    l.firstOpenedAt,
    l.lastOpenedAt,
    l.openCount,
    l.projects.map((p) => `${p.name} (${p.views})`).join("; "),
  ]);
  return [header, ...rows].map(csvLine).join("");
}
