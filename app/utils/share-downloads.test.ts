import { describe, expect, it } from "vitest";

import { downloadChoices, downloadStem } from "./share-downloads";

describe("a project's download choices", () => {
  const [main, a, b] = [{ id: 7 }, { id: 8 }, { id: 9 }];

  it("offers the main image, then each detail image with its number on the page", () => {
    expect(downloadChoices(main, [a, b])).toEqual([
      { image: main, n: null },
      { image: a, n: 1 },
      { image: b, n: 2 },
    ]);
  });

  it("offers a detail image that is also the main image once, as the main image, keeping the others' numbers", () => {
    expect(downloadChoices(a, [a, b])).toEqual([
      { image: a, n: null },
      { image: b, n: 2 },
    ]);
  });

  it("names each file as the form labels its image", () => {
    expect([downloadStem("house", null), downloadStem("house", 2)]).toEqual(["house-main", "house-2"]);
  });
});
