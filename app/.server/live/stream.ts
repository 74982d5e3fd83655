// The server-sent-events stream of the live-update bus, one per open tab.

import { currentEventId, type LiveEvent, missedSince, subscribe } from "./bus";

/** A comment line sent this often keeps idle streams open through proxies and shows a dead client. */
export const LIVE_HEARTBEAT_MS = 30_000;

/** Open streams one address may hold: a few tabs per visitor, not a flood. */
export const MAX_STREAMS_PER_IP = 20;
/**
 * Open streams in all: many addresses (an IPv6 range, a botnet) cannot hold the process's memory
 * and sockets either. Above the 1,000 tabs `npm run bench:live` holds open (a few KiB each).
 */
export const MAX_STREAMS_TOTAL = 1500;

const openByIp = new Map<string, number>();
const closers = new Set<() => void>();

const encoder = new TextEncoder();
const frame = (event: LiveEvent) =>
  `id: ${event.eventId}\nevent: change\ndata: ${JSON.stringify({ table: event.table, op: event.op, id: event.id, at: event.at })}\n\n`;

/** Changes only signed-in admins hear of: a visitor's page never learns of (or refreshes for) a draft. */
const ADMIN_ONLY_TABLES: ReadonlySet<string> = new Set(["drafts", "redirects"]);

export function liveStreamResponse(
  request: Request,
  {
    clientIp,
    onClientGone,
    admin = false,
  }: { clientIp: string; onClientGone: (listener: () => void) => void; admin?: boolean },
): Response {
  const open = openByIp.get(clientIp) ?? 0;
  if (open >= MAX_STREAMS_PER_IP) {
    return new Response("Too many live connections from this address.", {
      status: 429,
      headers: { "Retry-After": "10", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // Pages work without their stream (they reconnect after a while): the server says it is full.
  if (closers.size >= MAX_STREAMS_TOTAL) {
    return new Response("Too many live connections right now.", {
      status: 503,
      headers: { "Retry-After": "30", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // EventSource sends Last-Event-ID on its own reconnects; our client reconnects itself and passes it in the URL.
  const lastEventId = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId");

  const shown = (event: LiveEvent) => admin || !ADMIN_ONLY_TABLES.has(event.table);
  let close = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      openByIp.set(clientIp, open + 1);
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      send(`retry: 1000\n\n`);
      if (lastEventId) {
        const missed = missedSince(lastEventId);
        if (missed === null) send(`id: ${currentEventId()}\nevent: resync\ndata: {}\n\n`);
        else for (const event of missed) if (shown(event)) send(frame(event));
      } else {
        send(`id: ${currentEventId()}\nevent: ready\ndata: {}\n\n`);
      }
      const unsubscribe = subscribe((event) => {
        if (shown(event)) send(frame(event));
      });
      const heartbeat = setInterval(() => send(`: heartbeat\n\n`), LIVE_HEARTBEAT_MS);
      let closed = false;
      close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        closers.delete(close);
        const left = (openByIp.get(clientIp) ?? 1) - 1;
        if (left > 0) openByIp.set(clientIp, left);
        else openByIp.delete(clientIp);
        try {
          controller.close();
        } catch {}
      };
      closers.add(close);
      // Not request.signal: undici lets a derived Request's signal be garbage-collected, and its
      // "abort" then never comes, so streams of visitors long gone would count forever.
      onClientGone(close);
    },
    cancel() {
      close();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression out; the stream must reach the browser as written.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}

/** On shutdown: ends every stream so the HTTP server can close; clients reconnect to the next process. */
export function closeAllStreams(): void {
  for (const close of [...closers]) close();
}

export function openStreamCount(): number {
  return closers.size;
}
