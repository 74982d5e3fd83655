// What the admin's Edit Project page reads: the list with thumbnails and missing translations, one
// project with its media and translations for the form, and its media totals. The writes are in
// project-writes.ts.
import { sql } from "kysely";

import type { Asset } from "#db/tables";
import { db } from "~/.server/db/db";
import type { Credit } from "~/utils/credits";
import { type ImageData, toImageData, toVideoData, type VideoData } from "~/utils/media";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import { listAssetIds, projectList } from "../media-lists";
import { outdatedTranslations } from "../translation-sources";
import { missingLanguages, type TextsByLanguage, translationsOf } from "../translations";
import { creditsOf } from "./credits";
import { loadProjectWithMedia, notInTrash, type ProjectText } from "./reads";

export interface AdminImage extends ImageData {
  /** The alt text as stored (the public pages fall back to the project name when empty). */
  storedAlt: string;
  /** Per other language, its alt text as stored. */
  translations: TextsByLanguage;
  /** Per language, ["alt"] when its alt text is out of date (decision 061). */
  outdated: Record<string, string[]>;
}

export interface ProjectForEdit extends ProjectText {
  /** Published for share links only. */
  private: boolean;
  /** Per other language, per field: its stored translation (translations.ts). */
  translations: Record<string, Record<string, string>>;
  /** Per language, the fields whose translation is out of date (decision 061). */
  outdated: Record<string, string[]>;
  /** Its credits in order (decision 053). */
  credits: Credit[];
  header: AdminImage | null;
  images: AdminImage[];
  videos: (VideoData & Pick<Asset, "state" | "progress" | "failure"> & { name: string | null })[];
}

/**
 * The Edit Project list: each project with its header as a thumbnail (null when its asset is missing), and the
 * languages whose translation of a text it lacks.
 */
export async function listProjectsForAdmin() {
  const rows = await db
    .selectFrom("projects")
    .leftJoin("assets", "assets.id", "projects.image_header")
    .select([
      "projects.id",
      "projects.name",
      "projects.year",
      "projects.type",
      "projects.link",
      "projects.status",
      "projects.private",
    ])
    .select(TRANSLATABLE_FIELDS.project.map((field) => `projects.${field}` as const))
    .select([
      "assets.id as assetId",
      "assets.path",
      "assets.width",
      "assets.height",
      "assets.placeholder",
      "assets.variants",
      "assets.focal_x",
      "assets.focal_y",
    ])
    // Imported from the old site without a picture it had there (the import's ledger, app/.server/import).
    .select(
      sql<number>`EXISTS (SELECT 1 FROM import_rows r WHERE r.source_table = 'projects'
        AND r.target_id = projects.id AND r.missing_files != '[]')`.as("missingPictures"),
    )
    .where(notInTrash)
    .orderBy("projects.id", "desc")
    .execute();
  const translations = await translationsOf(
    "project",
    rows.map((row) => row.id),
  );
  return rows.map(
    (
      {
        assetId,
        path,
        width,
        height,
        placeholder,
        variants,
        focal_x,
        focal_y,
        missingPictures,
        location: _l,
        description_part_1: _1,
        description_part_2: _2,
        description_part_3: _3,
        ...project
      },
      i,
    ) => ({
      ...project,
      missingLanguages: missingLanguages(rows[i], TRANSLATABLE_FIELDS.project, translations.get(project.id) ?? {}),
      missingPictures: missingPictures === 1,
      thumbnail:
        assetId !== null && path !== null && variants !== null
          ? toImageData({
              id: assetId,
              path,
              alt: "",
              width,
              height,
              placeholder,
              variants,
              focal_x: focal_x ?? undefined,
              focal_y: focal_y ?? undefined,
            })
          : null,
    }),
  );
}

/** How many detail images and videos a project has now, and their bytes as uploaded: the form shows it before a save. */
export async function projectMediaTotals(id: number): Promise<{ images: number; videos: number; bytes: number }> {
  const ids = {
    images: await listAssetIds(projectList("images", id)),
    videos: await listAssetIds(projectList("videos", id)),
  };
  const all = [...ids.images, ...ids.videos];
  const row = all.length
    ? await db
        .selectFrom("assets")
        .select((eb) => eb.fn.sum<number>("bytes").as("bytes"))
        .where("id", "in", all)
        .executeTakeFirst()
    : null;
  return { images: ids.images.length, videos: ids.videos.length, bytes: Number(row?.bytes ?? 0) };
}

export async function getProjectForEdit(id: number): Promise<ProjectForEdit | null> {
  const found = await loadProjectWithMedia({ id }, notInTrash);
  if (!found) return null;
  const images = [...(found.header ? [found.header] : []), ...found.images];
  const imageIds = images.map((asset) => asset.id);
  const [alts, altsOutdated] = await Promise.all([
    translationsOf("asset", imageIds),
    outdatedTranslations("asset", imageIds),
  ]);
  const adminImage = (asset: Asset): AdminImage => ({
    ...toImageData(asset),
    storedAlt: asset.alt,
    translations: alts.get(asset.id) ?? {},
    outdated: altsOutdated.get(asset.id) ?? {},
  });
  const { private: isPrivate } = await db
    .selectFrom("projects")
    .select("private")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const translations = await translationsOf("project", [id]);
  return {
    ...found.project,
    translations: translations.get(id) ?? {},
    outdated: (await outdatedTranslations("project", [id])).get(id) ?? {},
    credits: await creditsOf(id),
    private: isPrivate === 1,
    header: found.header ? adminImage(found.header) : null,
    images: found.images.map(adminImage),
    videos: found.videos.map((asset) => ({
      ...toVideoData(asset),
      name: asset.original_name,
      state: asset.state,
      progress: asset.progress,
      failure: asset.failure,
    })),
  };
}
