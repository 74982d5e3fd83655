// Awards, publications and exhibitions (decision 057): the admin's list and writes. Each change goes out on
// the live bus: as "press" when visitors could see the item before or after it, else as "drafts".
import { sql, type Transaction } from "kysely";

import type { Asset, Database, PressKind, ProjectStatus } from "#db/tables";
import { db } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { publish } from "~/.server/live/bus";
import { removeFiles, storeFile } from "~/.server/storage/assets";
import { FOLDERS } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";
import type { PressItem } from "~/utils/press";

import { revise } from "../history/revisions";
import { assetsOfRevisions } from "../history/subjects";
import { deleteUnused } from "../history/unused-assets";
import { type TextsByLanguage, writeLanguages } from "../translations";
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
 * The next item's id, picked inside the save's transaction so its revision names it before the insert: past every
 * id ever given (the table's AUTOINCREMENT counter), so a new item never takes a deleted one's.
 */
async function nextPressId(trx: Trx): Promise<number> {
  const { rows } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'press_items'`.execute(trx);
  return Number(rows[0]?.seq ?? 0) + 1;
}

/**
 * Adds (id null) or updates an item with the projects it names, its title in the other languages and, when
 * given, a new scan (or `null` to remove it). Each save is a revision (decision 057): the replaced scan's files
 * stay while a revision can bring it back. Null when there is no such item out of the trash.
 */
export async function savePress(
  id: number | null,
  fields: PressFields,
  projectIds: number[],
  status: ProjectStatus,
  scan: { file: UploadedFile; mime: string } | null | undefined,
  translations: TextsByLanguage = {},
): Promise<number | null> {
  const current =
    id === null
      ? null
      : await db
          .selectFrom("press_items")
          .select("scan")
          .where("id", "=", id)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
  if (id !== null && !current) return null;
  const shownBefore = id !== null && (await shownNow(db, id));
  const stored = scan ? await storeScan(scan.file, scan.mime) : null;
  const nextScan = scan === undefined ? (current?.scan ?? null) : (stored?.id ?? null);
  let itemId = 0;
  const saved = await revise(
    async (trx) => ({ kind: "press", id: (itemId = id ?? (await nextPressId(trx))) }),
    async (trx) => {
      const values = { ...fields, status, scan: nextScan, updated_at: new Date().toISOString() };
      if (id === null)
        await trx
          .insertInto("press_items")
          .values({ ...values, id: itemId })
          .execute();
      else await trx.updateTable("press_items").set(values).where("id", "=", itemId).execute();
      await trx.deleteFrom("press_item_projects").where("press_id", "=", itemId).execute();
      if (projectIds.length)
        await trx
          .insertInto("press_item_projects")
          .values(projectIds.map((project_id) => ({ press_id: itemId, project_id })))
          .execute();
      await writeLanguages("press", itemId, translations, trx);
      return itemId;
    },
    { newAssetIds: stored ? [stored.id] : [] },
  );
  announce(id === null ? "insert" : "update", saved, shownBefore || status === "published");
  return saved;
}

/** Moves an item to the trash, or back (a revision each); false when there is none in that state. */
export async function setPressInTrash(id: number, inTrash: boolean): Promise<boolean> {
  const shownBefore = await shownNow(db, id);
  const moved = await revise({ kind: "press", id }, async (trx) => {
    const result = await trx
      .updateTable("press_items")
      .set({ deleted_at: inTrash ? new Date().toISOString() : null, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("deleted_at", inTrash ? "is" : "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
  if (!moved) return false;
  announce("update", id, shownBefore || (await shownNow(db, id)));
  return true;
}

/** Deletes a trashed item for good, with its history, and the files of scans nothing else names. */
export async function deletePressForever(id: number): Promise<boolean> {
  const released = await db.transaction().execute(async (trx) => {
    const scans = await assetsOfRevisions(trx, { kind: "press", id });
    const row = await trx
      .deleteFrom("press_items")
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .returning("scan")
      .executeTakeFirst();
    if (!row) return null;
    return deleteUnused(trx, row.scan === null ? scans : [...scans, row.scan]);
  });
  if (released === null) return false;
  await removeFiles(released);
  announce("delete", id, false);
  return true;
}

/** The projects an item may name: every one out of the trash, by name. */
export async function projectChoices(): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("projects").select(["id", "name"]).where("deleted_at", "is", null).orderBy("name").execute();
}
