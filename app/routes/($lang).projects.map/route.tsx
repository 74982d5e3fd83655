import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { countryOf, drawMap, regionsOf } from "~/.server/content/projects/map";
import { listProjectPlaces } from "~/.server/content/projects/places";
import { tagHeaders } from "~/.server/edge/headers";
import { listTags } from "~/.server/edge/tags";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useLanguage } from "~/hooks/use-language";
import type { LiveHandle } from "~/utils/live-tables";
import { MAP_HEIGHT, MAP_WIDTH } from "~/utils/map";
import { notFoundMeta, pageMeta, publicHeaders } from "~/utils/page-meta";
import { textsFor } from "~/utils/texts";

import * as styles from "./styles.css";

export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? pageMeta({
        title: data.region ? `${textsFor(data.lang).map.title}: ${data.region.name}` : textsFor(data.lang).map.title,
        description: textsFor(data.lang).map.description,
        url: data.url,
        image: null,
        lang: data.lang,
      })
    : notFoundMeta(args);

export const headers = publicHeaders;

/** The world, or with `?region=<country code>` one country's work up close; any other region is not a page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const places = await listProjectPlaces(lang);
  const regions = regionsOf(places, lang);
  const asked = new URL(request.url).searchParams.get("region");
  const region = asked === null ? null : regions.find((known) => known.code === asked);
  if (region === undefined) throw new Response("Not Found", { status: 404 });
  const shown = region ? places.filter((place) => countryOf(place) === region.code) : null;
  return data(
    {
      lang,
      url: url(region ? `/projects/map?region=${region.code}` : "/projects/map"),
      map: drawMap(places, shown),
      regions,
      region,
      places: shown ?? places,
    },
    { headers: tagHeaders(listTags(lang, "map", places)) },
  );
}

export const action = refusePosts(loader);

/** The map of the work (decision 063): drawn on the server, each marker a link to its project; a list says the same. */
export default function ProjectsMap() {
  const { map, regions, region, places } = useLoaderData<typeof loader>();
  const { texts, to } = useLanguage();
  const words = texts.map;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{region ? `${words.title}: ${region.name}` : words.title}</h1>
      {regions.length > 0 ? (
        <nav aria-label={words.regions} className={styles.regions}>
          <Link to={to("/projects/map")} aria-current={region ? undefined : "page"} className={styles.region}>
            {words.world}
          </Link>
          {regions.map((known) => (
            <Link
              key={known.code}
              to={to(`/projects/map?region=${known.code}`)}
              aria-current={known.code === region?.code ? "page" : undefined}
              className={styles.region}
            >
              {known.name} <span className={styles.count}>({words.count(known.count)})</span>
            </Link>
          ))}
        </nav>
      ) : null}
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className={styles.map}
        role="group"
        aria-label={words.label}
        data-testid="map"
      >
        <path d={map.land} className={styles.land} />
        <path d={map.borders} className={styles.borders} />
        {map.markers.map((marker) => (
          <a key={marker.id} href={to(`/projects/detail/${marker.link}`)} className={styles.marker}>
            <title>{marker.name}</title>
            <circle cx={marker.x} cy={marker.y} r={region ? 9 : 6} />
          </a>
        ))}
      </svg>
      {places.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <section aria-labelledby="map-list">
          <h2 id="map-list" className={styles.listTitle}>
            {words.list}
          </h2>
          <ul className={styles.list}>
            {places.map((place) => (
              <li key={place.id}>
                <Link to={to(`/projects/detail/${place.link}`)} className={styles.link}>
                  {place.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
