import { afterEach, expect, it, vi } from "vitest";

import { startPeriodic } from "./periodic";

afterEach(() => vi.useRealTimers());

it("runs now and every period, never two runs at once, and stops after the run under way", async () => {
  vi.useFakeTimers();
  let runs = 0;
  let finish = () => {};
  const stop = startPeriodic("test job", 1000, () => {
    runs++;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(runs).toBe(1);
  // The first run is still under way: the ticks that come meanwhile are skipped.
  await vi.advanceTimersByTimeAsync(3000);
  expect(runs).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(2);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  await vi.advanceTimersByTimeAsync(5000);
  expect(runs).toBe(2);
});

it("keeps running after a failed run", async () => {
  vi.useFakeTimers();
  let runs = 0;
  const stop = startPeriodic("failing job", 1000, () => {
    runs++;
    throw new Error("disk full");
  });
  await vi.advanceTimersByTimeAsync(2500);
  expect(runs).toBe(3);
  await stop();
});
