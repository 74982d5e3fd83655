import { listProjects } from "~/.server/content/projects";
import { ALL_PROJECTS_SLUG, PROJECT_TYPE_BY_SLUG } from "~/utils/project-types";
import { siteOrigin } from "~/.server/env";

const PUBLIC_PAGES = [
  "/",
  "/projects",
  ...[ALL_PROJECTS_SLUG, ...Object.keys(PROJECT_TYPE_BY_SLUG)].map((slug) => `/projects/${slug}`),
  "/studio",
  "/career",
  "/contact-us",
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Every public page and every project, for search engines. */
export async function loader() {
  const origin = siteOrigin();
  const projects = await listProjects();
  const paths = [...PUBLIC_PAGES, ...projects.map((project) => `/projects/detail/${project.link}`)];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
