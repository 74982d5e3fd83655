// Selections: projects (public or private) the admin picks in an order, with a title and a note, to
// share by link (./share-links.ts) and as a PDF dossier (app/.server/dossier). See docs/decisions/025.
import type { Transaction } from "kysely";

import type { Database } from "#db/tables";
import { db } from "~/.server/db/db";

import { type ProjectFile, projectFile } from "../projects/files";
import {
  inLanguageWithMedia,
  isShareable,
  loadProjectWithMedia,
  type ProjectDetail,
  projectDetail,
} from "../projects/reads";

export interface SelectionFields {
  title: string;
  note: string;
  /** Project ids, in the order the selection shows them. */
  projectIds: number[];
}

export interface SelectionSummary {
  id: number;
  title: string;
  projects: number;
  liveLinks: number;
  updatedAt: string;
}

export async function listSelections(now = Date.now()): Promise<SelectionSummary[]> {
  const rows = await db
    .selectFrom("selections")
    .select((eb) => [
      "selections.id",
      "selections.title",
      "selections.updated_at",
      eb
        .selectFrom("selection_projects")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("selection_id", "=", "selections.id")
        .as("projects"),
      eb
        .selectFrom("share_links")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("selection_id", "=", "selections.id")
        .where("revoked_at", "is", null)
        .where("expires_at", ">", new Date(now).toISOString())
        .as("liveLinks"),
    ])
    .orderBy("selections.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    projects: Number(r.projects ?? 0),
    liveLinks: Number(r.liveLinks ?? 0),
    updatedAt: r.updated_at,
  }));
}

async function writeProjects(trx: Transaction<Database>, selectionId: number, projectIds: number[]) {
  await trx.deleteFrom("selection_projects").where("selection_id", "=", selectionId).execute();
  if (projectIds.length === 0) return;
  await trx
    .insertInto("selection_projects")
    .values(projectIds.map((project_id, position) => ({ selection_id: selectionId, project_id, position })))
    .execute();
}

export async function createSelection(fields: SelectionFields): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("selections")
      .values({ title: fields.title, note: fields.note })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeProjects(trx, id, fields.projectIds);
    return id;
  });
}

/** False when there is no such selection. */
export async function updateSelection(id: number, fields: SelectionFields): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("selections")
      .set({ title: fields.title, note: fields.note, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeProjects(trx, id, fields.projectIds);
    return true;
  });
}

/** Deletes a selection with its links and their view logs (by cascade). */
export async function deleteSelection(id: number): Promise<boolean> {
  const result = await db.deleteFrom("selections").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function getSelection(id: number) {
  const selection = await db
    .selectFrom("selections")
    .select(["id", "title", "note", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!selection) return null;
  const picked = await db
    .selectFrom("selection_projects")
    .select("project_id")
    .where("selection_id", "=", id)
    .orderBy("position")
    .execute();
  return { ...selection, projectIds: picked.map((p) => p.project_id) };
}

/** The projects a selection may include: published ones, public or private, out of the trash. */
export async function shareableProjects() {
  return db
    .selectFrom("projects")
    .select(["id", "name", "year", "type", "private"])
    .where(isShareable)
    .orderBy("id", "desc")
    .execute();
}

/**
 * What a share link and the dossier show: the selection's shareable projects, in its order, with their media, their
 * texts in `lang` (a link's language) where translated.
 */
export async function selectionContent(
  id: number,
  lang?: string,
): Promise<{ title: string; note: string; projects: ProjectDetail[] } | null> {
  const selection = await getSelection(id);
  if (!selection) return null;
  const projects: ProjectDetail[] = [];
  for (const projectId of selection.projectIds) {
    const detail = projectDetail(
      await inLanguageWithMedia(await loadProjectWithMedia({ id: projectId }, isShareable), lang),
    );
    if (detail) projects.push(detail);
  }
  return { title: selection.title, note: selection.note, projects };
}

/** A file a share link may serve: one of the selection's shareable projects' (../projects/files.ts). */
export async function selectionFile(selectionId: number, relativePath: string): Promise<ProjectFile | null> {
  const projects = await db
    .selectFrom("selection_projects")
    .innerJoin("projects", "projects.id", "selection_projects.project_id")
    .select("projects.id")
    .where("selection_projects.selection_id", "=", selectionId)
    .where(isShareable)
    .execute();
  return projectFile(
    projects.map((project) => project.id),
    relativePath,
  );
}
