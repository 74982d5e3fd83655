// The single-row content tables: career, contact, studio and the homepage.
import { db } from "~/.server/db/db";
import type { ImageData } from "~/utils/media";

import { imagesById } from "../images";
import { pageInLanguage } from "../translations";

// Each reader takes the visitor's language (./translations.ts); without one, the default language's texts as stored.

export async function getCareer(lang?: string) {
  const row = await db
    .selectFrom("career")
    .select(["career_header", "email"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return pageInLanguage("career", row, lang);
}

export async function getContact(lang?: string) {
  const row = await db
    .selectFrom("contact")
    .select(["contact_header", "location", "telephone", "email", "description"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return pageInLanguage("contact", row, lang);
}

/** The studio row; an image without alt text gets `fallbackAlt` (the edit page shows the alt as stored). */
export async function getStudio(fallbackAlt = "The studio", lang?: string) {
  const row = await db.selectFrom("studio").select(["detail", "image"]).where("id", "=", 1).executeTakeFirstOrThrow();
  const [images, texts] = await Promise.all([
    imagesById([row.image], fallbackAlt, lang),
    pageInLanguage("studio", { detail: row.detail }, lang),
  ]);
  return { ...texts, image: row.image ? (images.get(row.image) ?? null) : null };
}

/** The studio row for its edit page, with the alt text as stored. */
export const getStudioForEdit = () => getStudio("");

export const WORK_TYPES = [
  { key: "architectural_image", title: "ARCHITECTURAL DESIGN", label: "Architectural", link: "/projects/architecture" },
  { key: "interior_image", title: "INTERIOR DESIGN", label: "Interior", link: "/projects/interior" },
  { key: "product_image", title: "PRODUCT DESIGN", label: "Product", link: "/projects/object" },
] as const;

export async function getHomepage(lang?: string) {
  const row = await db.selectFrom("homepage").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const [carousel, logos] = await Promise.all([
    db.selectFrom("homepage_carousel_images").select("asset_id").orderBy("position").orderBy("id").execute(),
    db.selectFrom("homepage_carousel_logos").select("asset_id").orderBy("position").orderBy("id").execute(),
  ]);
  const images = await imagesById(
    [...carousel.map((r) => r.asset_id), ...logos.map((r) => r.asset_id), ...WORK_TYPES.map((w) => row[w.key])],
    "",
    lang,
  );
  const { description, fallbackLang } = await pageInLanguage("home", { description: row.description }, lang);
  const pick = (ids: number[]) => ids.map((id) => images.get(id)).filter((i): i is ImageData => Boolean(i));
  return {
    description,
    fallbackLang,
    carouselImages: pick(carousel.map((r) => r.asset_id)),
    logos: pick(logos.map((r) => r.asset_id)),
    workTypes: WORK_TYPES.map((w) => ({
      key: w.key,
      title: w.title,
      link: w.link,
      image: row[w.key] ? (images.get(row[w.key] as number) ?? null) : null,
    })),
  };
}
