// The live-update bus: committed content changes, published to whoever listens in this process.
// A multi-instance deployment would swap this module for PostgreSQL LISTEN/NOTIFY or Redis pub/sub.
import { EventEmitter } from "node:events";

export const LIVE_TABLES = ["career", "contact", "homepage", "studio", "projects"] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];
export type LiveOp = "insert" | "update" | "delete";
export interface LiveChange {
  table: LiveTable;
  op: LiveOp;
  id: number;
}

const globalStore = globalThis as unknown as { __studioLive?: EventEmitter };
const emitter = (globalStore.__studioLive ??= new EventEmitter().setMaxListeners(0));

/** Call only after the change's transaction has committed. */
export function publish(change: LiveChange): void {
  emitter.emit("change", change);
}

export function subscribe(listener: (change: LiveChange) => void): () => void {
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}
