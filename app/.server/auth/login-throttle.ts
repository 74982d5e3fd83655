// Login throttling (docs/decisions/006-login-throttling.md). A try reserves its place in every
// counter synchronously, before any await, so concurrent tries cannot all pass the check; a
// successful sign-in gives its place back. Counters live in memory: one process serves the site.
import { createRateLimit } from "~/.server/runtime/rate-limit";

import { LOGIN_DEVICE_MAX_AGE_S, LOGIN_WINDOW_MS } from "./limits";

/** Failed tries one address gets at one account per window: enough for typos, then that pair is locked. */
export const LOGIN_FAILURES_PER_PAIR = 5;
/** Failed tries one address gets across all accounts per window: stops one address spraying many accounts. */
const LOGIN_FAILURES_PER_IP = 20;
/**
 * Failures of one account from all addresses per window after which browsers and addresses that never
 * signed in to it are slowed to one try per LOGIN_ACCOUNT_PACE_MS (a distributed guess). Twice the pair
 * limit, so one address alone can never slow anyone else down; those that signed in before never are.
 */
const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_ACCOUNT_PACE_MS = 5000;
/** Keys (addresses, accounts, pairs) each login counter tracks at most, a few MiB: the least recently tried are forgotten first. */
const LOGIN_TRACKED_KEYS_MAX = 100_000;
/** Addresses remembered per account for that exemption (in memory; a restart forgets them). */
const LOGIN_GOOD_ADDRESSES_KEPT = 20;

/** The account a try is for, as counted and logged (no email address is longer than 254 characters). */
export const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 254);

export type Refusal = { reason: "pair" | "address" | "account"; retryAfter: number };
export interface Reservation {
  /** The password was right: the try does not count as a failure, and this pair starts afresh. */
  succeeded(): void;
  /** The password was never checked (the hash gate was full): the try does not count. */
  cancelled(): void;
}

/**
 * One set of counters, for one kind of proof: the password has its own, the second factors (app codes,
 * recovery codes, passkeys) theirs, with the same limits, so a stranger's tries at either never lock
 * the owner's browser or address out (docs/decisions/006, 049).
 */
function createLoginThrottle() {
  const byPair = createRateLimit({
    max: LOGIN_FAILURES_PER_PAIR,
    windowMs: LOGIN_WINDOW_MS,
    maxKeys: LOGIN_TRACKED_KEYS_MAX,
  });
  const byIp = createRateLimit({
    max: LOGIN_FAILURES_PER_IP,
    windowMs: LOGIN_WINDOW_MS,
    maxKeys: LOGIN_TRACKED_KEYS_MAX,
  });
  const byAccount = createRateLimit({
    max: LOGIN_FAILURES_PER_ACCOUNT,
    windowMs: LOGIN_WINDOW_MS,
    maxKeys: LOGIN_TRACKED_KEYS_MAX,
  });
  /** Addresses each account signed in from (and when): like a login-device cookie, they skip the slow-down. */
  const goodAddresses = new Map<string, Map<string, number>>();
  const signedInFrom = (account: string, ip: string, now: number) => {
    const at = goodAddresses.get(account)?.get(ip);
    return at !== undefined && now - at < LOGIN_DEVICE_MAX_AGE_S * 1000;
  };
  function rememberAddress(account: string, ip: string, now: number) {
    const addresses = goodAddresses.get(account) ?? new Map<string, number>();
    addresses.delete(ip);
    addresses.set(ip, now);
    // The most recent few are enough, and the map stays small.
    for (const oldest of addresses.keys()) {
      if (addresses.size <= LOGIN_GOOD_ADDRESSES_KEPT) break;
      addresses.delete(oldest);
    }
    goodAddresses.set(account, addresses);
  }

  /** When the last slowed try of each account was let through (only accounts over their free tries have one). */
  const lastPacedTry = new Map<string, number>();
  function pace(account: string, now: number) {
    lastPacedTry.delete(account);
    lastPacedTry.set(account, now);
    for (const [oldest, at] of lastPacedTry) {
      if (now - at < LOGIN_WINDOW_MS && lastPacedTry.size <= LOGIN_TRACKED_KEYS_MAX) break;
      lastPacedTry.delete(oldest);
    }
  }

  /**
   * Reserves a try for this address at this account, or says why not and for how long.
   * `trustedBrowser`: the browser signed in to this account before (its login-device cookie). It, and
   * an address the account signed in from, skip the account-wide slow-down; the address's own limits
   * still apply.
   */
  return function reserve(ip: string, email: string, trustedBrowser: boolean): Reservation | Refusal {
    const now = Date.now();
    const account = accountKey(email);
    const trusted = trustedBrowser || signedInFrom(account, ip, now);
    const pair = `${account}\n${ip}`;
    const pairWait = byPair.retryAfter(pair, now);
    if (pairWait > 0) return { reason: "pair", retryAfter: pairWait };
    const ipWait = byIp.retryAfter(ip, now);
    if (ipWait > 0) return { reason: "address", retryAfter: ipWait };
    if (!trusted && byAccount.count(account, now) >= LOGIN_FAILURES_PER_ACCOUNT) {
      const since = now - (lastPacedTry.get(account) ?? 0);
      if (since < LOGIN_ACCOUNT_PACE_MS)
        return { reason: "account", retryAfter: Math.ceil((LOGIN_ACCOUNT_PACE_MS - since) / 1000) };
      pace(account, now);
    }
    byPair.record(pair, now);
    byIp.record(ip, now);
    byAccount.record(account, now);
    // The first slowed try waits a full pace after the last free one.
    if (byAccount.count(account, now) === LOGIN_FAILURES_PER_ACCOUNT) pace(account, now);
    const giveBack = () => {
      byPair.remove(pair, now);
      byIp.remove(ip, now);
      byAccount.remove(account, now);
    };
    return {
      succeeded() {
        giveBack();
        byPair.reset(pair);
        rememberAddress(account, ip, Date.now());
      },
      cancelled: giveBack,
    };
  };
}

/** Tries at the password (the login, the account page's current password). */
export const reserveLoginTry = createLoginThrottle();
/** Tries at a second factor: the second step, confirming again, passkey sign-in. */
export const reserveFactorTry = createLoginThrottle();
