// Preview links: a draft shown to whoever holds one. A link carries its expiry and an HMAC (the
// session secret) over the project's id, its preview version and that expiry, so it cannot be
// forged or extended; bumping the project's preview_version revokes every link made before.
import crypto from "node:crypto";

import { sql } from "kysely";

import { env } from "~/.server/env";

/** How long a preview link works: long enough to send to a client for review, short enough to lapse on its own. */
export const PREVIEW_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface PreviewSubject {
  id: number;
  preview_version: number;
}

const signature = (subject: PreviewSubject, expires: number, secret: string) =>
  crypto
    .createHmac("sha256", secret)
    .update(`project-preview:${subject.id}:${subject.preview_version}:${expires}`)
    .digest("base64url");

/**
 * Set as a project's `preview_version` by every change of its state (published, unpublished, moved
 * to or back from the trash, a revision restored) and by "Revoke": the links made before stop
 * working, so a link handed out in one draft phase never opens a later one.
 */
export const NEXT_PREVIEW_VERSION = sql<number>`preview_version + 1`;

/** A token for `?preview=`: `<expiry in ms, base 36>.<signature>`. */
export function makePreviewToken(subject: PreviewSubject, now = Date.now(), secret = env().sessionSecret): string {
  const expires = now + PREVIEW_LINK_LIFETIME_MS;
  return `${expires.toString(36)}.${signature(subject, expires, secret)}`;
}

/** True when the token was made for this project at its current preview version and has not expired. */
export function verifyPreviewToken(
  subject: PreviewSubject,
  token: string,
  now = Date.now(),
  secret = env().sessionSecret,
): boolean {
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = parseInt(match[1], 36);
  if (!(expires > now)) return false;
  const expected = Buffer.from(signature(subject, expires, secret));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
