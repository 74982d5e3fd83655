import { describe, expect, it } from "vitest";

import { MAP_HEIGHT, MAP_WIDTH } from "~/utils/map";

import { countryOf, landSvg, mapItems, mapMarkers, mapView, type Place } from "./map";

const place = (id: number, latitude: number, longitude: number): Place => ({
  id,
  name: `Project ${id}`,
  link: `project-${id}`,
  latitude,
  longitude,
});
const LISBON = place(1, 38.71387, -9.13937);
// On the waterfront: outside the coarse outline, and still Portugal's.
const PORTO = place(2, 41.14961, -8.61099);
const KYOTO = place(3, 35.02107, 135.75385);
const SEVILLE = place(4, 37.38863, -5.99534);

describe("the map of the work", () => {
  it("finds each place's country, a coastal one too, and none far out at sea", () => {
    expect(countryOf(LISBON)).toBe("pt");
    expect(countryOf(PORTO)).toBe("pt");
    expect(countryOf(KYOTO)).toBe("jp");
    expect(countryOf({ latitude: 35, longitude: -40 })).toBeNull();
  });

  it("lists the regions with work, most projects first, named in the page's language", () => {
    const places = [LISBON, PORTO, KYOTO, SEVILLE];
    expect(mapView(places, null, "pt").regions).toEqual([
      { code: "pt", name: "Portugal", count: 2 },
      { code: "es", name: "Espanha", count: 1 },
      { code: "jp", name: "Japão", count: 1 },
    ]);
    expect(mapView(places, null, "en").regions.map((region) => region.name)).toEqual(["Portugal", "Japan", "Spain"]);
  });

  it("zooms to a region's places and knows no region without work", () => {
    const places = [LISBON, PORTO, KYOTO, SEVILLE];
    const portugal = mapView(places, "pt", "en");
    expect(portugal.region?.name).toBe("Portugal");
    expect(portugal.shown).toEqual([LISBON, PORTO]);
    expect(mapView(places, "fr", "en").region).toBeUndefined();
    // Several countries at once, named in order; only in order, so one view has one address.
    const iberia = mapView(places, "es,pt", "en");
    expect(iberia.region).toEqual({ code: "es,pt", name: "Spain and Portugal" });
    expect(iberia.shown).toEqual([LISBON, PORTO, SEVILLE]);
    expect(mapView(places, "pt,es", "en").region).toBeUndefined();
    // The world shows every place; Portugal up close shows its neighbour Seville, not Kyoto.
    expect(mapMarkers(places, null).map((marker) => marker.id)).toEqual([1, 2, 3, 4]);
    const near = mapMarkers(places, portugal.shown);
    expect(near.map((marker) => marker.id)).toEqual([1, 2, 4]);
    for (const marker of near) {
      expect(marker.x).toBeGreaterThanOrEqual(0);
      expect(marker.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(marker.y).toBeGreaterThanOrEqual(0);
      expect(marker.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    // North is up: Porto above Lisbon.
    const [lisbon, porto] = near;
    expect(porto.y).toBeLessThan(lisbon.y);
  });

  it("groups markers a finger could not tell apart, each group leading to its countries' view", () => {
    const places = [LISBON, PORTO, KYOTO, SEVILLE];
    const world = mapItems(mapMarkers(places, null), null);
    expect(world.map((item) => (item.kind === "group" ? item.view : item.name))).toEqual(["es,pt", "Project 3"]);
    const iberia = mapItems(mapMarkers(places, mapView(places, "es,pt", "en").shown), "es,pt");
    expect(iberia.map((item) => item.kind)).toEqual(["project", "project", "project"]);
    // Two in one street: a group, and since their country is the view already, it leads to the list.
    const street = [LISBON, place(5, 38.7139, -9.1394)];
    expect(mapItems(mapMarkers(street, street), "pt")).toMatchObject([{ kind: "group", view: "" }]);
  });

  it("draws the land as an SVG file, the world lighter than a region's detail would be at its scale", () => {
    const world = landSvg(null);
    expect(world).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 960 500">/);
    expect(world).toContain('<path fill="#d9d9d9" d="M');
    expect(world.length).toBeLessThan(120_000);
    const region = landSvg([LISBON, PORTO]);
    expect(region).toContain('d="M');
    expect(region).not.toBe(world);
  });
});
