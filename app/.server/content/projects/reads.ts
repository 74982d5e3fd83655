import { type ExpressionBuilder, sql } from "kysely";

import type { Asset, Database, Project, ProjectType } from "#db/tables";
import { db } from "~/.server/db/db";
import { type ImageData, toImageData, toVideoData, type VideoData } from "~/utils/media";
import type { ProjectCard } from "~/utils/project-types";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import { imagesById } from "../images";
import { listAssetIds, projectList } from "../media-lists";
import { makePreviewToken, verifyPreviewToken } from "../sharing/preview-links";
import { type FallbackLangs, inLanguage, readTranslations } from "../translations";
import { type ProjectFile, projectFile } from "./files";
import { searchProjects } from "./search";

export type { ProjectCard };

/** Not in the trash: what the admin's project list and editor show. */
export function notInTrash(eb: ExpressionBuilder<Database, "projects">) {
  return eb("projects.deleted_at", "is", null);
}

/**
 * THE rule for what a visitor may see of projects: every public query filters with it (lists, search,
 * the home, the sitemap, the detail page, old-link redirects). Drafts, private projects and the trash fail it.
 */
export function isVisibleToVisitors(eb: ExpressionBuilder<Database, "projects">) {
  return eb.and([isShareable(eb), eb("projects.private", "=", 0)]);
}

/** What a share link may show: published projects, public or private, out of the trash. */
export function isShareable(eb: ExpressionBuilder<Database, "projects">) {
  return eb.and([notInTrash(eb), eb("projects.status", "=", "published")]);
}

const withAlt = (image: ImageData, alt: string): ImageData => ({ ...image, alt: image.alt || alt });

/**
 * Whether a list follows the admin's custom order, read from project_order inside the list's own query.
 * The home's latest three follow it only when the admin ticked "Home follows the custom order", so by
 * default a new project always shows on the home (docs/decisions/019-admin-data-model.md, "Project order").
 */
const followsCustomOrder = (place: "lists" | "home") =>
  place === "home"
    ? sql<boolean>`(SELECT mode = 'custom' AND home_follows_custom = 1 FROM project_order WHERE id = 1)`
    : sql<boolean>`(SELECT mode = 'custom' FROM project_order WHERE id = 1)`;

/**
 * In the order the admin chose (project-order.ts): newest first (highest id), the product's default, or the
 * custom order; optionally by type. With a search `q` (search.ts), the matches in language `lang` (the
 * default when unset), best first; a `q` without a word lists every project. `place: "home"` is the home's
 * latest three.
 */
export async function listProjects(
  filter: { type?: ProjectType; q?: string; limit?: number; place?: "lists" | "home"; lang?: string } = {},
): Promise<ProjectCard[]> {
  const searched = filter.q ? await searchProjects(filter.q, filter.lang ?? "", filter.type) : null;
  if (searched) return searched;
  let query = db
    .selectFrom("projects")
    .select(["id", "name", "year", "link", "type", "image_header"])
    .where(isVisibleToVisitors)
    .orderBy(sql`CASE WHEN ${followsCustomOrder(filter.place ?? "lists")} THEN custom_position END`)
    .orderBy("id", "desc");
  if (filter.type) query = query.where("type", "=", filter.type);
  if (filter.limit) query = query.limit(filter.limit);
  const found = await query.execute();
  const [images, texts] = await Promise.all([
    imagesById(
      found.map((r) => r.image_header),
      "",
      filter.lang,
    ),
    readTranslations(
      "project",
      found.map((r) => r.id),
      filter.lang,
    ),
  ]);
  return found.map(({ image_header, ...found }) => {
    const row = inLanguage(found, ["name"], texts.get(found.id), filter.lang);
    const image = images.get(image_header);
    return { ...row, image: image ? withAlt(image, row.name) : null };
  });
}

/** What a project page shows of the row: everything but the header's asset id, the timestamps, the preview version, the trash mark, the custom place and the private mark. */
export type ProjectText = Omit<
  Project,
  "image_header" | "created_at" | "updated_at" | "preview_version" | "deleted_at" | "custom_position" | "private"
>;

export interface ProjectWithMedia {
  project: ProjectText;
  header: Asset | null;
  /** Detail images and videos, in their order. */
  images: Asset[];
  videos: Asset[];
}

/**
 * A project with the asset rows of its header, detail images and videos: the public page and the
 * admin both read this, each with its own rule of which projects it may see.
 */
export async function loadProjectWithMedia(
  where: { id: number } | { link: string },
  visible: typeof isVisibleToVisitors = isVisibleToVisitors,
): Promise<ProjectWithMedia | null> {
  const query = db.selectFrom("projects").selectAll().where(visible);
  const row = await (
    "id" in where ? query.where("id", "=", where.id) : query.where("link", "=", where.link)
  ).executeTakeFirst();
  if (!row) return null;
  const {
    image_header,
    created_at: _created,
    updated_at: _updated,
    preview_version: _version,
    deleted_at: _deleted,
    custom_position: _place,
    private: _private,
    ...project
  } = row;
  const [imageIds, videoIds] = await Promise.all([
    listAssetIds(projectList("images", row.id)),
    listAssetIds(projectList("videos", row.id)),
  ]);
  const assets = await db
    .selectFrom("assets")
    .selectAll()
    .where("id", "in", [image_header, ...imageIds, ...videoIds])
    .execute();
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  const inOrder = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return { project, header: byId.get(image_header) ?? null, images: inOrder(imageIds), videos: inOrder(videoIds) };
}

/** The id of the project visitors can open at `link` (its current link), or null. */
export async function visibleProjectId(link: string): Promise<number | null> {
  const row = await db
    .selectFrom("projects")
    .select("id")
    .where("link", "=", link)
    .where(isVisibleToVisitors)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The current link of a project that was once at `oldLink` (it has been renamed since). */
export async function currentLinkOf(oldLink: string): Promise<string | null> {
  const row = await db
    .selectFrom("project_link_redirects")
    .innerJoin("projects", "projects.id", "project_link_redirects.project_id")
    .select("projects.link")
    .where("project_link_redirects.old_link", "=", oldLink)
    .where(isVisibleToVisitors)
    .executeTakeFirst();
  return row?.link ?? null;
}

export interface ProjectDetail extends ProjectText {
  fallbackLang: FallbackLangs;
  header: ImageData | null;
  images: ImageData[];
  video: VideoData | null;
}

/** The project at `link` as a visitor of `lang` sees it: null for a draft. */
export async function getProjectByLink(link: string, lang?: string): Promise<ProjectDetail | null> {
  const id = await visibleProjectId(link);
  return id === null ? null : projectDetail(await inLanguageWithMedia(await loadProjectWithMedia({ id }), lang));
}

/** A draft at `link` for whoever holds a valid preview link to it (see preview-links.ts); else null. */
export async function getDraftPreview(
  link: string,
  token: string,
  now = Date.now(),
  lang?: string,
): Promise<ProjectDetail | null> {
  const id = await previewedDraftId(link, token, now);
  return id === null
    ? null
    : projectDetail(await inLanguageWithMedia(await loadProjectWithMedia({ id }, notInTrash), lang));
}

/** A file of the draft a valid preview link shows (its images answer 404 under /uploads/); else null. */
export async function draftPreviewFile(
  link: string,
  token: string,
  relativePath: string,
  now = Date.now(),
): Promise<ProjectFile | null> {
  const id = await previewedDraftId(link, token, now);
  return id === null ? null : projectFile([id], relativePath);
}

/** The id of the draft at `link` when `token` is a valid preview link to it; else null. */
async function previewedDraftId(link: string, token: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom("projects")
    .select(["id", "status", "preview_version"])
    .where("link", "=", link)
    .where(notInTrash)
    .executeTakeFirst();
  return row && row.status === "draft" && verifyPreviewToken(row, token, now) ? row.id : null;
}

/** A loaded project's texts and its images' alt texts in `lang` (./translations.ts), with their fallbacks marked. */
export async function inLanguageWithMedia(
  found: ProjectWithMedia | null,
  lang: string | undefined,
): Promise<WithFallbacks | null> {
  if (!found) return null;
  const assets = [found.header, ...found.images].flatMap((asset) => asset ?? []);
  const [texts, alts] = await Promise.all([
    readTranslations("project", [found.project.id], lang),
    readTranslations(
      "asset",
      assets.map((asset) => asset.id),
      lang,
    ),
  ]);
  const alt = (asset: Asset) => inLanguage(asset, TRANSLATABLE_FIELDS.asset, alts.get(asset.id), lang);
  return {
    ...found,
    project: inLanguage(found.project, TRANSLATABLE_FIELDS.project, texts.get(found.project.id), lang),
    header: found.header && alt(found.header),
    images: found.images.map(alt),
  };
}

type WithFallbacks = Omit<ProjectWithMedia, "project" | "header" | "images"> & {
  project: ProjectText & { fallbackLang: FallbackLangs };
  header: (Asset & { fallbackLang: FallbackLangs }) | null;
  images: (Asset & { fallbackLang: FallbackLangs })[];
};

/** The path of a fresh preview link to a draft; null for a live project or none. */
export async function previewPathFor(id: number, now = Date.now()): Promise<string | null> {
  const row = await db
    .selectFrom("projects")
    .select(["id", "link", "status", "preview_version"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.status !== "draft") return null;
  return `/projects/detail/${row.link}?${new URLSearchParams({ preview: makePreviewToken(row, now) })}`;
}

function firstReady(videos: Asset[], name: string): VideoData | null {
  const ready = videos.find((v) => v.state === "ready");
  return ready ? toVideoData(ready, `${name}: video`) : null;
}

/** An asset as an image, with its alt text's language where a translation was missing. */
const imageOf = (asset: Asset & { fallbackLang?: FallbackLangs }): ImageData => {
  const image = toImageData(asset);
  const altLang = asset.fallbackLang?.alt;
  return altLang ? { ...image, altLang } : image;
};

/** A loaded project as a page shows it: image data with alt texts, the first video that plays everywhere. */
export function projectDetail(found: ProjectWithMedia | WithFallbacks | null): ProjectDetail | null {
  if (!found) return null;
  const { project, header, images, videos } = found;
  return {
    fallbackLang: {},
    ...project,
    header: header ? withAlt(imageOf(header), project.name) : null,
    images: images.map((asset, i) => withAlt(imageOf(asset), `${project.name}, image ${i + 1}`)),
    // Only a video every browser plays: one still processing (or failed) is not shown yet.
    video: firstReady(videos, project.name),
  };
}
