// Password hashing with scrypt (memory-hard, in Node's standard library).
import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^17, r=8: about 128 MiB and ~0.3 s per hash here, above OWASP's minimum (N=2^17).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (p: { N: number; r: number }) => 128 * p.N * p.r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: maxmem(PARAMS) });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, { ...params, maxmem: maxmem(params) });
  return crypto.timingSafeEqual(actual, expected);
}

/** A readable random password for a generated first admin. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString("base64url");
}
