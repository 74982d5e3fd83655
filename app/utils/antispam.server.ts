// Quiet bot filters for the public forms: a honeypot field people never see, and a signed
// time of rendering (a form sent back faster than a person can type comes from a script).
import crypto from "node:crypto";
import { FORM_MIN_FILL_MS, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./constants";
import { env } from "./env.server";

const sign = (value: string) =>
  crypto.createHmac("sha256", env().sessionSecret).update(`form-token:${value}`).digest("base64url");

/** A token for a form rendered now; the page puts it in the FORM_TOKEN_FIELD hidden input. */
export function formToken(now = Date.now()): string {
  const issued = String(now);
  return `${issued}.${sign(issued)}`;
}

export type BotReason = "honeypot" | "bad-token" | "too-fast";

/** Why the submission looks automated, or null when it looks like a person's. */
export function botReason(form: FormData, now = Date.now()): BotReason | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return "honeypot";
  const token = form.get(FORM_TOKEN_FIELD);
  const [issued, signature] = typeof token === "string" ? token.split(".") : [];
  if (!issued || !signature) return "bad-token";
  const expected = Buffer.from(sign(issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "bad-token";
  if (now - Number(issued) < FORM_MIN_FILL_MS) return "too-fast";
  return null;
}
