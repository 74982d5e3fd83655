import { db } from "~/.server/db/db";
import { type ImageData, toImageData } from "~/utils/media";

import { imageInLanguage, readTranslations } from "./translations";

const assetColumns = [
  "id",
  "path",
  "alt",
  "width",
  "height",
  "placeholder",
  "variants",
  "mime",
  "focal_x",
  "focal_y",
  "drawing",
  "tiled",
] as const;

/** Image data for a set of asset ids, in one query (and one for their alt texts in `lang`, if not the default). */
export async function imagesById(
  ids: (number | null | undefined)[],
  fallbackAlt = "",
  lang?: string,
): Promise<Map<number, ImageData>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const [rows, alts] = await Promise.all([
    db.selectFrom("assets").select(assetColumns).where("id", "in", wanted).execute(),
    readTranslations("asset", wanted, lang),
  ]);
  return new Map(rows.map((row) => [row.id, imageInLanguage(toImageData(row, fallbackAlt), alts, lang)]));
}
