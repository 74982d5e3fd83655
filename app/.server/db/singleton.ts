// One object per process for what must exist once (the database handle, the live bus, the data
// lock). Kept on globalThis, since Vite's dev reloads and a second boot in one process (tests)
// evaluate the modules again: they find the object already made instead of making another.
const store = globalThis as unknown as { __studioSingletons?: Map<string, unknown> };
const kept = (store.__studioSingletons ??= new Map<string, unknown>());

export function singleton<T>(name: string, make: () => T): T {
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name) as T;
}

/** After closing a kept object: the next singleton() call for its name makes a new one. */
export function forgetSingleton(name: string): void {
  kept.delete(name);
}

/** Forgets every kept object, so that a test runner's next file in this process starts as a new process would. */
export function forgetSingletons(): void {
  kept.clear();
}
