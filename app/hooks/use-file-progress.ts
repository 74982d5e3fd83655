import { useSyncExternalStore } from "react";

// Each file's share of the upload being sent (0..1), keyed by the File the drop zone holds: the upload
// hook writes it as the body goes out, each chosen file's row reads its own.
let current: ReadonlyMap<File, number> = new Map();
const listeners = new Set<() => void>();

export function setFileProgress(next: ReadonlyMap<File, number>): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How much of this file has been sent, or null when it is not being uploaded. */
export function useFileProgress(file: File): number | null {
  return useSyncExternalStore(
    subscribe,
    () => current.get(file) ?? null,
    () => null,
  );
}
