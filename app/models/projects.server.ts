import { sql } from "kysely";
import type { ProjectType } from "#db/types";
import { db } from "~/utils/db.server";
import type { ImageData, VideoData } from "~/utils/media";
import { imagesById, videosById } from "./assets.server";

export interface ProjectCard {
  id: number;
  name: string;
  year: number;
  link: string;
  type: ProjectType;
  image: ImageData | null;
}

const withAlt = (image: ImageData | undefined, alt: string): ImageData | null =>
  image ? { ...image, alt: image.alt || alt } : null;

/** Newest first (highest id), optionally by type and by a case-insensitive part of the name. */
export async function listProjects(
  filter: { type?: ProjectType; q?: string; limit?: number } = {},
): Promise<ProjectCard[]> {
  let query = db
    .selectFrom("projects")
    .select(["id", "name", "year", "link", "type", "image_header"])
    .orderBy("id", "desc");
  if (filter.type) query = query.where("type", "=", filter.type);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`name LIKE ${pattern} ESCAPE '\\'`);
  }
  if (filter.limit) query = query.limit(filter.limit);
  const rows = await query.execute();
  const images = await imagesById(rows.map((r) => r.image_header));
  return rows.map(({ image_header, ...row }) => ({ ...row, image: withAlt(images.get(image_header), row.name) }));
}

export interface ProjectDetail {
  id: number;
  name: string;
  year: number;
  location: string;
  area: number;
  type: ProjectType;
  photographer: string;
  link: string;
  description_part_1: string;
  description_part_2: string;
  description_part_3: string;
  header: ImageData | null;
  images: ImageData[];
  video: VideoData | null;
}

export async function getProjectByLink(link: string): Promise<ProjectDetail | null> {
  const row = await db.selectFrom("projects").selectAll().where("link", "=", link).executeTakeFirst();
  if (!row) return null;
  const [carousel, videos] = await Promise.all([
    db.selectFrom("project_carousel_images").select("asset_id").where("project_id", "=", row.id).orderBy("position").orderBy("id").execute(),
    db.selectFrom("project_videos").select("asset_id").where("project_id", "=", row.id).orderBy("position").orderBy("id").execute(),
  ]);
  const images = await imagesById([row.image_header, ...carousel.map((c) => c.asset_id)]);
  const videoData = await videosById(videos.map((v) => v.asset_id));
  const firstVideo = videos[0] ? videoData.get(videos[0].asset_id) : undefined;
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    location: row.location,
    area: row.area,
    type: row.type,
    photographer: row.photographer,
    link: row.link,
    description_part_1: row.description_part_1,
    description_part_2: row.description_part_2,
    description_part_3: row.description_part_3,
    header: withAlt(images.get(row.image_header), row.name),
    images: carousel
      .map((c, i) => withAlt(images.get(c.asset_id), `${row.name}, image ${i + 1}`))
      .filter((i): i is ImageData => i !== null),
    video: firstVideo ?? null,
  };
}
