// The checks before going live, over a page's or a project's state as plain data: each problem found once,
// with the place to fix it, and nothing found in content that is complete.
import { describe, expect, it } from "vitest";

import type { Snapshot } from "../history/snapshots";
import { sourceHash, type StoredTranslation } from "../translation-sources";
import { checkContent, isFileName } from "./checks";

const languages = ["en", "pt"];

/** A complete project in both languages: header 10, detail image 11. */
function project(change: (s: Snapshot) => void = () => {}): Snapshot {
  const snapshot: Snapshot = {
    fields: { name: "Sea House", location: "Porto", description_part_1: "A house by the sea.", image_header: 10 },
    lists: { images: [11], videos: [] },
    assets: {
      10: {
        alt: "The house from the beach",
        focalX: 0.5,
        focalY: 0.5,
        translations: { "pt:alt": "A casa vista da praia" },
      },
      11: { alt: "The kitchen", focalX: 0.5, focalY: 0.5, translations: { "pt:alt": "A cozinha" } },
    },
    translations: {
      "pt:name": "Casa do Mar",
      "pt:location": "Porto",
      "pt:description_part_1": "Uma casa junto ao mar.",
    },
  };
  change(snapshot);
  return snapshot;
}

const check = (snapshot: Snapshot, stored: StoredTranslation[] = []) =>
  checkContent({ subject: { kind: "project", id: 7 }, snapshot, languages, stored });

const row = (field: string, value: string, source: string, subject: "project" | "asset" = "project", id = 7) =>
  ({ subject, id, lang: "pt", field, value, sourceHash: sourceHash(source) }) satisfies StoredTranslation;

describe("checks before going live", () => {
  it("finds nothing in a complete project", () => {
    expect(check(project())).toEqual([]);
  });

  it("finds an image without alt text in each language, with the link to its alt text field", () => {
    const problems = check(
      project((s) => {
        s.assets[11].alt = "";
        s.assets[10].translations = {};
      }),
    );
    expect(problems).toEqual([
      {
        code: "alt-missing",
        message: "The header image has no alt text in Portuguese.",
        href: "/admin/projects?edit=7#alt-10-translation-pt-alt",
      },
      {
        code: "alt-missing",
        message: "Detail image 1 has no alt text in English.",
        href: "/admin/projects?edit=7#alt-11-alt-languages",
      },
    ]);
  });

  it("finds a file name used as alt text", () => {
    expect(["IMG_2041.jpg", "DSC0042", "photo-3.webp", "pxl_20240101_123456"].map(isFileName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["The kitchen at dusk", "Casa 3", "Img of a chair"].map(isFileName)).toEqual([false, false, false]);
    const [problem] = check(project((s) => (s.assets[11].translations = { "pt:alt": "IMG_2041.JPG" })));
    expect(problem).toMatchObject({ code: "alt-file-name", href: "/admin/projects?edit=7#alt-11-translation-pt-alt" });
    expect(problem.message).toBe("Detail image 1 has a file name as its alt text in Portuguese (“IMG_2041.JPG”).");
  });

  it("finds a text empty in a language where another has it, and leaves a field unused in every language alone", () => {
    const problems = check(project((s) => delete s.translations!["pt:location"]));
    expect(problems).toEqual([
      {
        code: "text-empty",
        message: "Location is empty in Portuguese.",
        href: "/admin/projects?edit=7#field-translation-pt-location",
      },
    ]);
    // description_part_2 is empty in both: no problem. A page's text links to its own form.
    const home = checkContent({
      subject: { kind: "home", id: 1 },
      snapshot: { fields: { description: "" }, lists: {}, assets: {}, translations: { "pt:description": "Olá" } },
      languages,
      stored: [],
    });
    expect(home).toEqual([
      {
        code: "text-empty",
        message: "Description is empty in English.",
        href: "/admin/pages/home#value-description-description-languages",
      },
    ]);
  });

  it("finds a translation made from an older text, unless this save writes the translation too", () => {
    const stale = [row("name", "Casa do Mar", "Sea Home"), row("alt", "A cozinha", "The kitchen", "asset", 11)];
    expect(check(project(), stale)).toEqual([
      {
        code: "translation-outdated",
        message: "Name in Portuguese is out of date: the English text changed after it was translated.",
        href: "/admin/projects?edit=7#field-translation-pt-name",
      },
    ]);
    // The state to go live has a new Portuguese name: made from this English text.
    expect(
      check(
        project((s) => (s.translations!["pt:name"] = "Casa Marítima")),
        stale,
      ),
    ).toEqual([]);
    // A row from before source hashes were kept is taken as current.
    expect(check(project(), [{ ...stale[0], sourceHash: null }])).toEqual([]);
  });

  it("finds a project without its header or detail image", () => {
    const problems = check(
      project((s) => {
        s.fields.image_header = null;
        s.lists.images = [];
        delete s.assets[10];
        delete s.assets[11];
      }),
    );
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ["no-header", "The project has no header image."],
      ["no-detail-image", "The project has no detail image."],
    ]);
  });

  it("checks only the default language on a site with one", () => {
    const problems = checkContent({
      subject: { kind: "project", id: 7 },
      snapshot: project((s) => (s.translations = {})),
      languages: ["en"],
      stored: [],
    });
    expect(problems).toEqual([]);
  });

  it("finds a published press item's title missing in Portuguese, with the link to its input, and an outdated one", () => {
    const press = (translations: Record<string, string>) =>
      checkContent({
        subject: { kind: "press", id: 3 },
        snapshot: {
          fields: { title: "Housing Prize", organisation: "Biennial", scan: null },
          lists: {},
          assets: {},
          translations,
        },
        languages,
        stored: [{ ...row("title", "Prémio", "Old Prize"), subject: "press", id: 3 }],
      });
    expect(press({})).toEqual([
      {
        code: "text-empty",
        message: "Title is empty in Portuguese.",
        href: "/admin/press?edit=3#press-translation-pt-title",
      },
    ]);
    expect(press({ "pt:title": "Prémio" }).map((p) => [p.code, p.href])).toEqual([
      ["translation-outdated", "/admin/press?edit=3#press-translation-pt-title"],
    ]);
    expect(press({ "pt:title": "Prémio de Habitação" })).toEqual([]);
  });
});
