import { describe, expect, it } from "vitest";

import { languageName, preferredLanguage } from "./languages";
import { languageName as adminLanguageName } from "./translatable-fields";

describe("the languages' names", () => {
  it("come from one table: each in itself for visitors, in English for the admin, a code in capitals when unknown", () => {
    expect([languageName("pt", "pt"), languageName("en", "en")]).toEqual(["Português", "English"]);
    expect([languageName("pt", "en"), languageName("gl", "en")]).toEqual(["Portuguese", "Galician"]);
    expect(adminLanguageName("pt")).toBe("Portuguese");
    expect([languageName("xx", "en"), languageName("1", "en")]).toEqual(["XX", "1"]);
  });
});

describe("the language a visitor's browser prefers", () => {
  it("is the first of its languages the site has, by the language's code; none when the site has none", () => {
    expect(preferredLanguage(["pt-BR", "en-US"], ["en", "pt"])).toBe("pt");
    expect(preferredLanguage(["fr-FR", "EN-gb", "pt"], ["en", "pt"])).toBe("en");
    expect(preferredLanguage(["fr", "de"], ["en", "pt"])).toBeNull();
    expect(preferredLanguage([], ["en", "pt"])).toBeNull();
  });
});
