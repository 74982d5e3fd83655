// Downloads on a share link (docs/decisions/069): what a link allows (stored on its row when it is made), which
// images a download may hold (a project of the link's own selection, its main image and detail images), and
// the log of downloads the studio sees beside the view log.
import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import { downloadChoices, type DownloadEdge, type DownloadOptions, NO_DOWNLOADS } from "~/utils/share-downloads";

import { isShareable, loadProjectWithMedia } from "../projects/reads";
import { getSelection } from "./selections";

/** The share_links columns that hold a link's download options, for the row that makes it. */
export const downloadColumns = (options: DownloadOptions = NO_DOWNLOADS) => ({
  download_edge: options.edge,
  download_original: options.original ? 1 : 0,
  download_watermark: options.watermark ? 1 : 0,
});

const optionsOf = (row: { download_edge: number | null; download_original: number; download_watermark: number }) => ({
  edge: row.download_edge as DownloadEdge | null,
  original: row.download_original === 1,
  watermark: row.download_watermark === 1,
});

/** What a link allows to download (nothing for a link that is not there). */
export async function linkDownloadOptions(linkId: number): Promise<DownloadOptions> {
  const row = await db
    .selectFrom("share_links")
    .select(["download_edge", "download_original", "download_watermark"])
    .where("id", "=", linkId)
    .executeTakeFirst();
  return row ? optionsOf(row) : NO_DOWNLOADS;
}

export interface DownloadableProject {
  id: number;
  link: string;
  name: string;
  /** Its main image, then its detail images, in their order, each once, with its number on the page. */
  images: { asset: Asset; n: number | null }[];
}

/** A project of the selection with the images a download may take from it; null when it is not in the selection. */
export async function downloadableProject(selectionId: number, projectId: number): Promise<DownloadableProject | null> {
  const selection = await getSelection(selectionId);
  if (!selection?.projectIds.includes(projectId)) return null;
  const found = await loadProjectWithMedia({ id: projectId }, isShareable);
  if (!found) return null;
  const images = downloadChoices(found.header, found.images)
    .filter(({ image }) => image.kind === "image")
    .map(({ image, n }) => ({ asset: image, n }));
  return { id: found.project.id, link: found.project.link, name: found.project.name, images };
}

/** Adds a download to the link's log: the project, how many images, at what size ("1600", "original"). */
export async function recordDownload(
  linkId: number,
  download: { projectId: number; images: number; size: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("share_link_downloads")
    .values({
      link_id: linkId,
      project_id: download.projectId,
      images: download.images,
      size: download.size,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

export interface LinkDownloads {
  options: DownloadOptions;
  /** Newest first; the project's name is null once it is deleted. */
  log: { project: string | null; images: number; size: string; createdAt: string }[];
}

/** Each link of a selection: what it allows to download and what was downloaded through it. */
export async function selectionDownloads(selectionId: number): Promise<Record<number, LinkDownloads>> {
  const links = await db
    .selectFrom("share_links")
    .select(["id", "download_edge", "download_original", "download_watermark"])
    .where("selection_id", "=", selectionId)
    .execute();
  const rows = await db
    .selectFrom("share_link_downloads")
    .innerJoin("share_links", "share_links.id", "share_link_downloads.link_id")
    .leftJoin("projects", "projects.id", "share_link_downloads.project_id")
    .select([
      "share_link_downloads.link_id",
      "projects.name",
      "share_link_downloads.images",
      "share_link_downloads.size",
      "share_link_downloads.created_at",
    ])
    .where("share_links.selection_id", "=", selectionId)
    .orderBy("share_link_downloads.id", "desc")
    .execute();
  return Object.fromEntries(
    links.map((l) => [
      l.id,
      {
        options: optionsOf(l),
        log: rows
          .filter((r) => r.link_id === l.id)
          .map((r) => ({ project: r.name, images: r.images, size: r.size, createdAt: r.created_at })),
      },
    ]),
  );
}
