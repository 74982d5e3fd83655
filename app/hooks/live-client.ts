// The browser side of live updates: one EventSource per tab, reconnected on the schedule of docs/product.md#live-updates,
// paused while the tab is hidden. Framework-free so its timing can be tested on its own.
import { LIVE_RECONNECT_DELAYS_MS } from "~/utils/constants";

export interface LiveMessage {
  table: string;
  op: string;
  id: number;
  at: number;
}

export interface LiveClientOptions {
  url: string;
  /** The bus's event id the page was rendered at: the first connection catches up from it. */
  since?: string;
  /** A change was published. */
  onChange(message: LiveMessage): void;
  /** The stream may have missed changes (a reconnect the backlog could not bridge): refresh everything. */
  onResync(): void;
  createEventSource?: (url: string) => EventSource;
  doc?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

function reconnectDelay(failures: number): number {
  return (
    LIVE_RECONNECT_DELAYS_MS[Math.min(failures, LIVE_RECONNECT_DELAYS_MS.length) - 1] ?? LIVE_RECONNECT_DELAYS_MS[0]
  );
}

/** Starts listening; returns a function that stops for good. */
export function startLiveClient(options: LiveClientOptions): () => void {
  const create = options.createEventSource ?? ((url) => new EventSource(url));
  const doc = options.doc ?? document;
  const setTimer = options.setTimer ?? ((fn, ms) => window.setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => window.clearTimeout(t as number));

  let source: EventSource | null = null;
  let timer: unknown = null;
  let failures = 0;
  let lastEventId: string | null = options.since ?? null;
  /** Set when the tab may have missed changes: after a failure or a pause. */
  let mayHaveMissed = false;
  let stopped = false;

  const connect = () => {
    timer = null;
    if (stopped || doc.visibilityState === "hidden") return;
    const url = lastEventId ? `${options.url}?lastEventId=${encodeURIComponent(lastEventId)}` : options.url;
    const es = create(url);
    source = es;
    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    es.addEventListener("ready", (event) => {
      remember(event as MessageEvent);
      failures = 0;
      // No id to catch up from (the first connection failed): refresh once to be safe.
      if (mayHaveMissed) options.onResync();
      mayHaveMissed = false;
    });
    es.addEventListener("resync", (event) => {
      remember(event as MessageEvent);
      failures = 0;
      mayHaveMissed = false;
      options.onResync();
    });
    es.addEventListener("change", (event) => {
      const message = event as MessageEvent;
      remember(message);
      failures = 0;
      mayHaveMissed = false;
      options.onChange(JSON.parse(message.data) as LiveMessage);
    });
    es.addEventListener("error", () => {
      // Take reconnection out of the browser's hands so the schedule is ours: 1, 2, 5, then every 10 s.
      es.close();
      if (source !== es) return;
      source = null;
      failures += 1;
      mayHaveMissed = true;
      schedule(reconnectDelay(failures));
    });
  };

  const schedule = (ms: number) => {
    if (timer !== null || stopped) return;
    timer = setTimer(connect, ms);
  };

  const disconnect = () => {
    source?.close();
    source = null;
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const onVisibility = () => {
    if (doc.visibilityState === "hidden") {
      disconnect();
      mayHaveMissed = true;
    } else if (!source) {
      failures = 0;
      connect();
    }
  };

  doc.addEventListener("visibilitychange", onVisibility);
  connect();
  return () => {
    stopped = true;
    disconnect();
    doc.removeEventListener("visibilitychange", onVisibility);
  };
}
