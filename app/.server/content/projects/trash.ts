// The projects' trash: the admin's "Delete" moves a project here (projects.deleted_at), where it keeps
// its rows, files and old links and is hidden from visitors (isVisibleToVisitors). It comes back on
// "Restore", or goes for good, files too, on "Delete forever" or TRASH_RETENTION_MS later.
import type { ProjectStatus, ProjectType } from "#db/tables";
import { db } from "~/.server/db/db";
import { publish } from "~/.server/live/bus";
import { log } from "~/.server/log";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";
import { TRASH_RETENTION_MS } from "~/utils/constants";

import { revise } from "../history/revisions";
import { NEXT_PREVIEW_VERSION } from "../sharing/preview-links";
import { notInTrash } from "./reads";
import { deleteProject } from "./writes";

/** How often the trash is swept: a purge a few hours late costs only disk, and the sweep also runs at boot. */
const TRASH_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves a project to the trash; false when there is no such project outside it. */
export async function trashProject(id: number, now = new Date()): Promise<boolean> {
  const result = await revise({ kind: "project", id }, (trx) =>
    trx
      .updateTable("projects")
      .set({ deleted_at: now.toISOString(), preview_version: NEXT_PREVIEW_VERSION })
      .where("id", "=", id)
      .where(notInTrash)
      .executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) === 0) return false;
  // To visitors (and the page cache) a trashed project is a deleted one.
  publish({ table: "projects", op: "delete", id });
  return true;
}

/** Brings a project back from the trash as it was; its status then (a draft stays one), or null when it was not there. */
export async function restoreProject(id: number): Promise<ProjectStatus | null> {
  const result = await revise({ kind: "project", id }, (trx) =>
    trx
      .updateTable("projects")
      .set({ deleted_at: null, preview_version: NEXT_PREVIEW_VERSION })
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .returning("status")
      .executeTakeFirst(),
  );
  if (!result) return null;
  publish({ table: "projects", op: "insert", id });
  return result.status;
}

/** Deletes a trashed project for good, with its files; false when it is not in the trash. */
export const deleteForever = (id: number) => deleteProject(id, { trashedOnly: true });

export interface TrashedProject {
  id: number;
  name: string;
  type: ProjectType;
  deletedAt: string;
  /** Days until the purge, counting the day under way (30 just after a delete). */
  daysLeft: number;
}

/** The trash, most recently deleted first. */
export async function listTrash(now = Date.now()): Promise<TrashedProject[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "type", "deleted_at"])
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map(({ deleted_at, ...row }) => {
    const purgeAt = Date.parse(deleted_at!) + TRASH_RETENTION_MS;
    return { ...row, deletedAt: deleted_at!, daysLeft: Math.max(0, Math.ceil((purgeAt - now) / DAY_MS)) };
  });
}

/** Purges the projects trashed more than TRASH_RETENTION_MS ago, rows and files. */
export async function sweepTrash(now = Date.now()): Promise<{ purged: number }> {
  const cutoff = new Date(now - TRASH_RETENTION_MS).toISOString();
  const expired = await db.selectFrom("projects").select("id").where("deleted_at", "<=", cutoff).execute();
  let purged = 0;
  for (const { id } of expired) if (await deleteForever(id)) purged++;
  return { purged };
}

/** Sweeps now (at boot) and then every TRASH_SWEEP_INTERVAL_MS; returns the stop function. */
export function startTrashSweep(): StopJob {
  return startPeriodic("trash sweep", TRASH_SWEEP_INTERVAL_MS, async () => {
    const { purged } = await sweepTrash();
    if (purged > 0) log("info", "projects purged from the trash", { purged });
  });
}
