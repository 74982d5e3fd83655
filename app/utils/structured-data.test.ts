import type { Thing } from "schema-dts";
import { describe, expect, it } from "vitest";

import { readVocabulary, schemaOrgIssues } from "../../tests/setup/schema-org";
import type { Credit } from "./credits";
import { SITE_TITLE } from "./page-meta";
import { projectWork, type SiteLinks, structuredData, studioOrganization } from "./structured-data";

const vocabulary = readVocabulary();
const links = (lang: string): SiteLinks => ({
  origin: "https://studio.example",
  lang,
  url: (path) => `https://studio.example${lang === "en" ? "" : `/${lang}`}${path}`,
});
/** A node as a page sends it (serialised: keys left undefined are gone), checked against schema.org. */
const valid = (node: Thing) => {
  const block: unknown = JSON.parse(JSON.stringify(structuredData([node])));
  expect(schemaOrgIssues(vocabulary, block)).toEqual([]);
};

const contact = { location: "Rua das Flores 28, Lisboa", telephone: "+351 1", email: "hello@studio.example" };
const facts = {
  name: "House",
  description: "A house.",
  location: "Porto",
  year: 2021,
  url: "https://studio.example/h",
};

describe("the studio's structured data", () => {
  it("names its awards once they are passed in, and leaves out what the contact page leaves blank", () => {
    const studio = studioOrganization(links("en"), { ...contact, telephone: " " }, [
      { title: "Best House", organisation: "Archi Prize", date: "2025-05-01" },
    ]);
    valid(studio);
    expect(studio).toMatchObject({ award: ["Best House, Archi Prize (2025)"], address: contact.location });
    expect(studio).not.toHaveProperty("telephone", expect.anything());
  });
});

describe("a project's structured data", () => {
  const credits: Credit[] = [
    { role: "architect", name: SITE_TITLE.toUpperCase(), link: null },
    { role: "contractor", name: "Construções Norte", link: "https://norte.example" },
    { role: "photographer", name: "Ana Reis", link: null },
    { role: "Acoustics", name: "Sono", link: null },
  ];

  it("has the studio as creator and each other credit as a Role in the page's language, firms as organizations", () => {
    const work = projectWork(links("pt"), facts, credits, [null]);
    valid(work);
    expect(work).toMatchObject({ inLanguage: "pt", creator: { "@id": "https://studio.example/#organization" } });
    expect(work).not.toHaveProperty("image", expect.anything());
    expect((work as { contributor: unknown }).contributor).toEqual([
      {
        "@type": "Role",
        roleName: "Construção",
        contributor: { "@type": "Organization", name: "Construções Norte", url: "https://norte.example" },
      },
      { "@type": "Role", roleName: "Fotografia", contributor: { "@type": "Person", name: "Ana Reis" } },
      { "@type": "Role", roleName: "Acoustics", contributor: { "@type": "Person", name: "Sono" } },
    ]);
  });
});
