// Awards, publications and exhibitions (decision 057): the admin's list and writes. Each change goes out on
// the live bus: as "press" when visitors could see the item before or after it, else as "drafts".
import type { Transaction } from "kysely";

import type { Asset, Database, PressKind, ProjectStatus } from "#db/tables";
import { db } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { publish } from "~/.server/live/bus";
import { deleteAssets, removeFiles, storeFile } from "~/.server/storage/assets";
import { FOLDERS } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";
import type { PressItem } from "~/utils/press";

import { isPressPublic, ITEM_COLUMNS, scanAssets, scanOf } from "./reads";

type Trx = Transaction<Database>;

export interface PressFields {
  kind: PressKind;
  date: string;
  title: string;
  organisation: string;
  link: string | null;
}

export interface AdminPressItem extends PressFields {
  id: number;
  status: ProjectStatus;
  inTrash: boolean;
  projectIds: number[];
  scan: PressItem["scan"];
  scanName: string | null;
}

/** Every item, the trash's too, newest first, with the projects it names. */
export async function listPressForAdmin(): Promise<AdminPressItem[]> {
  const rows = await db
    .selectFrom("press_items")
    .select([...ITEM_COLUMNS, "status", "deleted_at"])
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  const links = await db.selectFrom("press_item_projects").selectAll().execute();
  const scans = await scanAssets(rows.map((row) => row.scan));
  return rows.map(({ scan, deleted_at, updated_at: _updated, ...row }) => ({
    ...row,
    inTrash: deleted_at !== null,
    projectIds: links.filter((link) => link.press_id === row.id).map((link) => link.project_id),
    scan: scanOf(scan === null ? undefined : scans.get(scan)),
    scanName: scan === null ? null : (scans.get(scan)?.original_name ?? null),
  }));
}

/** Tells open pages: visitors' pages of a change they could see, admins' of any (a draft's as "drafts"). */
function announce(op: "insert" | "update" | "delete", id: number, shown: boolean) {
  publish({ table: shown ? "press" : "drafts", op, id });
}

async function shownNow(trx: Pick<Trx, "selectFrom">, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom("press_items")
    .select("id")
    .where("id", "=", id)
    .where(isPressPublic)
    .executeTakeFirst();
  return Boolean(row);
}

/** Stores a scan: an image by storeImage (variants, metadata stripped), a PDF as a checked document. */
export async function storeScan(file: UploadedFile, mime: string): Promise<Asset> {
  if (mime === "application/pdf") return storeFile(file, FOLDERS.press, "portfolio", ["application/pdf"]);
  return storeImage(file, FOLDERS.press, { alt: "" });
}

/**
 * Adds (id null) or updates an item with the projects it names and, when given, a new scan (or `null`
 * to remove it); the replaced scan's files go after the commit. Null when there is no such item.
 */
export async function savePress(
  id: number | null,
  fields: PressFields,
  projectIds: number[],
  status: ProjectStatus,
  scan: { file: UploadedFile; mime: string } | null | undefined,
): Promise<number | null> {
  const stored = scan ? await storeScan(scan.file, scan.mime) : null;
  let replaced: number | null = null;
  let shownBefore = false;
  let saved: number | null;
  try {
    saved = await db.transaction().execute(async (trx) => {
      let itemId = id;
      if (itemId === null) {
        const row = await trx
          .insertInto("press_items")
          .values({ ...fields, status, scan: stored?.id ?? null })
          .returning("id")
          .executeTakeFirstOrThrow();
        itemId = row.id;
      } else {
        const current = await trx
          .selectFrom("press_items")
          .select("scan")
          .where("id", "=", itemId)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (!current) return null;
        shownBefore = await shownNow(trx, itemId);
        const nextScan = scan === undefined ? current.scan : (stored?.id ?? null);
        if (nextScan !== current.scan) replaced = current.scan;
        await trx
          .updateTable("press_items")
          .set({ ...fields, status, scan: nextScan, updated_at: new Date().toISOString() })
          .where("id", "=", itemId)
          .execute();
        await trx.deleteFrom("press_item_projects").where("press_id", "=", itemId).execute();
      }
      if (projectIds.length)
        await trx
          .insertInto("press_item_projects")
          .values(projectIds.map((project_id) => ({ press_id: itemId, project_id })))
          .execute();
      return itemId;
    });
  } catch (error) {
    if (stored) await deleteAssets([stored.id]);
    throw error;
  }
  if (saved === null) {
    if (stored) await deleteAssets([stored.id]);
    return null;
  }
  if (replaced !== null) await deleteAssets([replaced]);
  announce(id === null ? "insert" : "update", saved, shownBefore || status === "published");
  return saved;
}

/** Moves an item to the trash, or back; false when there is none in that state. */
export async function setPressInTrash(id: number, inTrash: boolean): Promise<boolean> {
  const shownBefore = await shownNow(db, id);
  const result = await db
    .updateTable("press_items")
    .set({ deleted_at: inTrash ? new Date().toISOString() : null, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("deleted_at", inTrash ? "is" : "is not", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  announce("update", id, shownBefore || (await shownNow(db, id)));
  return true;
}

/** Deletes a trashed item for good, with its scan's files. */
export async function deletePressForever(id: number): Promise<boolean> {
  const row = await db
    .deleteFrom("press_items")
    .where("id", "=", id)
    .where("deleted_at", "is not", null)
    .returning("scan")
    .executeTakeFirst();
  if (!row) return false;
  if (row.scan !== null) {
    const assets = await db.deleteFrom("assets").where("id", "=", row.scan).returningAll().execute();
    await removeFiles(assets);
  }
  announce("delete", id, false);
  return true;
}

/** The projects an item may name: every one out of the trash, by name. */
export async function projectChoices(): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("projects").select(["id", "name"]).where("deleted_at", "is", null).orderBy("name").execute();
}
