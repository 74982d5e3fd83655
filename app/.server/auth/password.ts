// Password hashing with scrypt (memory-hard, in Node's standard library). Every hash in the process
// takes a turn from one small gate: scrypt runs on libuv's threadpool, which static files and sharp share.
import crypto from "node:crypto";
import { promisify } from "node:util";

/**
 * Password hashes (scrypt, ~128 MiB and a core for ~0.3 s each) run at once. One: on the 2-core VM the
 * other core stays with the event loop and sharp, and 3 of libuv's 4 threads with files and images
 * (npm run bench:login-flood measured 2 at once slowing static files and uploads further under a flood).
 */
const PASSWORD_HASH_CONCURRENCY = 1;
/** Hashes waiting for a turn; more are refused with 429 at once rather than piling up memory and time. */
const PASSWORD_HASH_QUEUE_MAX = 8;
/** Longest a hash waits for its turn before the login is refused with 429. */
export const PASSWORD_HASH_WAIT_MS = 10_000;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^14, r=8, p=5: one of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet), chosen
// for its 16 MiB per hash instead of N=2^17's 128 MiB, so a login flood cannot grow the process.
const PARAMS = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const maxmem = (p: { N: number; r: number }) => 128 * p.N * p.r * 2;

/** A hash could not get a turn in time: the caller answers 429. */
export class HashBusyError extends Error {}

/**
 * Which queue a hash waits in. "first": the owner's lane, for a browser or person the server already
 * knows (a browser that signed in to the account before, a signed-in admin, the command line).
 * "normal": everyone else, including anonymous posts of one-time links.
 */
export type HashLane = "first" | "normal";

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}
let running = 0;
// Two queues: a browser that signed in before goes ahead of strangers, so a flood cannot starve the owner.
const queues: Record<HashLane, Waiter[]> = { first: [], normal: [] };

function takeTurn(priority: HashLane): Promise<void> {
  if (running < PASSWORD_HASH_CONCURRENCY) {
    running += 1;
    return Promise.resolve();
  }
  if (queues.first.length + queues.normal.length >= PASSWORD_HASH_QUEUE_MAX) return Promise.reject(new HashBusyError());
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      start: () => {
        clearTimeout(waiter.timer);
        resolve();
      },
      timer: setTimeout(() => {
        const queue = queues[priority];
        queue.splice(queue.indexOf(waiter), 1);
        reject(new HashBusyError());
      }, PASSWORD_HASH_WAIT_MS),
    };
    queues[priority].push(waiter);
  });
}

function endTurn() {
  const next = queues.first.shift() ?? queues.normal.shift();
  // The turn passes straight on, so `running` stays the same.
  if (next) next.start();
  else running -= 1;
}

async function gatedScrypt(password: string, salt: Buffer, keylen: number, params: typeof PARAMS, priority: HashLane) {
  await takeTurn(priority);
  try {
    return await scrypt(password, salt, keylen, { ...params, maxmem: maxmem(params) });
  } finally {
    endTurn();
  }
}

/** Throws HashBusyError as verifyPassword does. */
export async function hashPassword(password: string, priority: HashLane): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await gatedScrypt(password, salt, KEY_LENGTH, PARAMS, priority);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Throws HashBusyError when no turn came within PASSWORD_HASH_WAIT_MS or the queue was full. */
export async function verifyPassword(
  password: string,
  stored: string,
  priority: HashLane = "normal",
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, "base64");
  const actual = await gatedScrypt(password, Buffer.from(salt, "base64"), expected.length, params, priority);
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash made with other settings than today's (an older account): rehashed at its next sign-in. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split("$");
  return Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** A readable random password for a generated first admin. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString("base64url");
}
