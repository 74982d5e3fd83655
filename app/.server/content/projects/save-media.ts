// A save's new media: its uploads stored before the rows that use them (and deleted if storing one
// fails), then attached to the project in the save's transaction, with their alt texts' translations.
import type { Transaction } from "kysely";

import type { Asset, Database } from "#db/tables";
import { db } from "~/.server/db/db";
import { storeImage } from "~/.server/images/store-image";
import { storeVideo } from "~/.server/images/video";
import { deleteAssets } from "~/.server/storage/assets";
import { FOLDERS } from "~/.server/storage/folders";
import type { UploadedFile } from "~/.server/storage/upload";

import { appendToList, projectList } from "../media-lists";
import { type TextsByLanguage, writeLanguages } from "../translations";

/** A file of the save's own post, or one sent before it and already stored (staged-uploads.ts). */
export type NewMedia = UploadedFile | { staged: Asset };
export interface NewImage {
  file: NewMedia;
  alt: string;
  /** Its alt text in the other languages (lang → { alt }), written in the save's revision. */
  translations?: TextsByLanguage;
}

export interface ProjectMedia {
  /** Required for a new project; replaces the current one on an update. */
  header?: NewImage;
  /** Appended after the current detail images. */
  images: NewImage[];
  videos: NewMedia[];
}

export interface StoredMedia {
  header: Asset | null;
  images: Asset[];
  videos: Asset[];
  /** The assets this save stored itself (not those sent before it). */
  ids: number[];
}

/**
 * Stores every upload of a save, in order; if one fails, those already stored are deleted. Files sent
 * before the save are stored already: they get their alt text, and stay if the save fails (the
 * admin saves again without sending them again). `ids` are the assets this call stored.
 */
export async function storeMedia(media: ProjectMedia): Promise<StoredMedia> {
  const stored: Asset[] = [];
  const image = async ({ file, alt }: NewImage) => {
    if ("staged" in file) {
      await db.updateTable("assets").set({ alt }).where("id", "=", file.staged.id).execute();
      return file.staged;
    }
    const asset = await storeImage(file, FOLDERS.projects, { alt });
    stored.push(asset);
    return asset;
  };
  try {
    const header = media.header ? await image(media.header) : null;
    const images: Asset[] = [];
    for (const one of media.images) images.push(await image(one));
    const videos: Asset[] = [];
    for (const video of media.videos) {
      if ("staged" in video) {
        videos.push(video.staged);
        continue;
      }
      const asset = await storeVideo(video, FOLDERS.videos);
      stored.push(asset);
      videos.push(asset);
    }
    return { header, images, videos, ids: stored.map((a) => a.id) };
  } catch (error) {
    await deleteAssets(stored.map((a) => a.id));
    throw error;
  }
}

/** Appends the stored images and videos to the project's lists, in the save's transaction. */
export async function attachMedia(
  trx: Transaction<Database>,
  projectId: number,
  media: ProjectMedia,
  stored: StoredMedia,
): Promise<void> {
  await appendToList(
    trx,
    projectList("images", projectId),
    stored.images.map((a) => a.id),
  );
  await appendToList(
    trx,
    projectList("videos", projectId),
    stored.videos.map((a) => a.id),
  );
  await writeAltTranslations(trx, media, stored);
}

/** The new images' alt texts in the other languages, in the save's transaction: its revision holds them. */
async function writeAltTranslations(
  trx: Transaction<Database>,
  media: ProjectMedia,
  stored: { header: Asset | null; images: Asset[] },
): Promise<void> {
  const images: [NewImage, Asset][] = media.images.map((image, i) => [image, stored.images[i]]);
  if (media.header && stored.header) images.push([media.header, stored.header]);
  for (const [image, asset] of images) await writeLanguages("asset", asset.id, image.translations ?? {}, trx);
}
