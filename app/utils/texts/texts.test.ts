import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { env } from "~/.server/env";

import { en } from "./en";
import { UI_TEXTS } from "./index";
import { downloadTexts } from "./share-link/download";
import { recipientTexts } from "./share-link/feedback";
import { verifyTexts } from "./share-link/verify";

/** Every key of a dictionary, nested ones as a.b.c, with the kind of value it holds. */
function shape(texts: object, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === "object"
      ? shape(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  );
}

/** Every text of a dictionary, functions called with sample arguments. */
function values(texts: object): string[] {
  return Object.values(texts).flatMap((value) =>
    typeof value === "function"
      ? [String(value("2", "x"))]
      : typeof value === "object"
        ? values(value)
        : [String(value)],
  );
}

describe("the visitor's texts", () => {
  it("have every key, and no empty text, in every configured language and every dictionary", () => {
    const languages = new Set([...env().languages, ...Object.keys(UI_TEXTS)]);
    expect(env().languages.length).toBeGreaterThan(1);
    for (const lang of languages) {
      const texts = UI_TEXTS[lang];
      expect(texts, `no dictionary for ${lang}`).toBeDefined();
      expect(shape(texts), lang).toEqual(shape(en));
      expect(
        values(texts).filter((text) => text.trim() === ""),
        lang,
      ).toEqual([]);
    }
  });

  it("have every key of a share link's recipient's words in each language they are written in", () => {
    for (const texts of [downloadTexts, recipientTexts, verifyTexts]) {
      expect(shape(texts("pt"))).toEqual(shape(texts("en")));
    }
  });

  it("keep the product's English texts word for word", () => {
    expect([
      en.nav.home,
      en.nav.project,
      en.nav.search,
      en.home.latest,
      en.detail.back,
      en.form.submit,
      en.errors.notFound,
    ]).toEqual(["HOME", "PROJECT", "SEARCH", "OUR LATEST UPDATE", "BACK TO PROJECTS", "SUBMIT", "PAGE NOT FOUND"]);
    // The Portuguese ones are not copies of them (but for the studio's name and a word both languages share).
    const english = values(en);
    expect(values(UI_TEXTS.pt).filter((text, i) => text === english[i] && /[a-z]{4}/.test(text))).toEqual([
      "Paper Plane Project Studio",
      "Email",
    ]);
  });
});

const APP = path.resolve(__dirname, "../..");
const CATALOGUE = path.join(APP, "utils/texts/admin");

/** The app's own source (not its tests), outside the admin's catalogue. */
const appSources = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join(APP, file))
  .filter((file) => !file.startsWith(CATALOGUE))
  .map((file) => readFileSync(file, "utf8"));

const catalogue = import.meta.glob<Record<string, unknown>>("./admin/*.ts", { eager: true });

describe("the admin's texts", () => {
  it("are each read somewhere in the app", () => {
    const unused: string[] = [];
    for (const area of Object.values(catalogue))
      for (const [name, group] of Object.entries(area)) {
        if (typeof group !== "object" || group === null || Array.isArray(group)) continue;
        // Read where the group is named (imported, aliased, or typed as a parameter): as .key, or by a key
        // written out ("key") that it is indexed with.
        const readers = appSources.filter((source) => new RegExp(`\\b${name}\\b`).test(source));
        for (const key of Object.keys(group))
          if (!readers.some((source) => new RegExp(`\\.${key}\\b|"${key}"`).test(source)))
            unused.push(`${name}.${key}`);
      }
    expect(Object.keys(catalogue).length).toBeGreaterThan(10);
    expect(unused).toEqual([]);
  });
});
