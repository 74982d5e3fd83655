import { describe, expect, it, vi } from "vitest";

import { currentEventId, listenerCount, missedSince, publish } from "./bus";
import { LIVE_HEARTBEAT_MS } from "./stream";
import { closeAllStreams, liveStreamResponse, MAX_STREAMS_PER_IP, MAX_STREAMS_TOTAL, openStreamCount } from "./stream";

async function readFrames(response: Response, count: number): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: string[] = [];
  while (frames.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value);
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      frames.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  reader.releaseLock();
  return frames;
}

describe("the live bus", () => {
  it("numbers events and replays what a client missed, or asks it to resync", () => {
    const start = currentEventId();
    publish({ table: "career", op: "update", id: 1 });
    publish({ table: "projects", op: "insert", id: 7 });
    expect(missedSince(start)?.map((e) => `${e.table}:${e.id}`)).toEqual(["career:1", "projects:7"]);
    expect(missedSince(currentEventId())).toEqual([]);
    expect(missedSince("otherlife.3")).toBeNull();
    // Far behind the 500-event backlog: too much was missed to replay.
    for (let i = 0; i < 600; i++) publish({ table: "studio", op: "update", id: 1 });
    expect(missedSince(start)).toBeNull();
  });
});

/** The load context's side of a connection: `gone` plays the visitor leaving. */
function connection(clientIp: string, gone = new AbortController()) {
  return {
    clientIp,
    onClientGone: (listener: () => void) =>
      gone.signal.aborted ? listener() : gone.signal.addEventListener("abort", listener, { once: true }),
  };
}

describe("the event stream", () => {
  it("sends ready, then each change as it is published, and unsubscribes when the client leaves", async () => {
    const abort = new AbortController();
    const listeners = listenerCount();
    const response = liveStreamResponse(new Request("http://x/live"), connection("10.0.0.1", abort));
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    const [retry, ready] = await readFrames(response, 2);
    expect(retry).toBe("retry: 1000");
    expect(ready).toMatch(/^id: \w+\.\d+\nevent: ready/);
    expect(listenerCount()).toBe(listeners + 1);

    publish({ table: "contact", op: "update", id: 1 });
    const [change] = await readFrames(response, 1);
    expect(change).toMatch(/^id: \w+\.\d+\nevent: change\ndata: \{"table":"contact","op":"update","id":1,"at":\d+\}$/);

    abort.abort();
    expect(listenerCount()).toBe(listeners);
    expect(openStreamCount()).toBe(0);
  });

  it("sends drafts' changes to signed-in admins only, live and on catch-up", async () => {
    const from = currentEventId();
    const visitor = liveStreamResponse(new Request("http://x/live"), connection("10.0.0.7"));
    const admin = liveStreamResponse(new Request("http://x/live"), { ...connection("10.0.0.8"), admin: true });
    await readFrames(visitor, 2);
    await readFrames(admin, 2);
    publish({ table: "drafts", op: "update", id: 41 });
    publish({ table: "projects", op: "update", id: 42 });
    const [adminFirst, adminSecond] = await readFrames(admin, 2);
    expect(adminFirst).toContain('"table":"drafts"');
    expect(adminSecond).toContain('"table":"projects"');
    const [visitorFirst] = await readFrames(visitor, 1);
    expect(visitorFirst).toContain('"table":"projects"');
    const caughtUp = liveStreamResponse(
      new Request("http://x/live", { headers: { "Last-Event-ID": from } }),
      connection("10.0.0.9"),
    );
    const [, replayed] = await readFrames(caughtUp, 2);
    expect(replayed).toContain('"id":42');
    closeAllStreams();
  });

  it("catches a reconnecting client up from Last-Event-ID", async () => {
    const from = currentEventId();
    publish({ table: "homepage", op: "update", id: 1 });
    const abort = new AbortController();
    const response = liveStreamResponse(
      new Request("http://x/live", { headers: { "Last-Event-ID": from } }),
      connection("10.0.0.2", abort),
    );
    const [, replayed] = await readFrames(response, 2);
    expect(replayed).toContain('"table":"homepage"');
    abort.abort();

    const stale = liveStreamResponse(new Request("http://x/live?lastEventId=gone.1"), connection("10.0.0.2"));
    const [, resync] = await readFrames(stale, 2);
    expect(resync).toMatch(/event: resync/);
    closeAllStreams();
  });

  it("sends a heartbeat every 30 s", async () => {
    vi.useFakeTimers();
    const response = liveStreamResponse(new Request("http://x/live"), connection("10.0.0.3"));
    await readFrames(response, 2);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    const [beat] = await readFrames(response, 1);
    expect(beat).toBe(": heartbeat");
    closeAllStreams();
    vi.useRealTimers();
  });

  it("does not count a stream whose visitor left before it began", () => {
    const abort = new AbortController();
    abort.abort();
    for (let i = 0; i < MAX_STREAMS_PER_IP + 5; i++)
      liveStreamResponse(new Request("http://x/live"), connection("10.0.0.6", abort));
    expect(openStreamCount()).toBe(0);
    expect(liveStreamResponse(new Request("http://x/live"), connection("10.0.0.6")).status).toBe(200);
    closeAllStreams();
  });

  it("caps the open streams per address", () => {
    const responses = Array.from({ length: MAX_STREAMS_PER_IP }, () =>
      liveStreamResponse(new Request("http://x/live"), connection("10.0.0.4")),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(liveStreamResponse(new Request("http://x/live"), connection("10.0.0.4")).status).toBe(429);
    expect(liveStreamResponse(new Request("http://x/live"), connection("10.0.0.5")).status).toBe(200);
    closeAllStreams();
    expect(openStreamCount()).toBe(0);
    expect(liveStreamResponse(new Request("http://x/live"), connection("10.0.0.4")).status).toBe(200);
    closeAllStreams();
  });

  it("caps the open streams in all, whatever the number of addresses", () => {
    const addresses = Math.ceil(MAX_STREAMS_TOTAL / MAX_STREAMS_PER_IP);
    let opened = 0;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < MAX_STREAMS_PER_IP && opened < MAX_STREAMS_TOTAL; i++, opened++) {
        expect(liveStreamResponse(new Request("http://x/live"), connection(`10.1.${a >> 8}.${a & 255}`)).status).toBe(
          200,
        );
      }
    }
    const refused = liveStreamResponse(new Request("http://x/live"), connection("10.2.0.1"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(openStreamCount()).toBe(MAX_STREAMS_TOTAL);
    closeAllStreams();
    expect(liveStreamResponse(new Request("http://x/live"), connection("10.2.0.1")).status).toBe(200);
    closeAllStreams();
  });
});
