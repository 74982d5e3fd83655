import { useSyncExternalStore } from "react";

/**
 * Where one chosen file is in a save: being sent (0..1), sent ahead of its save and stored as an asset
 * (a batch's file, by its id), saved, or refused by the server with its reason.
 */
export type FileState = { sent: number } | { staged: number } | { saved: true } | { error: string };

// Each chosen file's state in the save under way, keyed by the File the drop zone holds: the upload
// hook writes it as the body goes out and as answers come, each chosen file's row reads its own.
let current: ReadonlyMap<File, FileState> = new Map();
const listeners = new Set<() => void>();

export function setFileStates(next: ReadonlyMap<File, FileState>): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The states now, outside React (the upload hook reads which files a batch already sent). */
export function fileStates(): ReadonlyMap<File, FileState> {
  return current;
}

/** Changes some files' states and keeps the others'. */
export function updateFileStates(changes: Iterable<[File, FileState]>): void {
  setFileStates(new Map([...current, ...changes]));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every file's state: a drop zone leaves files already saved out of the next send. */
export function useFileStates(): ReadonlyMap<File, FileState> {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
}
const EMPTY: ReadonlyMap<File, FileState> = new Map();
