import { describe, expect, it } from "vitest";

import { checkProject } from "./admin-schemas";

const FIELDS = {
  name: "Casa Lumen",
  year: "2024",
  location: "Lisbon",
  area: "120",
  type: "Architecture",
  photographer: "Rui Sá",
  description_part_1: "One.",
  description_part_2: "Two.",
  description_part_3: "Three.",
};
const FILES = { header: { type: "image/jpeg" }, images: [{ type: "image/jpeg" }], videos: [] };
const check = (place: Record<string, string>) =>
  checkProject({ ...FIELDS, ...place }, FILES, { editing: false, existingImages: 0 });

describe("a project's place on the map", () => {
  it("is optional, and kept to about a metre", () => {
    const none = check({ latitude: "", longitude: "" });
    expect(none.ok && [none.data.latitude, none.data.longitude]).toEqual([null, null]);
    const lisbon = check({ latitude: "38.713871234", longitude: "-9,1393" });
    expect(lisbon.ok && [lisbon.data.latitude, lisbon.data.longitude]).toEqual([38.71387, -9.1393]);
  });

  it("takes both coordinates or neither, each on the globe", () => {
    expect(check({ latitude: "38.7", longitude: "" })).toEqual({
      ok: false,
      errors: { longitude: "Give both the latitude and the longitude, or neither." },
    });
    expect(check({ latitude: "91", longitude: "0" })).toEqual({
      ok: false,
      errors: { latitude: "A latitude from -90 to 90." },
    });
    expect(check({ latitude: "0", longitude: "-180.5" })).toEqual({
      ok: false,
      errors: { longitude: "A longitude from -180 to 180." },
    });
    expect(check({ latitude: "north", longitude: "0" })).toEqual({
      ok: false,
      errors: { latitude: "Please enter a number." },
    });
  });
});
