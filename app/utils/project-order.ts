// The project order's pure parts, shared by the admin's page (its pending view) and the server.
import type { ProjectOrderMode } from "#db/tables";

export type { ProjectOrderMode };
export const PROJECT_ORDER_MODES = ["newest", "custom"] as const satisfies readonly ProjectOrderMode[];

/** The list with the item `id` taken out and put back at index `to` (clamped to the list); unchanged if absent. */
export function moveTo<T extends { id: number }>(list: readonly T[], id: number, to: number): T[] {
  const from = list.findIndex((item) => item.id === id);
  if (from === -1) return [...list];
  const rest = list.filter((item) => item.id !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(to)));
  return [...rest.slice(0, at), list[from], ...rest.slice(at)];
}
