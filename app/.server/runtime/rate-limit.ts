// The one in-process rate limit (one process serves the site): a sliding window of hits per key.
// Idle keys are forgotten as hits come in (no timer), and the least recently hit keys go first
// beyond `maxKeys`, so many addresses (an IPv6 range) cannot grow the map without bound.
export interface RateLimit {
  /** Records a hit and says true while the key is within its limit; a refused hit is not recorded. */
  hit(key: string): boolean;
  /** Seconds until the key may try again (0: now). */
  retryAfter(key: string, now?: number): number;
  /** Hits of the key within the window. */
  count(key: string, now?: number): number;
  /** Records a hit whatever the count; returns its time, for `remove`. */
  record(key: string, now?: number): number;
  /** Takes back one recorded hit (a try that should not count after all). */
  remove(key: string, time: number): void;
  reset(key: string): void;
}

const DEFAULT_MAX_KEYS = 100_000;

export function createRateLimit({
  max,
  windowMs,
  maxKeys = DEFAULT_MAX_KEYS,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimit {
  const hits = new Map<string, number[]>();
  let sweptAt = Date.now();
  const recent = (key: string, now: number) => {
    const stored = hits.get(key);
    if (!stored) return [];
    const times = stored.filter((t) => now - t < windowMs);
    hits.set(key, times);
    return times;
  };
  const forgetIdle = (now: number) => {
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [key, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(key);
  };
  const retryAfter = (key: string, now = Date.now()) => {
    const times = recent(key, now);
    if (times.length < max) return 0;
    return Math.max(1, Math.ceil((times[times.length - max] + windowMs - now) / 1000));
  };
  const record = (key: string, now = Date.now()) => {
    forgetIdle(now);
    const times = recent(key, now);
    times.push(now);
    // Re-inserted, the key is the most recently hit: the oldest keys are first in the map.
    hits.delete(key);
    hits.set(key, times);
    for (const oldest of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(oldest);
    }
    return now;
  };
  return {
    hit(key) {
      const now = Date.now();
      if (retryAfter(key, now) > 0) return false;
      record(key, now);
      return true;
    },
    retryAfter,
    count: (key, now = Date.now()) => recent(key, now).length,
    record,
    remove(key, time) {
      const times = hits.get(key);
      const at = times?.lastIndexOf(time) ?? -1;
      if (times && at >= 0) times.splice(at, 1);
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
