import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestOrigin } from "~/utils/page-meta";

/** Crawlers may read the public site; the admin (/admin, /edit…) is theirs to skip. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /edit", "", `Sitemap: ${requestOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
