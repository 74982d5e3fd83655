// The admin's writes to the single-row content (career, contact, homepage, studio) and its images.
// Files follow the data: a new image is stored before its row is written, an old one is
// deleted only after the change has committed, and a failed write deletes the new files.
import type { Asset } from "#db/types";
import { db } from "~/.server/db/db";
import { type LiveTable, publish } from "~/.server/live/bus";
import { deleteAssets } from "~/.server/storage/assets";
import { FOLDERS } from "~/.server/storage/folders";
import { storeImage } from "~/.server/images/store-image";
import type { UploadedFile } from "~/.server/storage/upload";
import type { CareerField, ContactField } from "~/utils/admin-schemas";
import type { FocalPoint } from "~/utils/media";
import { WORK_TYPES } from "./pages";
import { appendToList, commitWithAssets, type Direction, homeList, moveInList, removeFromList } from "./media-lists";

export type WorkTypeKey = (typeof WORK_TYPES)[number]["key"];
export type HomeListKind = "carousel" | "logos";

export async function updateCareerField(field: CareerField, value: string): Promise<void> {
  await db.updateTable("career").set({ [field]: value, updated_at: now() }).where("id", "=", 1).execute();
  publish({ table: "career", op: "update", id: 1 });
}

export async function updateContactField(field: ContactField, value: string): Promise<void> {
  await db.updateTable("contact").set({ [field]: value, updated_at: now() }).where("id", "=", 1).execute();
  publish({ table: "contact", op: "update", id: 1 });
}

export async function updateHomeDescription(description: string): Promise<void> {
  await db.updateTable("homepage").set({ description, updated_at: now() }).where("id", "=", 1).execute();
  publish({ table: "homepage", op: "update", id: 1 });
}

export async function updateStudioDetail(detail: string): Promise<void> {
  await db.updateTable("studio").set({ detail, updated_at: now() }).where("id", "=", 1).execute();
  publish({ table: "studio", op: "update", id: 1 });
}

/** Replaces the studio image: the new one is stored and committed before the old one is deleted. */
export async function replaceStudioImage(file: UploadedFile, alt: string): Promise<Asset> {
  const asset = await storeImage(file, FOLDERS.studio, { alt });
  const old = await commitWithAssets([asset.id], async (trx) => {
    const row = await trx.selectFrom("studio").select("image").where("id", "=", 1).executeTakeFirstOrThrow();
    await trx.updateTable("studio").set({ image: asset.id, updated_at: now() }).where("id", "=", 1).execute();
    return row.image;
  });
  await deleteAssets(old ? [old] : []);
  publish({ table: "studio", op: "update", id: 1 });
  return asset;
}

/** Replaces one of the three work-type images, in the same order as the studio image. */
export async function replaceWorkTypeImage(key: WorkTypeKey, file: UploadedFile, alt: string): Promise<Asset> {
  const asset = await storeImage(file, FOLDERS.workType, { alt });
  const old = await commitWithAssets([asset.id], async (trx) => {
    const row = await trx.selectFrom("homepage").select(key).where("id", "=", 1).executeTakeFirstOrThrow();
    await trx.updateTable("homepage").set({ [key]: asset.id, updated_at: now() }).where("id", "=", 1).execute();
    return row[key];
  });
  await deleteAssets(old ? [old] : []);
  publish({ table: "homepage", op: "update", id: 1 });
  return asset;
}

/** Adds an image to the end of the home carousel or the logo strip. */
export async function addHomeImage(kind: HomeListKind, file: UploadedFile, alt: string): Promise<Asset> {
  const asset = await storeImage(file, kind === "carousel" ? FOLDERS.imageCarousel : FOLDERS.logoCarousel, { alt });
  await commitWithAssets([asset.id], async (trx) => {
    await appendToList(trx, homeList(kind), [asset.id]);
    await trx.updateTable("homepage").set({ updated_at: now() }).where("id", "=", 1).execute();
  });
  publish({ table: "homepage", op: "update", id: 1 });
  return asset;
}

export async function removeHomeImage(kind: HomeListKind, assetId: number): Promise<boolean> {
  const removed = await removeFromList(homeList(kind), assetId);
  if (removed) publish({ table: "homepage", op: "update", id: 1 });
  return removed;
}

export async function moveHomeImage(kind: HomeListKind, assetId: number, direction: Direction): Promise<boolean> {
  const moved = await moveInList(homeList(kind), assetId, direction);
  if (moved) publish({ table: "homepage", op: "update", id: 1 });
  return moved;
}

/**
 * Changes an image's alt text, wherever it is shown. Returns false for an asset that is
 * not an image on the site; the table that shows it is told about the change.
 */
export async function updateAltText(assetId: number, alt: string): Promise<boolean> {
  const owner = await imageOwner(assetId);
  if (!owner) return false;
  await db.updateTable("assets").set({ alt }).where("id", "=", assetId).where("kind", "=", "image").execute();
  publish({ table: owner.table, op: "update", id: owner.id });
  return true;
}

/** Thrown for a point outside the image: each coordinate is a fraction from 0 to 1. */
export class FocalPointRangeError extends RangeError {
  constructor(focal: FocalPoint) {
    super(`A focal point lies inside the image: x and y from 0 to 1 (got x=${focal.x}, y=${focal.y}).`);
  }
}

/**
 * Moves an image's focal point, wherever it is shown. Returns false for an asset that is not an
 * image on the site; the table that shows it is told about the change.
 */
export async function updateFocalPoint(assetId: number, focal: FocalPoint): Promise<boolean> {
  const inside = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1;
  if (!inside(focal.x) || !inside(focal.y)) throw new FocalPointRangeError(focal);
  const owner = await imageOwner(assetId);
  if (!owner) return false;
  await db.updateTable("assets").set({ focal_x: focal.x, focal_y: focal.y }).where("id", "=", assetId).where("kind", "=", "image").execute();
  publish({ table: owner.table, op: "update", id: owner.id });
  return true;
}

async function imageOwner(assetId: number): Promise<{ table: LiveTable; id: number } | null> {
  const home = await db
    .selectFrom("homepage")
    .select("id")
    .where((eb) =>
      eb.or([eb("architectural_image", "=", assetId), eb("interior_image", "=", assetId), eb("product_image", "=", assetId)]),
    )
    .executeTakeFirst();
  if (home) return { table: "homepage", id: 1 };
  for (const table of ["homepage_carousel_images", "homepage_carousel_logos"] as const) {
    if (await db.selectFrom(table).select("id").where("asset_id", "=", assetId).executeTakeFirst()) {
      return { table: "homepage", id: 1 };
    }
  }
  if (await db.selectFrom("studio").select("id").where("image", "=", assetId).executeTakeFirst()) return { table: "studio", id: 1 };
  const header = await db.selectFrom("projects").select("id").where("image_header", "=", assetId).executeTakeFirst();
  if (header) return { table: "projects", id: header.id };
  const detail = await db.selectFrom("project_carousel_images").select("project_id").where("asset_id", "=", assetId).executeTakeFirst();
  if (detail) return { table: "projects", id: detail.project_id };
  return null;
}

const now = () => new Date().toISOString();
