// Work that test processes side by side may all ask for at once (the build, the seeded template):
// one does it, the others wait for it. The lock is a directory holding the worker's process id, so a
// lock left by a process that was killed is taken over at once instead of waited out.
import fs from "node:fs";
import path from "node:path";

// A lock's process id is written right after the directory is made: a lock without one after this long has none.
const PID_WRITE_MS = 10_000;

/** @param {number} ms */
const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` unless `done()`, holding `lock` while it runs; waits while another live process holds it.
 * @param {string} lock a directory path
 * @param {() => boolean} done
 * @param {() => void} work
 */
export function runOnce(lock, done, work) {
  if (done()) return;
  while (!takeLock(lock)) {
    if (done()) return;
    sleepSync(500);
  }
  try {
    if (!done()) work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** @param {string} lock */
function takeLock(lock) {
  try {
    fs.mkdirSync(lock);
  } catch {
    if (holderDied(lock)) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
  fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
  return true;
}

/** @param {string} lock */
function holderDied(lock) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // No id yet: being written (just now), or a lock without one, left long ago.
    try {
      return Date.now() - fs.statSync(lock).mtimeMs > PID_WRITE_MS;
    } catch {
      return false; // just removed
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "ESRCH";
  }
}
