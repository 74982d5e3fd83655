// The live-update bus: committed content changes, published to whoever listens in this process,
// with a short backlog so a client that reconnects gets what it missed.
// A multi-instance deployment would swap this module for PostgreSQL LISTEN/NOTIFY or Redis pub/sub.
import crypto from "node:crypto";
import { EventEmitter } from "node:events";

import { singleton } from "~/.server/db/singleton";
import type { LiveTable } from "~/utils/live-tables";

export type { LiveTable };

export type LiveOp = "insert" | "update" | "delete";
export interface LiveChange {
  table: LiveTable;
  op: LiveOp;
  id: number;
}
/** A change as it travels: its event id and when it was published (after its commit). */
export interface LiveEvent extends LiveChange {
  eventId: string;
  at: number;
}

const BACKLOG_SIZE = 500;

interface Bus {
  emitter: EventEmitter;
  /** Event ids are `${epoch}.${sequence}`: an id from another process life can't be caught up. */
  epoch: string;
  sequence: number;
  backlog: LiveEvent[];
}
const bus = singleton<Bus>("live bus", () => ({
  emitter: new EventEmitter().setMaxListeners(0),
  epoch: crypto.randomBytes(4).toString("hex"),
  sequence: 0,
  backlog: [],
}));

/**
 * The table a project's change goes out under: "projects", which every open page hears, only when visitors
 * see the project (published and not private); else "drafts", which reaches signed-in admins alone, so a
 * visitor's stream never names a project it cannot see.
 */
export function projectTable(project: { status: string; private: number }): "projects" | "drafts" {
  return project.status === "published" && project.private === 0 ? "projects" : "drafts";
}

/** Call only after the change's transaction has committed. */
export function publish(change: LiveChange): void {
  const event: LiveEvent = { ...change, eventId: `${bus.epoch}.${++bus.sequence}`, at: Date.now() };
  bus.backlog.push(event);
  if (bus.backlog.length > BACKLOG_SIZE) bus.backlog.shift();
  bus.emitter.emit("change", event);
}

export function subscribe(listener: (event: LiveEvent) => void): () => void {
  bus.emitter.on("change", listener);
  return () => bus.emitter.off("change", listener);
}

/**
 * What a client that last saw `lastEventId` missed: the events after it, or null when the
 * backlog no longer reaches that far (or the id is from before a restart) and it must resync.
 */
export function missedSince(lastEventId: string): LiveEvent[] | null {
  const [epoch, seq] = lastEventId.split(".");
  const sequence = Number(seq);
  if (epoch !== bus.epoch || !Number.isInteger(sequence) || sequence > bus.sequence) return null;
  const oldest = bus.backlog[0];
  if (sequence < bus.sequence && (!oldest || Number(oldest.eventId.split(".")[1]) > sequence + 1)) return null;
  return bus.backlog.filter((e) => Number(e.eventId.split(".")[1]) > sequence);
}

/** The id a new client starts from. */
export function currentEventId(): string {
  return `${bus.epoch}.${bus.sequence}`;
}

export function listenerCount(): number {
  return bus.emitter.listenerCount("change");
}
