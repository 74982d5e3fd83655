// The admin's writes to projects. Files follow the data: uploads are stored (and encoded)
// before the rows that use them are written; if storing or writing fails, the new files
// go; replaced and deleted files go only after the change has committed.
import crypto from "node:crypto";

import type { Transaction } from "kysely";

import type { Database, NewProject, ProjectState, ProjectStatus } from "#db/tables";
import { db } from "~/.server/db/db";
import { queueTranscode } from "~/.server/images/transcode-queue";
import { projectTable, publish } from "~/.server/live/bus";
import { removeFiles } from "~/.server/storage/assets";
import type { Credit } from "~/utils/credits";
import { projectLink } from "~/utils/slug";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";

import { revise } from "../history/revisions";
import { assetsOfRevisions } from "../history/subjects";
import { type Direction, listAssetIds, moveInList, projectList, removeFromList } from "../media-lists";
import { NEXT_PREVIEW_VERSION } from "../sharing/preview-links";
import { type TextsByLanguage, writeLanguages } from "../translations";
import { writeCredits } from "./credits";
import { notInTrash } from "./reads";
import { attachMedia, type NewImage, type ProjectMedia, storeMedia } from "./save-media";

/** What the admin's form sets of a project; the link and images are made by the save. */
export type ProjectFields = Pick<
  NewProject,
  | "name"
  | "year"
  | "location"
  | "area"
  | "type"
  | "photographer"
  | "latitude"
  | "longitude"
  | "description_part_1"
  | "description_part_2"
  | "description_part_3"
>;

/**
 * Tells open pages of a committed change. Visitors' pages hear only of changes they could see: a draft's
 * own edits go out as "drafts", which only signed-in admins receive; a change of status goes to everyone.
 */
function announce(op: "insert" | "update" | "delete", id: number, shownToVisitors: boolean): void {
  publish({ table: shownToVisitors ? "projects" : "drafts", op, id });
}

/** Whether visitors may see the project (published, and not private): then its changes go to everyone. */
const shown = (row: { status: ProjectStatus; private: number }) => projectTable(row) === "projects";

async function shownToVisitors(id: number): Promise<boolean> {
  const row = await db.selectFrom("projects").select(["status", "private"]).where("id", "=", id).executeTakeFirst();
  return row ? shown(row) : false;
}

/** The id a new project gets: chosen inside the save's transaction, so the revision can name it before the insert. */
async function nextProjectId(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom("projects")
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

const randomHex = (length: number) =>
  crypto
    .randomBytes(Math.ceil(length / 2))
    .toString("hex")
    .slice(0, length);

export async function createProject(
  fields: ProjectFields,
  media: ProjectMedia & { header: NewImage },
  status: ProjectStatus = "published",
  translations: ProjectTranslations = {},
  credits?: readonly Credit[],
): Promise<{ id: number; link: string }> {
  const stored = await storeMedia(media);
  let id = 0;
  const project = await revise(
    async (trx) => ({ kind: "project", id: (id = await nextProjectId(trx)) }),
    async (trx) => {
      const row = await trx
        .insertInto("projects")
        .values({ ...fields, id, status, link: projectLink(fields.name, randomHex), image_header: stored.header!.id })
        .returning(["id", "link"])
        .executeTakeFirstOrThrow();
      await attachMedia(trx, row.id, media, stored);
      await writeLanguages("project", row.id, translations, trx);
      if (credits) await writeCredits(trx, row.id, credits);
      return row;
    },
    { newAssetIds: stored.ids },
  );
  for (const video of stored.videos) queueTranscode(video.id);
  announce("insert", project.id, status === "published");
  return project;
}

/** Per language, the texts of the fields a form posted (translations.ts: fields not named keep theirs). */
export type ProjectTranslations = TextsByLanguage;

/**
 * Saves changed fields, their translations, new media and the status; null when there is no such project.
 * A new name makes a new link.
 */
export async function updateProject(
  id: number,
  fields: ProjectFields,
  media: ProjectMedia,
  status: ProjectStatus = "published",
  translations: ProjectTranslations = {},
  credits?: readonly Credit[],
): Promise<{ id: number; link: string } | null> {
  const current = await db
    .selectFrom("projects")
    .select(["name", "link", "image_header", "status", "private"])
    .where("id", "=", id)
    .where(notInTrash)
    .executeTakeFirst();
  if (!current) return null;
  const stored = await storeMedia(media);
  const link = fields.name === current.name ? current.link : projectLink(fields.name, randomHex);
  await revise(
    { kind: "project", id },
    async (trx) => {
      const result = await trx
        .updateTable("projects")
        .set({
          ...fields,
          status,
          link,
          image_header: stored.header?.id ?? current.image_header,
          updated_at: new Date().toISOString(),
          ...(status !== current.status ? { preview_version: NEXT_PREVIEW_VERSION } : {}),
        })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new Error(`No project found with ID ${id} to update.`);
      if (link !== current.link) {
        await trx
          .insertInto("project_link_redirects")
          .values({ old_link: current.link, project_id: id })
          .onConflict((oc) => oc.column("old_link").doUpdateSet({ project_id: id }))
          .execute();
      }
      await attachMedia(trx, id, media, stored);
      await writeLanguages("project", id, translations, trx);
      if (credits) await writeCredits(trx, id, credits);
    },
    { newAssetIds: stored.ids },
  );
  for (const video of stored.videos) queueTranscode(video.id);
  announce("update", id, shown(current) || shown({ status, private: current.private }));
  return { id, link };
}

/**
 * Publishes a project (to everyone, or privately: for share links only) or makes it a draft; false when
 * there is no such project. Visitors hear of it when they could see it before or after.
 */
export async function setProjectStatus(
  id: number,
  state: ProjectState,
  /** The problems the admin chose to publish despite, which the revision's summary keeps. */
  overridden: string | null = null,
): Promise<boolean> {
  const before = await db
    .selectFrom("projects")
    .select(["status", "private"])
    .where("id", "=", id)
    .where(notInTrash)
    .executeTakeFirst();
  if (!before) return false;
  const after = {
    status: state === "draft" ? ("draft" as const) : ("published" as const),
    private: state === "private" ? 1 : 0,
  };
  const result = await revise(
    { kind: "project", id },
    (trx) =>
      trx
        .updateTable("projects")
        .set({ ...after, updated_at: new Date().toISOString(), preview_version: NEXT_PREVIEW_VERSION })
        .where("id", "=", id)
        .where(notInTrash)
        .executeTakeFirst(),
    { summary: (changed) => CHECK_TEXTS.withOverride(changed, overridden) },
  );
  if (Number(result.numUpdatedRows) === 0) return false;
  announce("update", id, shown(before) || shown(after));
  return true;
}

/** Revokes every preview link made so far for a project; false when there is no such project. */
export async function revokePreviewLinks(id: number): Promise<boolean> {
  const result = await db
    .updateTable("projects")
    .set({ preview_version: NEXT_PREVIEW_VERSION })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a project for good: its rows (old links go by cascade) in one transaction, then its files.
 * The admin's "Delete" moves a project to the trash instead (./trash.ts); this runs on "Delete
 * forever" and the trash's purge, which pass `trashedOnly`.
 */
export async function deleteProject(id: number, { trashedOnly = false } = {}): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("projects").select(["image_header", "status", "private"]).where("id", "=", id);
    if (trashedOnly) query = query.where("deleted_at", "is not", null);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    // Its revisions go with it (by cascade), and so do the replaced images only they kept.
    const ids = [
      ...new Set([
        row.image_header,
        ...(await listAssetIds(projectList("images", id), trx)),
        ...(await listAssetIds(projectList("videos", id), trx)),
        ...(await assetsOfRevisions(trx, { kind: "project", id })),
      ]),
    ];
    const assets = await trx.selectFrom("assets").selectAll().where("id", "in", ids).execute();
    await trx.deleteFrom("projects").where("id", "=", id).execute();
    await trx.deleteFrom("assets").where("id", "in", ids).execute();
    return { assets, shown: shown(row) };
  });
  if (!removed) return false;
  await removeFiles(removed.assets);
  announce("delete", id, removed.shown);
  return true;
}

export class LastImageError extends Error {}

/** Removes one detail image; a project keeps at least one. */
export async function removeProjectImage(projectId: number, assetId: number): Promise<boolean> {
  const ids = await listAssetIds(projectList("images", projectId));
  if (ids.includes(assetId) && ids.length === 1) throw new LastImageError();
  const removed = await revise({ kind: "project", id: projectId }, (trx) =>
    removeFromList(trx, projectList("images", projectId), assetId),
  );
  if (removed) announce("update", projectId, await shownToVisitors(projectId));
  return removed;
}

export async function removeProjectVideo(projectId: number, assetId: number): Promise<boolean> {
  const removed = await revise({ kind: "project", id: projectId }, (trx) =>
    removeFromList(trx, projectList("videos", projectId), assetId),
  );
  if (removed) announce("update", projectId, await shownToVisitors(projectId));
  return removed;
}

export async function moveProjectImage(projectId: number, assetId: number, direction: Direction): Promise<boolean> {
  const moved = await revise({ kind: "project", id: projectId }, (trx) =>
    moveInList(trx, projectList("images", projectId), assetId, direction),
  );
  if (moved) announce("update", projectId, await shownToVisitors(projectId));
  return moved;
}
