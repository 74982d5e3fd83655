// The bot filter's form token, apart from the database: when a form was rendered and a random id,
// signed with a secret. The browser tests sign one with their server's secret to send a form "too fast"
// whatever the machine's load.
import crypto from "node:crypto";

/** The signature of a token's "issued.id" part. */
export const formTokenSignature = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(`form-token:${payload}`).digest("base64url");

/** A token for a form rendered at `issuedAt` (ms since the epoch). */
export function signFormToken(secret: string, issuedAt: number): string {
  const payload = `${issuedAt}.${crypto.randomBytes(12).toString("base64url")}`;
  return `${payload}.${formTokenSignature(secret, payload)}`;
}
