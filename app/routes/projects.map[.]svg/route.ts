// /projects/map.svg[?region=<country code>]: the land under the map of the work's markers (decision 063),
// drawn from the outline shipped with the app; cached and purged as the map page is.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { landSvg, mapView } from "~/.server/content/projects/map";
import { listProjectPlaces } from "~/.server/content/projects/places";
import { tagHeaders } from "~/.server/edge/headers";
import { listTags } from "~/.server/edge/tags";
import { env } from "~/.server/env";
import { refusePosts } from "~/.server/http/page-without-form";

export async function loader({ request }: LoaderFunctionArgs) {
  const [lang] = env().languages;
  const places = await listProjectPlaces(lang);
  const { region, shown } = mapView(places, new URL(request.url).searchParams.get("region"), lang);
  if (region === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(landSvg(shown), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      ...tagHeaders(listTags(lang, "map", places)),
    },
  });
}

/** A file: no posts (405). */
export const action = refusePosts(loader);
