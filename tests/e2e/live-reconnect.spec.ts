import { expect, test } from "./fixtures";
import { liveStreamOpened } from "./public-helpers";

test("a page whose stream fails reconnects after 1, 2, 5, then 10 s, and connects once the server answers", async ({
  page,
  consoleErrors,
}) => {
  // Count the failures the page has seen, so the clock only moves once the page has scheduled its retry
  // (the refused request and the page's error event are separate tasks; on a busy machine they drift apart).
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const w = window as unknown as { liveErrors: number; liveOpens: number };
    w.liveErrors = 0;
    w.liveOpens = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        w.liveOpens += 1;
        this.addEventListener("error", () => (w.liveErrors += 1));
      }
    };
  });
  const errorsSeen = () => page.evaluate(() => (window as unknown as { liveErrors: number }).liveErrors);
  // Streams the page has opened: a retry opens one inside the timer the clock fires.
  const opened = () => page.evaluate(() => (window as unknown as { liveOpens: number }).liveOpens);

  // Time stands still unless the test moves it.
  await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"));
  let attempts = 0;
  await page.route("**/live**", (route) => {
    attempts += 1;
    return route.abort("connectionreset");
  });
  await page.goto("/");
  // A public page hydrates in a frame and a timer after its load event and first paint (decision records 020, 048).
  // The paint is reported in its own time, so the clock moves a few ms at a time until the stream is asked for:
  // the retries below are timed from that first attempt.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5);
        return attempts;
      },
      { intervals: [10], timeout: 15_000 },
    )
    .toBe(1);

  for (const [delay, expected] of [
    [1000, 2],
    [2000, 3],
    [5000, 4],
    [10000, 5],
    [10000, 6],
  ] as const) {
    await expect.poll(errorsSeen).toBe(expected - 1);
    await page.clock.runFor(delay - 100);
    // Not before its time…
    expect(await opened()).toBe(expected - 1);
    // …and right on it.
    await page.clock.runFor(100);
    expect(await opened()).toBe(expected);
    await expect.poll(() => attempts).toBe(expected);
  }

  await expect.poll(errorsSeen).toBe(6);
  await page.unroute("**/live**");
  const connected = liveStreamOpened(page);
  await page.clock.runFor(10000);
  const response = await connected;
  expect(response.headers()["content-type"]).toContain("text/event-stream");
  // Chromium logs each refused attempt; those were provoked on purpose, and nothing else may be logged.
  expect(consoleErrors.filter((e) => !e.includes("net::ERR_CONNECTION_RESET"))).toEqual([]);
  expect(consoleErrors).toHaveLength(6);
  consoleErrors.length = 0;
});
