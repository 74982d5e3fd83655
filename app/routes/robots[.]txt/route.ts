import { siteOrigin } from "~/.server/env";
import { refusePosts } from "~/.server/http/page-without-form";

/** Crawlers may read the public site; the admin (/admin, /edit…) is theirs to skip. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /edit",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** A file: no posts (405). */
export const action = refusePosts();
