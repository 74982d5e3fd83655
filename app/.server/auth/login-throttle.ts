// Login throttling (docs/decisions/006-login-throttling.md). A try reserves its place in every
// counter synchronously, before any await, so concurrent tries cannot all pass the check; a
// successful sign-in gives its place back. Counters live in memory: one process serves the site.
import {
  LOGIN_ACCOUNT_PACE_MS,
  LOGIN_DEVICE_MAX_AGE_S,
  LOGIN_GOOD_ADDRESSES_KEPT,
  LOGIN_TRACKED_KEYS_MAX,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_PAIR,
  LOGIN_WINDOW_MS,
} from "~/utils/constants";

/** Times of tries per key within the window; a try that succeeds is removed again. */
class Window {
  private tries = new Map<string, number[]>();
  constructor() {
    // Forget idle keys so the map cannot grow without bound.
    setInterval(() => {
      const now = Date.now();
      for (const [key, times] of this.tries) if (times.every((t) => now - t >= LOGIN_WINDOW_MS)) this.tries.delete(key);
    }, LOGIN_WINDOW_MS).unref();
  }
  recent(key: string, now: number): number[] {
    const stored = this.tries.get(key);
    if (!stored) return [];
    const times = stored.filter((t) => now - t < LOGIN_WINDOW_MS);
    this.tries.set(key, times);
    return times;
  }
  /** Seconds until fewer than `max` tries are in the window. */
  wait(key: string, max: number, now: number): number {
    const times = this.recent(key, now);
    if (times.length < max) return 0;
    return Math.max(1, Math.ceil((times[times.length - max] + LOGIN_WINDOW_MS - now) / 1000));
  }
  add(key: string, now: number) {
    const times = this.recent(key, now);
    times.push(now);
    this.tries.delete(key);
    this.tries.set(key, times);
    // Many addresses (an IPv6 range) could otherwise grow the map without bound: the least recently tried go first.
    for (const oldest of this.tries.keys()) {
      if (this.tries.size <= LOGIN_TRACKED_KEYS_MAX) break;
      this.tries.delete(oldest);
    }
  }
  remove(key: string, time: number) {
    const times = this.tries.get(key);
    const at = times?.lastIndexOf(time) ?? -1;
    if (times && at >= 0) times.splice(at, 1);
  }
  clear(key: string) {
    this.tries.delete(key);
  }
}

const byPair = new Window();
const byIp = new Window();
const byAccount = new Window();
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

/** When the last slowed try of each account was let through. */
const lastPacedTry = new Map<string, number>();
setInterval(() => {
  for (const [account, at] of lastPacedTry) if (Date.now() - at >= LOGIN_WINDOW_MS) lastPacedTry.delete(account);
}, LOGIN_WINDOW_MS).unref();

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
 * Reserves a try for this address at this account, or says why not and for how long.
 * `trustedBrowser`: the browser signed in to this account before (its login-device cookie). It, and
 * an address the account signed in from, skip the account-wide slow-down; the address's own limits
 * still apply.
 */
export function reserveLoginTry(ip: string, email: string, trustedBrowser: boolean): Reservation | Refusal {
  const now = Date.now();
  const account = accountKey(email);
  const trusted = trustedBrowser || signedInFrom(account, ip, now);
  const pair = `${account}\n${ip}`;
  const pairWait = byPair.wait(pair, LOGIN_FAILURES_PER_PAIR, now);
  if (pairWait > 0) return { reason: "pair", retryAfter: pairWait };
  const ipWait = byIp.wait(ip, LOGIN_FAILURES_PER_IP, now);
  if (ipWait > 0) return { reason: "address", retryAfter: ipWait };
  if (!trusted && byAccount.recent(account, now).length >= LOGIN_FAILURES_PER_ACCOUNT) {
    const since = now - (lastPacedTry.get(account) ?? 0);
    if (since < LOGIN_ACCOUNT_PACE_MS) return { reason: "account", retryAfter: Math.ceil((LOGIN_ACCOUNT_PACE_MS - since) / 1000) };
    lastPacedTry.set(account, now);
  }
  byPair.add(pair, now);
  byIp.add(ip, now);
  byAccount.add(account, now);
  // The first slowed try waits a full pace after the last free one.
  if (byAccount.recent(account, now).length === LOGIN_FAILURES_PER_ACCOUNT) lastPacedTry.set(account, now);
  const giveBack = () => {
    byPair.remove(pair, now);
    byIp.remove(ip, now);
    byAccount.remove(account, now);
  };
  return {
    succeeded() {
      giveBack();
      byPair.clear(pair);
      rememberAddress(account, ip, Date.now());
    },
    cancelled: giveBack,
  };
}
