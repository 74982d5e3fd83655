import { db } from "~/.server/db/db";
import { type ImageData, toImageData } from "~/utils/media";

const assetColumns = ["id", "path", "alt", "width", "height", "placeholder", "variants", "mime", "focal_x", "focal_y"] as const;

/** Image data for a set of asset ids, in one query. */
export async function imagesById(ids: (number | null | undefined)[], fallbackAlt = ""): Promise<Map<number, ImageData>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("assets").select(assetColumns).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, toImageData(row, fallbackAlt)]));
}
