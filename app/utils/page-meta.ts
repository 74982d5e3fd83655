// Titles, descriptions, Open Graph tags and cache headers shared by the public pages.
import type { MetaDescriptor } from "@remix-run/node";

import { STUDIO_NAME } from "./constants";
import { splitLanguagePath } from "./languages";
import type { ImageData } from "./media";
import type { StructuredData } from "./structured-data";
import { statusTexts, textsFor } from "./texts";

export const SITE_TITLE = "Paper Plane Project Studio";

/** The largest WebP of an image, as an absolute URL. */
export function absoluteImageUrl(origin: string, image: ImageData | null | undefined): string | null {
  if (!image) return null;
  const largest = image.webp.split(", ").at(-1)?.split(" ")[0] ?? image.src;
  return new URL(largest, origin).href;
}

/** What a public page's loader returns that its tags are made of. */
export interface MetaPage {
  url: string;
  /** The page's language (the default: the site's English texts). */
  lang?: string;
  /** Its share image, as an absolute URL. */
  ogImage?: string | null;
  /** Its schema.org graph. */
  structuredData?: StructuredData;
}

/** A public page's tags in its language, from its loader's data. Alternates and og:locale: root.tsx. */
export function pageMeta(
  { url, lang = "en", ogImage: image, structuredData }: MetaPage,
  { title, description }: { title?: string; description?: string } = {},
): MetaDescriptor[] {
  const texts = textsFor(lang);
  description ||= texts.siteDescription;
  const fullTitle = title ? `${title} — ${texts.siteTitle}` : texts.homeTitle;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: STUDIO_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { tagName: "link", rel: "canonical", href: url },
    ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
  ];
}

/**
 * The title of an error page in the language of its path (a meta function's `location`, `matches` and
 * `error`): a 404's, a refusal's by its status (a post to a page without a form: 405), or the unexpected error's.
 */
export function notFoundMeta({
  location,
  matches,
  error,
}: {
  location: { pathname: string };
  matches: { id: string; data: unknown }[];
  error?: unknown;
}) {
  const languages = (matches.find((match) => match.id === "root")?.data as { languages?: string[] } | undefined)
    ?.languages ?? ["en"];
  const texts = textsFor(splitLanguagePath(location.pathname, languages).lang);
  const status = (error as { status?: unknown } | undefined)?.status;
  const title =
    error === undefined ? texts.notFoundTitle : statusTexts(texts, typeof status === "number" ? status : 500).title;
  return [{ title: `${title} — ${texts.siteTitle}` }];
}

/** A description cut at a word boundary to what search results show. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", max - 1))}…`;
}

/**
 * Public pages: browsers always revalidate; a shared cache in front keeps them under the tags the loader names
 * (`Surrogate-Key`), for as long as entry.server.tsx allows it (CDN-Cache-Control), until a change purges them
 * (docs/decisions/052-edge-cache-and-purge.md). A signed-in request gets a private answer instead, so the only
 * Vary a cache needs is the encoding's.
 */
const PUBLIC_PAGE_HEADERS = { "Cache-Control": "public, max-age=0, must-revalidate", Vary: "Accept-Encoding" } as const;
const TAG_HEADERS = ["Surrogate-Key", "Cache-Tag"];

/** A page's headers, with its loader's tags; a post to a page that takes none (405) keeps the refusal's own: Allow, and no-store. */
export const publicHeaders = ({
  errorHeaders,
  loaderHeaders,
}: { errorHeaders?: Headers; loaderHeaders?: Headers } = {}) => {
  if (errorHeaders?.has("Allow")) return errorHeaders;
  const headers = new Headers(PUBLIC_PAGE_HEADERS);
  for (const name of TAG_HEADERS) {
    const value = loaderHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/** Pages with a form carry a one-use form token: no shared cache may hand one visitor's copy to another. */
export const formPageHeaders = () => ({ "Cache-Control": "private, no-store" });

/**
 * A form page's meta (career, contact): the title from its language's texts, the studio's own text on
 * the page as the description (or the texts' default while it is empty).
 */
export function formPageMeta(
  page: MetaPage,
  texts: { metaTitle: string; metaDescription: string },
  text: string,
): MetaDescriptor[] {
  return pageMeta(page, { title: texts.metaTitle, description: summary(text || texts.metaDescription) });
}
