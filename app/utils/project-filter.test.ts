import { describe, expect, it } from "vitest";

import { countsByType, filterProjects, filterSearch, readProjectFilter } from "./project-filter";

const projects = [
  { name: "Café Lumière", type: "Interior" as const },
  { name: "Canal House", type: "Architecture" as const },
  { name: "Oak Stool", type: "Object" as const },
  { name: "Canal Bar", type: "Interior" as const },
];

describe("project filter", () => {
  it("reads q and type from the URL, ignoring an unknown type", () => {
    expect(readProjectFilter(new URLSearchParams("q=canal&type=Interior"))).toEqual({ q: "canal", type: "Interior" });
    expect(readProjectFilter(new URLSearchParams("type=Garden"))).toEqual({ q: "", type: null });
    expect(readProjectFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });

  it("matches part of a name, whatever its case and accents, within the chosen type", () => {
    expect(filterProjects(projects, { q: "CANAL", type: null }).map((p) => p.name)).toEqual([
      "Canal House",
      "Canal Bar",
    ]);
    expect(filterProjects(projects, { q: "canal", type: "Interior" }).map((p) => p.name)).toEqual(["Canal Bar"]);
    expect(filterProjects(projects, { q: "cafe lum", type: null }).map((p) => p.name)).toEqual(["Café Lumière"]);
    expect(filterProjects(projects, { q: "  ", type: "Object" }).map((p) => p.name)).toEqual(["Oak Stool"]);
  });

  it("counts each tab with the name filter applied", () => {
    expect(countsByType(projects, "")).toEqual({ All: 4, Architecture: 1, Interior: 2, Object: 1 });
    expect(countsByType(projects, "canal")).toEqual({ All: 2, Architecture: 1, Interior: 1, Object: 0 });
  });

  it("builds the query string, keeping edit and delete", () => {
    const current = new URLSearchParams("edit=3&delete=5&q=old");
    expect(filterSearch(current, { q: "canal house", type: "Interior" })).toBe(
      "?edit=3&delete=5&q=canal+house&type=Interior",
    );
    expect(filterSearch(current, { q: "", type: null })).toBe("?edit=3&delete=5");
    expect(filterSearch(new URLSearchParams(), { q: "", type: null })).toBe("");
  });
});
