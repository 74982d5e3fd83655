import { db } from "~/.server/db/db";

import { inLanguage, readTranslations } from "../translations";
import type { Place } from "./map";
import { isVisibleToVisitors } from "./reads";

/** The projects a visitor may see that have a place, named in `lang`, newest first. */
export async function listProjectPlaces(lang: string | undefined): Promise<Place[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "name", "link", "latitude", "longitude"])
    .where(isVisibleToVisitors)
    .where("latitude", "is not", null)
    .where("longitude", "is not", null)
    .orderBy("id", "desc")
    .execute();
  const texts = await readTranslations(
    "project",
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => {
    const { latitude, longitude, ...named } = inLanguage(row, ["name"], texts.get(row.id), lang);
    return { ...named, latitude: latitude ?? 0, longitude: longitude ?? 0 };
  });
}
