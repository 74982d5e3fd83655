// Awards, publications and exhibitions (decision 057): what visitors read (the Press page, a project's
// awards, the feed). THE rule for what a visitor sees of them is isPressPublic; the projects an item names
// are shown only while visitors may see them.
import type { ExpressionBuilder } from "kysely";

import type { Asset, Database, PressKind } from "#db/tables";
import { db } from "~/.server/db/db";
import { type ImageData, toImageData } from "~/utils/media";
import type { PressItem } from "~/utils/press";
import { TRANSLATABLE_FIELDS } from "~/utils/translatable-fields";

import { isVisibleToVisitors } from "../projects/reads";
import { inLanguage, readTranslations } from "../translations";

/** Published and out of the trash: what visitors, the feed and structured data may see. */
export function isPressPublic(eb: ExpressionBuilder<Database, "press_items">) {
  return eb.and([eb("press_items.status", "=", "published"), eb("press_items.deleted_at", "is", null)]);
}

export const ITEM_COLUMNS = ["id", "kind", "date", "title", "organisation", "link", "scan", "updated_at"] as const;

/** An item's scan for a page: an image with its variants, or a PDF's address. */
export function scanOf(asset: Asset | undefined): PressItem["scan"] {
  if (!asset) return null;
  if (asset.kind === "image") return { image: toImageData(asset) satisfies ImageData };
  return { pdf: `/uploads/${asset.path}` };
}

/**
 * Visitors' items, newest first, each with its title and the visible projects it names in `lang` (the original
 * title, marked with its language, where it has no translation);
 * `projectId` keeps those naming that project, `kinds` those of these kinds.
 */
export async function listPublicPress(
  filter: { lang?: string; projectId?: number; kinds?: readonly PressKind[] } = {},
): Promise<PressItem[]> {
  let query = db
    .selectFrom("press_items")
    .select(ITEM_COLUMNS)
    .where(isPressPublic)
    .orderBy("date", "desc")
    .orderBy("id", "desc");
  if (filter.kinds) query = query.where("kind", "in", filter.kinds);
  if (filter.projectId !== undefined) {
    const projectId = filter.projectId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("press_item_projects")
          .select("press_id")
          .whereRef("press_item_projects.press_id", "=", "press_items.id")
          .where("press_item_projects.project_id", "=", projectId),
      ),
    );
  }
  const items = await query.execute();
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const links = await db
    .selectFrom("press_item_projects")
    .innerJoin("projects", "projects.id", "press_item_projects.project_id")
    .select(["press_item_projects.press_id", "projects.id", "projects.name", "projects.link"])
    .where("press_item_projects.press_id", "in", ids)
    .where(isVisibleToVisitors)
    .orderBy("projects.name")
    .execute();
  const names = await readTranslations(
    "project",
    links.map((link) => link.id),
    filter.lang,
  );
  const scans = await scanAssets(items.map((item) => item.scan));
  const titles = await readTranslations("press", ids, filter.lang);
  return items.map(({ scan, updated_at, ...row }) => {
    const { fallbackLang, ...item } = inLanguage(row, TRANSLATABLE_FIELDS.press, titles.get(row.id), filter.lang);
    return {
      ...item,
      titleLang: fallbackLang.title,
      updatedAt: updated_at,
      scan: scanOf(scan === null ? undefined : scans.get(scan)),
      projects: links
        .filter((link) => link.press_id === item.id)
        .map((link) => ({ id: link.id, link: link.link, name: names.get(link.id)?.get("name") ?? link.name })),
    };
  });
}

export async function scanAssets(ids: (number | null)[]): Promise<Map<number, Asset>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("assets").selectAll().where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
