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
});
