// The map of the work (decision 063): drawn here as SVG paths from the world outline shipped with the app
// (world-atlas, Natural Earth's public-domain outlines), so no map service, script or cookie reaches a visitor.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import {
  geoBounds,
  geoContains,
  geoDistance,
  geoEquirectangular,
  geoMercator,
  geoNaturalEarth1,
  geoPath,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import countries from "i18n-iso-countries";
import { feature, merge, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

import { MAP_HEIGHT, MAP_WIDTH, PICKER_HEIGHT, PICKER_WIDTH } from "~/utils/map";

export interface Place {
  id: number;
  name: string;
  link: string;
  latitude: number;
  longitude: number;
}

export interface Marker extends Place {
  x: number;
  y: number;
}

export interface Region {
  /** ISO 3166-1 alpha-2, lower case: the `region` a map link asks for. */
  code: string;
  name: string;
  count: number;
}

type Country = Feature<Polygon | MultiPolygon, { name: string }>;
interface Atlas {
  /** The land without Antarctica, where no studio builds: the world map gives its room to the rest. */
  land: MultiPolygon;
  borders: ReturnType<typeof mesh>;
  countries: { country: Country; bounds: [[number, number], [number, number]] }[];
}
const ANTARCTICA = "010";

const require = createRequire(import.meta.url);
const atlases = new Map<string, Atlas>();

/** The outlines at 1:110m for the world, at 1:50m for a region; read once, on first use. */
function atlas(scale: "110m" | "50m"): Atlas {
  const known = atlases.get(scale);
  if (known) return known;
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), "utf8"),
  ) as Topology<{
    countries: GeometryCollection<{ name: string }>;
    land: GeometryCollection;
  }>;
  const { countries } = topology.objects;
  const made: Atlas = {
    land: merge(
      topology,
      countries.geometries.filter((country) => country.id !== ANTARCTICA) as Parameters<typeof merge>[1],
    ),
    borders: mesh(topology, countries, (a, b) => a !== b),
    countries: (
      feature(topology, countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>
    ).features.map((country) => ({ country, bounds: geoBounds(country) })),
  };
  atlases.set(scale, made);
  return made;
}

/** How far off a coast a place may be and still count as the nearest country's: the outline is coarse. */
const NEAR_COAST_DEGREES = 0.25;
const countryByPoint = new Map<string, string | null>();

const near = ([[west, south], [east, north]]: [[number, number], [number, number]], [lng, lat]: [number, number]) =>
  lat >= south - NEAR_COAST_DEGREES &&
  lat <= north + NEAR_COAST_DEGREES &&
  // A country across the antimeridian has west > east: test its two sides.
  (west <= east
    ? lng >= west - NEAR_COAST_DEGREES && lng <= east + NEAR_COAST_DEGREES
    : lng >= west - NEAR_COAST_DEGREES || lng <= east + NEAR_COAST_DEGREES);

/** The country whose outline contains the point, else the nearest one within NEAR_COAST_DEGREES. */
function countryAt(point: [number, number]): Country | undefined {
  const candidates = atlas("50m").countries.filter(({ bounds }) => near(bounds, point));
  const inside = candidates.find(({ country }) => geoContains(country, point));
  if (inside) return inside.country;
  let nearest: { country: Country; distance: number } | undefined;
  for (const { country } of candidates) {
    const rings = country.geometry.type === "Polygon" ? [country.geometry.coordinates] : country.geometry.coordinates;
    for (const vertex of rings.flat(2) as [number, number][]) {
      const distance = geoDistance(point, vertex);
      if (!nearest || distance < nearest.distance) nearest = { country, distance };
    }
  }
  return nearest && nearest.distance <= (NEAR_COAST_DEGREES * Math.PI) / 180 ? nearest.country : undefined;
}

/** The country a place lies in, by its ISO alpha-2 code; null far out at sea. */
export function countryOf(place: Pick<Place, "latitude" | "longitude">): string | null {
  const key = `${place.latitude},${place.longitude}`;
  const known = countryByPoint.get(key);
  if (known !== undefined) return known;
  const found = countryAt([place.longitude, place.latitude]);
  const alpha2 = found?.id === undefined ? undefined : countries.numericToAlpha2(String(found.id));
  const code = alpha2 ? alpha2.toLowerCase() : null;
  countryByPoint.set(key, code);
  return code;
}

/** The regions that have work, each with its name in the page's language, most projects first. */
export function regionsOf(places: Place[], lang: string): Region[] {
  const names = new Intl.DisplayNames([lang], { type: "region" });
  const counts = new Map<string, number>();
  for (const place of places) {
    const code = countryOf(place);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts]
    .map(([code, count]) => ({ code, count, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, lang));
}

/** Half the smallest span a region's map shows, in degrees: a single project still shows its surroundings. */
const MIN_HALF_SPAN = 3;
const PADDING = 24;

/** The projection of a region: Mercator (true shapes nearby) fitted to its places with room around them. */
function regionProjection(places: Place[]): GeoProjection {
  const lats = places.map((p) => p.latitude);
  const lngs = places.map((p) => p.longitude);
  const [midLat, midLng] = [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
  const halfLat = Math.max(MIN_HALF_SPAN, (Math.max(...lats) - Math.min(...lats)) / 2 + 1);
  const halfLng = Math.max(MIN_HALF_SPAN * 2, (Math.max(...lngs) - Math.min(...lngs)) / 2 + 1);
  const frame: Feature = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiPoint",
      coordinates: [
        [midLng - halfLng, Math.max(-85, midLat - halfLat)],
        [midLng + halfLng, Math.min(85, midLat + halfLat)],
      ],
    },
  };
  return geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
}

const outline = () => atlas("110m").land;

/** The world (Natural Earth projection) or, given a region's places, that region up close. */
function projectionFor(region: Place[] | null): GeoProjection {
  return region?.length
    ? regionProjection(region)
    : geoNaturalEarth1().fitExtent(
        [
          [4, 4],
          [MAP_WIDTH - 4, MAP_HEIGHT - 4],
        ],
        outline(),
      );
}

/** The places inside the map's box, where they fall on it. */
export function mapMarkers(places: Place[], region: Place[] | null): Marker[] {
  const projection = projectionFor(region);
  return places.flatMap((place) => {
    const point = projection([place.longitude, place.latitude]);
    if (!point) return [];
    const [x, y] = point;
    const inside = x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;
    return inside ? [{ ...place, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }] : [];
  });
}

/** The land and the borders under the markers, as an SVG file: the coarse outline for the world, finer for a region. */
export function landSvg(region: Place[] | null): string {
  // One decimal of a pixel is finer than any screen shows, and keeps the file light.
  const path = geoPath(projectionFor(region)).digits(1);
  const drawn = atlas(region?.length ? "50m" : "110m");
  return svgFile(MAP_WIDTH, MAP_HEIGHT, path(drawn.land) ?? "", path(drawn.borders) ?? "", 0.75);
}

const svgFile = (width: number, height: number, land: string, borders: string, stroke: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="#f5f5f4"/>` +
  `<path fill="#d9d9d9" d="${land}"/>` +
  `<path fill="none" stroke="#ffffff" stroke-width="${stroke}" d="${borders}"/></svg>`;

/**
 * What a map page shows: the regions with work, the view asked for (null: the world; undefined: not a view
 * this map has) and its places. A view is one country or several ("be,nl": sorted, each with work), the
 * countries of a group of markers too close to tell apart.
 */
export function mapView(places: Place[], asked: string | null, lang: string) {
  const regions = regionsOf(places, lang);
  if (asked === null) return { regions, region: null, shown: null };
  const codes = asked.split(",");
  const chosen = codes.map((code) => regions.find((known) => known.code === code));
  const inOrder = codes.every((code, i) => i === 0 || codes[i - 1] < code);
  if (!inOrder || chosen.some((known) => !known)) return { regions, region: undefined, shown: null };
  const names = (chosen as Region[]).map((known) => known.name);
  const region = { code: asked, name: new Intl.ListFormat(lang, { type: "conjunction" }).format(names) };
  return { regions, region, shown: places.filter((place) => codes.includes(countryOf(place) ?? "")) };
}

/** How close two markers may be, in map units: 24 CSS px where the map is narrowest (343 px, a phone's). */
const APART = Math.ceil((24 * MAP_WIDTH) / 343);

export type MapItem =
  ({ kind: "project" } & Marker) | { kind: "group"; x: number; y: number; places: Marker[]; view: string };

/**
 * The markers as a visitor can tap them: each alone, or, where several lie closer than APART, one group of
 * them leading to the view of their countries (or to the list, when that is the view already).
 */
export function mapItems(markers: Marker[], view: string | null): MapItem[] {
  const groups: Marker[][] = [];
  for (const marker of markers) {
    const near = groups.find(([first]) => Math.hypot(first.x - marker.x, first.y - marker.y) < APART);
    if (near) near.push(marker);
    else groups.push([marker]);
  }
  return groups.map((group) => {
    if (group.length === 1) return { kind: "project", ...group[0] };
    const codes = [...new Set(group.map((marker) => countryOf(marker) ?? ""))].filter(Boolean).sort();
    const mean = (key: "x" | "y") => Math.round((group.reduce((sum, m) => sum + m[key], 0) / group.length) * 10) / 10;
    return {
      kind: "group",
      x: mean("x"),
      y: mean("y"),
      places: group,
      view: codes.join(",") === view ? "" : codes.join(","),
    };
  });
}

/**
 * The admin's place picker's world: the equirectangular projection, PICKER_WIDTH × PICKER_HEIGHT, two units a
 * degree, so the browser turns a click into degrees with no projection code of its own.
 */
export function pickerMapSvg(): string {
  const projection = geoEquirectangular()
    .scale(PICKER_WIDTH / (2 * Math.PI))
    .translate([PICKER_WIDTH / 2, PICKER_HEIGHT / 2]);
  const path = geoPath(projection).digits(1);
  const drawn = atlas("110m");
  return svgFile(PICKER_WIDTH, PICKER_HEIGHT, path(drawn.land) ?? "", path(drawn.borders) ?? "", 0.4);
}
