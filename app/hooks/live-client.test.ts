import { describe, expect, it } from "vitest";

import { startLiveClient } from "./live-client";

/** A stand-in EventSource: the test plays the server. */
class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, ((e: { data?: string; lastEventId?: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data?: string; lastEventId?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, e: { data?: string; lastEventId?: string } = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  close() {
    this.closed = true;
  }
}

function harness(since?: string) {
  FakeSource.all = [];
  const timers: { fn: () => void; at: number }[] = [];
  let now = 0;
  const doc = {
    visibilityState: "visible" as DocumentVisibilityState,
    handlers: [] as (() => void)[],
    addEventListener: (_: string, fn: () => void) => doc.handlers.push(fn),
    removeEventListener: () => {},
  };
  const events: string[] = [];
  const stop = startLiveClient({
    url: "/live",
    since,
    onChange: (m) => events.push(`change:${m.table}`),
    onResync: () => events.push("resync"),
    createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    doc: doc as unknown as Document,
    setTimer: (fn, ms) => {
      const timer = { fn, at: now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (t) => timers.splice(timers.indexOf(t as (typeof timers)[number]), 1),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
  };
  return {
    events,
    advance,
    doc,
    stop,
    latest: () => FakeSource.all[FakeSource.all.length - 1],
    count: () => FakeSource.all.length,
  };
}

describe("the live client", () => {
  it("reconnects after 1, 2, 5, then every 10 s, and resets the schedule once connected", () => {
    const h = harness();
    const attempts: number[] = [0];
    for (let i = 0; i < 5; i++) {
      const before = h.count();
      h.latest().emit("error");
      let waited = 0;
      while (h.count() === before) {
        h.advance(500);
        waited += 500;
      }
      attempts.push(waited);
    }
    expect(attempts).toEqual([0, 1000, 2000, 5000, 10000, 10000]);
    h.latest().emit("ready", { lastEventId: "e.9" });
    expect(h.events).toEqual(["resync"]);
    const before = h.count();
    h.latest().emit("error");
    h.advance(1000);
    expect(h.count()).toBe(before + 1);
    expect(h.latest().url).toBe("/live?lastEventId=e.9");
    h.stop();
  });

  it("first connects from the event the page was rendered at, so a change saved before it opened reaches the page", () => {
    const h = harness("e.3");
    expect(h.latest().url).toBe("/live?lastEventId=e.3");
    h.latest().emit("change", {
      data: JSON.stringify({ table: "studio", op: "update", id: 1, at: 0 }),
      lastEventId: "e.4",
    });
    expect(h.events).toEqual(["change:studio"]);
    h.stop();
  });

  it("passes changes on and closes the browser's own retry in favour of its schedule", () => {
    const h = harness();
    const first = h.latest();
    first.emit("ready", { lastEventId: "e.1" });
    first.emit("change", { data: JSON.stringify({ table: "studio", op: "update", id: 1, at: 0 }), lastEventId: "e.2" });
    expect(h.events).toEqual(["change:studio"]);
    first.emit("error");
    expect(first.closed).toBe(true);
    h.stop();
  });

  it("pauses while the tab is hidden and catches up when it is shown", () => {
    const h = harness();
    h.latest().emit("ready", { lastEventId: "e.4" });
    h.doc.visibilityState = "hidden";
    h.doc.handlers.forEach((fn) => fn());
    expect(h.latest().closed).toBe(true);
    const before = h.count();
    h.advance(60_000);
    expect(h.count()).toBe(before);
    h.doc.visibilityState = "visible";
    h.doc.handlers.forEach((fn) => fn());
    expect(h.count()).toBe(before + 1);
    expect(h.latest().url).toBe("/live?lastEventId=e.4");
    h.stop();
  });
});
