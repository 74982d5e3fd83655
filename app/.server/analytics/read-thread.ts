// The Statistics page's sums over many days run on a thread of their own, with its own read-only
// connection: however many rows a range holds, the main thread keeps answering visitors meanwhile
// (better-sqlite3 is synchronous: on the main thread a long query stops every request). The thread starts
// with the first read and is ended with the analytics (stopReadThread).
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

import type { Compilable } from "kysely";

import { env } from "~/.server/env";

// Plain CommonJS run by the thread (no build step): one statement per message, its rows or its error back.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: db.prepare(sql).all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

type Reply = { id: number; rows?: unknown[]; error?: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve("better-sqlite3"), file: env().databasePath },
  });
  // Nothing waits on an idle thread: the process may end without it.
  started.unref();
  started.on("message", ({ id, rows, error }: Reply) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) pending?.resolve(rows ?? []);
    else pending?.reject(new Error(error));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", () => {
    if (worker === started) worker = null;
    failAll(new Error("The statistics thread stopped."));
  });
  return (worker = started);
}

function failAll(error: Error) {
  for (const pending of waiting.values()) pending.reject(error);
  waiting.clear();
}

/** Runs a kysely select on the statistics thread; resolves with its rows. */
export function readOffThread<Row>(query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile();
  const id = nextId++;
  return new Promise<Row[]>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
    thread().postMessage({ id, sql, parameters });
  });
}

/** Ends the thread (before the database closes). */
export async function stopReadThread(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.terminate();
}
