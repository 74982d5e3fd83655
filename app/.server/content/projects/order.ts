// The order of projects on /projects, the type pages, search and (if the admin says so) the home:
// Newest first (the default), or the admin's custom order (projects.custom_position, smallest first).
// listProjects in projects.ts reads the mode inside its own query; this module reads and writes it.
import type { ProjectOrderMode, ProjectStatus, ProjectType } from "#db/tables";
import { db } from "~/.server/db/db";
import { projectTable, publish } from "~/.server/live/bus";
import { moveTo } from "~/utils/project-order";

import { notInTrash } from "./reads";

export interface ProjectOrderSettings {
  mode: ProjectOrderMode;
  /** The home's latest three follow the custom order too (only while mode is "custom"). */
  homeFollowsCustom: boolean;
}

export async function getProjectOrder(): Promise<ProjectOrderSettings> {
  const row = await db
    .selectFrom("project_order")
    .select(["mode", "home_follows_custom"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { mode: row.mode, homeFollowsCustom: row.home_follows_custom === 1 };
}

/** Saves the mode; visitors' open lists refresh and the page cache empties (any bus change does). */
export async function setProjectOrder(settings: ProjectOrderSettings): Promise<void> {
  await db
    .updateTable("project_order")
    .set({
      mode: settings.mode,
      home_follows_custom: settings.homeFollowsCustom ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", 1)
    .execute();
  publish({ table: "projects", op: "update", id: 0 });
}

export interface OrderedProject {
  id: number;
  name: string;
  type: ProjectType;
  status: ProjectStatus;
}

/** Every project outside the trash (drafts too) in the custom order: what the admin arranges. */
export async function listCustomOrder(): Promise<OrderedProject[]> {
  return db
    .selectFrom("projects")
    .select(["id", "name", "type", "status"])
    .where(notInTrash)
    .orderBy("custom_position")
    .orderBy("id", "desc")
    .execute();
}

/**
 * Puts project `id` at index `to` of the custom order as the admin sees it (trash left out) and
 * numbers every project 1, 2, 3… in one transaction. A trashed project keeps its place after the
 * project it followed, so "Restore" brings it back where it was. Returns its new index, or null when there is no
 * such project outside the trash.
 */
export async function moveProject(
  id: number,
  to: number,
): Promise<{ index: number; count: number; status: ProjectStatus } | null> {
  const moved = await db.transaction().execute(async (trx) => {
    const all = await trx
      .selectFrom("projects")
      .select(["id", "status", "private", "deleted_at", "custom_position"])
      .orderBy("custom_position")
      .orderBy("id", "desc")
      .execute();
    const shown = all.filter((p) => p.deleted_at === null);
    const project = shown.find((p) => p.id === id);
    if (!project) return null;
    const reordered = moveTo(shown, id, to);
    // A trashed project stays right after the project it followed, so a restore puts it back between the same neighbours.
    const leading: typeof all = [];
    const followers = new Map<number, typeof all>();
    let before: number | null = null;
    for (const p of all) {
      if (p.deleted_at === null) before = p.id;
      else if (before === null) leading.push(p);
      else followers.set(before, [...(followers.get(before) ?? []), p]);
    }
    const final = [...leading, ...reordered.flatMap((p) => [p, ...(followers.get(p.id) ?? [])])];
    for (const [i, p] of final.entries()) {
      if (p.custom_position !== i + 1)
        await trx
          .updateTable("projects")
          .set({ custom_position: i + 1 })
          .where("id", "=", p.id)
          .execute();
    }
    return {
      index: reordered.indexOf(project),
      count: reordered.length,
      status: project.status,
      table: projectTable(project),
    };
  });
  // Visitors hear of the move only for a project they can see; a draft's or a private project's reaches admins alone.
  if (!moved) return null;
  publish({ table: moved.table, op: "update", id });
  return { index: moved.index, count: moved.count, status: moved.status };
}
