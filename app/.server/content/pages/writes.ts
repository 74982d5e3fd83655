// The admin's writes to the single-row content (career, contact, homepage, studio) and its images.
// Each is one revision (./revisions.ts). Files follow the data: a new image is stored before its row
// is written, and a failed write deletes it; a replaced or removed one is kept while a revision can
// restore it, and deleted with its files once the last such revision is pruned.
import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { queueTiles, removePyramid } from "~/.server/images/tile-queue";
import { type LiveTable, publish } from "~/.server/live/bus";
import { FOLDERS } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";
import type { CareerField, ContactField } from "~/utils/admin-schemas";
import type { Drawing, FocalPoint } from "~/utils/media";

import { revise, type Subject } from "../history/revisions";
import { appendToList, type Direction, homeList, moveInList, removeFromList } from "../media-lists";
import { type TextsByLanguage, writeLanguages } from "../translations";
import { WORK_TYPES } from "./reads";

export type WorkTypeKey = (typeof WORK_TYPES)[number]["key"];
export type HomeListKind = "carousel" | "logos";

const HOME: Subject = { kind: "home", id: 1 };
const STUDIO: Subject = { kind: "studio", id: 1 };

/** Where each single-row page is stored. */
const PAGE_TABLES = { career: "career", contact: "contact", home: "homepage", studio: "studio" } as const;
/** A single-row page, by its name in revisions and translations. */
export type PageKind = keyof typeof PAGE_TABLES;
/** The text columns each single-row page's forms write. */
export interface PageTextFields {
  career: CareerField;
  contact: ContactField;
  home: "description";
  studio: "detail";
}

/** Writes one text of a single-row page with its other languages' texts the form posted (translations.ts), in one revision. */
export async function updatePageText<P extends PageKind>(
  page: P,
  field: PageTextFields[P],
  value: string,
  translations: TextsByLanguage = {},
): Promise<void> {
  const table: (typeof PAGE_TABLES)[PageKind] = PAGE_TABLES[page];
  await revise({ kind: page, id: 1 }, async (trx) => {
    await trx
      .updateTable(table)
      .set({ [field]: value, updated_at: now() })
      .where("id", "=", 1)
      .execute();
    await writeLanguages(page, 1, translations, trx);
  });
  publish({ table, op: "update", id: 1 });
}

/**
 * Stores a new image and sets a single-row page's image column to it, in one revision with its alt text's other
 * languages (`altTranslations`); the image it replaces is kept while a revision can restore it.
 */
async function replacePageImage(
  page: "home" | "studio",
  column: "image" | WorkTypeKey,
  file: UploadedFile,
  alt: string,
  altTranslations: TextsByLanguage,
): Promise<Asset> {
  const asset = await storeImage(file, page === "studio" ? FOLDERS.studio : FOLDERS.workType, { alt });
  const table = PAGE_TABLES[page];
  await revise(
    { kind: page, id: 1 },
    async (trx) => {
      await trx
        .updateTable(table)
        .set({ [column]: asset.id, updated_at: now() })
        .where("id", "=", 1)
        .execute();
      await writeLanguages("asset", asset.id, altTranslations, trx);
    },
    { newAssetIds: [asset.id] },
  );
  publish({ table, op: "update", id: 1 });
  return asset;
}

export const replaceStudioImage = (file: UploadedFile, alt: string, altTranslations: TextsByLanguage = {}) =>
  replacePageImage("studio", "image", file, alt, altTranslations);

/** Replaces one of the three work-type images, in the same way as the studio image. */
export const replaceWorkTypeImage = (
  key: WorkTypeKey,
  file: UploadedFile,
  alt: string,
  altTranslations: TextsByLanguage = {},
) => replacePageImage("home", key, file, alt, altTranslations);

/** Adds an image to the end of the home carousel or the logo strip. */
export async function addHomeImage(
  kind: HomeListKind,
  file: UploadedFile,
  alt: string,
  altTranslations: TextsByLanguage = {},
): Promise<Asset> {
  const asset = await storeImage(file, kind === "carousel" ? FOLDERS.imageCarousel : FOLDERS.logoCarousel, { alt });
  await revise(
    HOME,
    async (trx) => {
      await appendToList(trx, homeList(kind), [asset.id]);
      await writeLanguages("asset", asset.id, altTranslations, trx);
      await trx.updateTable("homepage").set({ updated_at: now() }).where("id", "=", 1).execute();
    },
    { newAssetIds: [asset.id] },
  );
  publish({ table: "homepage", op: "update", id: 1 });
  return asset;
}

export async function removeHomeImage(kind: HomeListKind, assetId: number): Promise<boolean> {
  const removed = await revise(HOME, (trx) => removeFromList(trx, homeList(kind), assetId));
  if (removed) publish({ table: "homepage", op: "update", id: 1 });
  return removed;
}

export async function moveHomeImage(kind: HomeListKind, assetId: number, direction: Direction): Promise<boolean> {
  const moved = await revise(HOME, (trx) => moveInList(trx, homeList(kind), assetId, direction));
  if (moved) publish({ table: "homepage", op: "update", id: 1 });
  return moved;
}

/**
 * Changes an image's alt text, with its other languages' texts the form posted, wherever it is shown.
 * Returns false for an asset that is not an image on the site; the table that shows it is told about the change.
 */
export async function updateAltText(
  assetId: number,
  alt: string,
  translations: TextsByLanguage = {},
): Promise<boolean> {
  const owner = await imageOwner(assetId);
  if (!owner) return false;
  await revise(owner.subject, async (trx) => {
    await trx.updateTable("assets").set({ alt }).where("id", "=", assetId).where("kind", "=", "image").execute();
    await writeLanguages("asset", assetId, translations, trx);
  });
  publish({ table: owner.table, op: "update", id: owner.id });
  return true;
}

/**
 * Tells the pages showing an image that it changed outside a save (its AVIF variants written): the page cache,
 * the shared cache in front and open pages follow, as after a save. A draft's image tells only the admins.
 */
export async function announceImageChange(assetId: number): Promise<void> {
  const owner = await imageOwner(assetId);
  if (owner) publish({ table: owner.table, op: "update", id: owner.id });
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
  await revise(owner.subject, (trx) =>
    trx
      .updateTable("assets")
      .set({ focal_x: focal.x, focal_y: focal.y })
      .where("id", "=", assetId)
      .where("kind", "=", "image")
      .execute(),
  );
  publish({ table: owner.table, op: "update", id: owner.id });
  return true;
}

/**
 * Marks a project's image as a drawing (its pyramid is then cut in the background) or as a picture again (its
 * pyramid goes). Returns false for an asset that is not an image of a project.
 */
export async function updateDrawing(assetId: number, drawing: Drawing | null): Promise<boolean> {
  const owner = await imageOwner(assetId);
  const image = await db.selectFrom("assets").select(["path", "drawing"]).where("id", "=", assetId).executeTakeFirst();
  if (!owner || owner.table !== "projects" || !image) return false;
  if (image.drawing === drawing) return true;
  // A plan that becomes a section keeps its tiles: they are the same pixels.
  const tiled = drawing && image.drawing ? {} : { tiled: 0 };
  await revise(owner.subject, (trx) =>
    trx
      .updateTable("assets")
      .set({ drawing, ...tiled })
      .where("id", "=", assetId)
      .execute(),
  );
  if (!drawing) await removePyramid(image.path);
  else if (!image.drawing) queueTiles(assetId);
  publish({ table: owner.table, op: "update", id: owner.id });
  return true;
}

async function imageOwner(assetId: number): Promise<{ table: LiveTable; id: number; subject: Subject } | null> {
  const home = await db
    .selectFrom("homepage")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("architectural_image", "=", assetId),
        eb("interior_image", "=", assetId),
        eb("product_image", "=", assetId),
      ]),
    )
    .executeTakeFirst();
  if (home) return { table: "homepage", id: 1, subject: HOME };
  for (const table of ["homepage_carousel_images", "homepage_carousel_logos"] as const) {
    if (await db.selectFrom(table).select("id").where("asset_id", "=", assetId).executeTakeFirst()) {
      return { table: "homepage", id: 1, subject: HOME };
    }
  }
  if (await db.selectFrom("studio").select("id").where("image", "=", assetId).executeTakeFirst())
    return { table: "studio", id: 1, subject: STUDIO };
  const header = await db.selectFrom("projects").select("id").where("image_header", "=", assetId).executeTakeFirst();
  if (header) return projectOwner(header.id);
  const detail = await db
    .selectFrom("project_carousel_images")
    .select("project_id")
    .where("asset_id", "=", assetId)
    .executeTakeFirst();
  if (detail) return projectOwner(detail.project_id);
  return null;
}

function projectOwner(id: number): { table: LiveTable; id: number; subject: Subject } {
  return { table: "projects", id, subject: { kind: "project", id } };
}

const now = () => new Date().toISOString();
