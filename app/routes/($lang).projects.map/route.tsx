import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { mapItems, mapMarkers, mapView } from "~/.server/content/projects/map";
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
import type { ScriptlessHandle } from "~/utils/page-scripts";
import { textsFor } from "~/utils/texts";

import * as styles from "./styles.css";

/**
 * Its projects' changes refresh the page once live (a visitor came from a live page). Nothing on it needs a
 * script: loaded on its own, it is sent without any (utils/page-scripts.ts).
 */
export const handle = { liveTables: ["projects"], scripts: false } satisfies LiveHandle & ScriptlessHandle;

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? pageMeta(data, {
        title: data.region ? `${textsFor(data.lang).map.title}: ${data.region.name}` : textsFor(data.lang).map.title,
        description: textsFor(data.lang).map.description,
      })
    : notFoundMeta(args);

export const headers = publicHeaders;

/** The world, or with `?region=<country code>` one country's work up close; any other region is not a page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const places = await listProjectPlaces(lang);
  const { regions, region, shown } = mapView(places, new URL(request.url).searchParams.get("region"), lang);
  if (region === undefined) throw new Response("Not Found", { status: 404 });
  const query = region ? `?region=${region.code}` : "";
  return data(
    {
      lang,
      url: url(`/projects/map${query}`),
      land: `/projects/map.svg${query}`,
      markers: mapItems(mapMarkers(places, shown), region?.code ?? null),
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
  const { land, markers, regions, region, places } = useLoaderData<typeof loader>();
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
      {/* The land is a file of its own (cached apart, not repeated in the page's data); the markers lie on it. */}
      <div className={styles.map}>
        <img src={land} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} className={styles.land} />
        {/* Markers keep their size on any screen: links placed in percent of the map, named on hover and focus. */}
        <ul className={styles.markers} aria-label={words.label} data-testid="map">
          {markers.map((item) => (
            <li
              key={item.kind === "project" ? item.id : `group-${item.places[0].id}`}
              className={styles.markerItem}
              style={{ left: `${(item.x / MAP_WIDTH) * 100}%`, top: `${(item.y / MAP_HEIGHT) * 100}%` }}
            >
              {item.kind === "project" ? (
                <Link to={to(`/projects/detail/${item.link}`)} className={styles.marker}>
                  <span className={styles.markerName}>{item.name}</span>
                </Link>
              ) : (
                <Link
                  to={item.view ? to(`/projects/map?region=${item.view}`) : "#map-list"}
                  className={`${styles.marker} ${styles.group}`}
                >
                  <span aria-hidden="true" className={styles.groupCount}>
                    {item.places.length}
                  </span>
                  <span className={styles.markerName}>
                    {words.group(item.places.length, item.places.map((place) => place.name).join(", "))}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
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
