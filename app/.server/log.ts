// The one logger: one JSON object per line on stdout, with the id of the request being answered.
// LOG_LEVEL (debug, info, warn or error; info when unset) names the least severe level written.
// Never pass a password, a token or what a visitor typed; the tokens of secret links are cut from
// every line all the same (SECRET_URL_PARTS), whatever field or message carries the URL.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

export type LogLevel = "debug" | "info" | "warn" | "error";
const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const requestIds = new AsyncLocalStorage<string>();

function leastSevere(): number {
  return SEVERITY[process.env.LOG_LEVEL?.toLowerCase() as LogLevel] ?? SEVERITY.info;
}

/**
 * The secret part of each kind of link that carries one (the token itself, matched anywhere in a
 * line, in any case, as routes match): one entry per kind. A new kind of secret link adds its own.
 */
const SECRET_URL_PARTS: RegExp[] = [
  /(?<=\/admin\/+reset\/+)[^/?#&"\\\s]+/, // password reset links
  /(?<=\/admin\/+invite\/+)[^/?#&"\\\s]+/, // admin invitations
  /(?<=[?&]preview=)[^&#"\\\s]+/, // preview links to a draft
  /(?<=\/s\/+)[^/?#&"\\\s]+/, // share links to a selection
];
// A letter, digit or "-._~" means the same percent-encoded (RFC 3986, 2.3), and routes match it so:
// /%73/<token> opens a share link. Lines are written with those decoded, so the patterns above see every spelling.
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/gi;
const decodeUnreserved = (text: string) =>
  text.replace(ENCODED_UNRESERVED, (code) => String.fromCharCode(parseInt(code.slice(1), 16)));
const REDACTED = "[redacted]";
const secrets = new RegExp(SECRET_URL_PARTS.map((part) => part.source).join("|"), "gi");

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (SEVERITY[level] < leastSevere()) return;
  const requestId = requestIds.getStore();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  console.log(decodeUnreserved(line).replace(secrets, REDACTED));
}

/** Runs the answer to one request: every line logged while it runs carries the request's new id. */
export function withRequestId<T>(answer: (requestId: string) => T): T {
  const requestId = crypto.randomUUID();
  return requestIds.run(requestId, () => answer(requestId));
}
