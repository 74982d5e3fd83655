// The one logger: one JSON object per line on stdout, with the id of the request being answered.
// LOG_LEVEL (debug, info, warn or error; info when unset) names the least severe level written.
// Never pass a password, a token or what a visitor typed.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

export type LogLevel = "debug" | "info" | "warn" | "error";
const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const requestIds = new AsyncLocalStorage<string>();

function leastSevere(): number {
  return SEVERITY[process.env.LOG_LEVEL?.toLowerCase() as LogLevel] ?? SEVERITY.info;
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (SEVERITY[level] < leastSevere()) return;
  const requestId = requestIds.getStore();
  console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields }));
}

/** Runs the answer to one request: every line logged while it runs carries the request's new id. */
export function withRequestId<T>(answer: (requestId: string) => T): T {
  const requestId = crypto.randomUUID();
  return requestIds.run(requestId, () => answer(requestId));
}
