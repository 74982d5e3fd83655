import { describe, expect, it } from "vitest";

import { env } from "~/.server/env";

import { en } from "./en";
import { UI_TEXTS } from "./index";

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
