import { listProjects } from "~/.server/content/projects/reads";
import { env, siteOrigin } from "~/.server/env";
import { refusePosts } from "~/.server/http/page-without-form";
import { pathIn } from "~/utils/languages";
import { ALL_PROJECTS_SLUG, PROJECT_TYPE_BY_SLUG } from "~/utils/project-types";
import { escapeXml } from "~/utils/xml";

const PUBLIC_PAGES = [
  "/",
  "/projects",
  ...[ALL_PROJECTS_SLUG, ...Object.keys(PROJECT_TYPE_BY_SLUG)].map((slug) => `/projects/${slug}`),
  "/studio",
  "/career",
  "/contact-us",
  "/press",
  "/projects/map",
];

/**
 * Every public page and every project, for search engines; with several languages, each page in each
 * language, every entry listing all of them and `x-default` as alternates (the same as the pages' own).
 */
export async function loader() {
  const origin = siteOrigin();
  const { languages } = env();
  const projects = await listProjects();
  const paths = [...PUBLIC_PAGES, ...projects.map((project) => `/projects/detail/${project.link}`)];
  const url = (lang: string, path: string) => escapeXml(origin + pathIn(lang, path, languages));
  const entry = (lang: string, path: string) => {
    if (languages.length === 1) return `  <url><loc>${url(lang, path)}</loc></url>`;
    const alternates = languages.map(
      (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(other, path)}"/>`,
    );
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(languages[0], path)}"/>`;
    return `  <url><loc>${url(lang, path)}</loc>${alternates.join("")}${fallback}</url>`;
  };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length === 1
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => languages.map((lang) => entry(lang, path))),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** A file: no posts (405). */
export const action = refusePosts();
