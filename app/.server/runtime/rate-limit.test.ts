import { afterEach, describe, expect, it, vi } from "vitest";

import { createRateLimit } from "./rate-limit";

describe("createRateLimit", () => {
  afterEach(() => vi.useRealTimers());

  it("allows max hits per window per key, then refuses until the window has passed", () => {
    vi.useFakeTimers();
    const limit = createRateLimit({ max: 3, windowMs: 60_000 });
    expect([limit.hit("a"), limit.hit("a"), limit.hit("a"), limit.hit("a")]).toEqual([true, true, true, false]);
    expect(limit.hit("b")).toBe(true);
    expect(limit.retryAfter("a")).toBe(60);
    vi.advanceTimersByTime(60_001);
    expect(limit.hit("a")).toBe(true);
    limit.reset("a");
    expect(limit.retryAfter("a")).toBe(0);
  });

  it("does not record refused hits: a flood neither grows the key nor pushes its window on", () => {
    vi.useFakeTimers();
    const limit = createRateLimit({ max: 3, windowMs: 60_000 });
    expect([limit.hit("a"), limit.hit("a"), limit.hit("a")]).toEqual([true, true, true]);
    vi.advanceTimersByTime(30_000);
    for (let i = 0; i < 10_000; i++) expect(limit.hit("a")).toBe(false);
    // The window still ends 60 s after the allowed hits, not after the flood.
    expect(limit.retryAfter("a")).toBe(30);
    vi.advanceTimersByTime(30_001);
    expect(limit.hit("a")).toBe(true);
  });

  it("keeps at most maxKeys keys: the least recently hit is forgotten first", () => {
    const limit = createRateLimit({ max: 1, windowMs: 60_000, maxKeys: 2 });
    expect([limit.hit("a"), limit.hit("b"), limit.hit("c")]).toEqual([true, true, true]);
    // "a" was forgotten to make room for "c"; "b" and "c" are still counted.
    expect([limit.retryAfter("a"), limit.retryAfter("b") > 0, limit.retryAfter("c") > 0]).toEqual([0, true, true]);
  });

  it("takes back a removed hit, and records past the limit when asked to", () => {
    const limit = createRateLimit({ max: 1, windowMs: 60_000 });
    const at = limit.record("a");
    expect(limit.hit("a")).toBe(false);
    limit.remove("a", at);
    expect(limit.hit("a")).toBe(true);
    limit.record("a");
    expect(limit.count("a")).toBe(2);
  });
});
