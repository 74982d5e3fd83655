// The server's clock: what scheduled work asks for the time. It is the system clock, unless
// CLOCK_OFFSET_FILE names a file holding a number of milliseconds to add to it: browser tests move a
// running server through time that way (a schedule "at the next minute" runs without anyone waiting
// a minute). The file is watched, and whoever listens is told when the time moves, so a timer armed for
// a later moment is armed again. Never set it in production: it exists so the tests need no sleep.
import { EventEmitter } from "node:events";
import fs from "node:fs";

import { env } from "~/.server/env";
import { log } from "~/.server/log";

interface Clock {
  offsetMs: number;
  moved: EventEmitter;
  watcher: fs.FSWatcher | null;
}

let made: Clock | null = null;

/** Made on first use (never at import): the environment is read then. */
function clock(): Clock {
  if (made) return made;
  const state: Clock = { offsetMs: 0, moved: new EventEmitter().setMaxListeners(0), watcher: null };
  const file = env().CLOCK_OFFSET_FILE;
  if (file) {
    const read = () => {
      const offset = Number(fs.readFileSync(file, "utf8").trim() || 0);
      if (!Number.isFinite(offset) || offset === state.offsetMs) return;
      state.offsetMs = offset;
      log("warn", "the server's clock was moved (CLOCK_OFFSET_FILE)", { offsetMs: offset });
      state.moved.emit("moved");
    };
    read();
    state.watcher = fs.watch(file, () => {
      try {
        read();
      } catch (error) {
        log("error", "CLOCK_OFFSET_FILE could not be read", { error: String(error) });
      }
    });
    state.watcher.unref();
  }
  return (made = state);
}

/** Milliseconds since the epoch, by the server's clock. */
export function now(): number {
  return Date.now() + clock().offsetMs;
}

/** Calls `listener` whenever the clock is moved (tests only); answers how to stop listening. */
export function onClockMoved(listener: () => void): () => void {
  clock().moved.on("moved", listener);
  return () => clock().moved.off("moved", listener);
}
