// In-process rate limits (one process serves the site): a sliding window of hits per key.
// A refused hit is not recorded: a key holds at most `max` times, however long a flood goes on.
export interface RateLimit {
  /** Records a hit and says true while the key is within its limit; a refused hit is not recorded. */
  hit(key: string): boolean;
  /** Seconds until the key may try again. */
  retryAfter(key: string): number;
  reset(key: string): void;
}

export function createRateLimit({ max, windowMs }: { max: number; windowMs: number }): RateLimit {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => now - t < windowMs);
  // Forget idle keys so the map cannot grow without bound.
  setInterval(() => {
    const now = Date.now();
    for (const [key, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(key);
  }, windowMs).unref();
  return {
    hit(key) {
      const now = Date.now();
      const times = recent(key, now);
      hits.set(key, times);
      if (times.length >= max) return false;
      times.push(now);
      return true;
    },
    retryAfter(key) {
      const times = recent(key, Date.now());
      if (times.length < max) return 0;
      return Math.max(1, Math.ceil((times[times.length - max] + windowMs - Date.now()) / 1000));
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
