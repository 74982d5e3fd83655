import { describe, expect, it } from "vitest";

import { shownWorkTypes } from "./work-types";

describe("shownWorkTypes", () => {
  it("hides the tiles without an image and keeps the order of the rest", () => {
    const types = [
      { title: "ARCHITECTURAL DESIGN", image: { id: 1 } },
      { title: "INTERIOR DESIGN", image: null },
      { title: "PRODUCT DESIGN", image: { id: 3 } },
    ];
    expect(shownWorkTypes(types).map((t) => t.title)).toEqual(["ARCHITECTURAL DESIGN", "PRODUCT DESIGN"]);
  });

  it("shows nothing when no work type has an image", () => {
    expect(shownWorkTypes([{ title: "INTERIOR DESIGN", image: null }])).toEqual([]);
  });
});
