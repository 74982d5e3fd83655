// The structured-data checker the HTTP test runs on every page: it must refuse what schema.org refuses, and take
// what schema.org takes (inherited properties, Roles, a year as a date, a URL where a node is expected).
import { describe, expect, it } from "vitest";

import { googleIssues, readVocabulary, schemaOrgIssues } from "../setup/schema-org";

const vocabulary = readVocabulary();
const block = (...graph: unknown[]) => ({ "@context": "https://schema.org", "@graph": graph });
const issues = (...graph: unknown[]) => schemaOrgIssues(vocabulary, block(...graph));

describe("schema.org's vocabulary, as the package ships it", () => {
  it("knows the classes, their parents and the properties' domains and ranges", () => {
    expect(vocabulary.classes.get("Organization")).toContain("Thing");
    expect(vocabulary.properties.get("contributor")?.ranges.sort()).toEqual(["Organization", "Person"]);
    expect(vocabulary.properties.get("telephone")?.domains).toContain("Organization");
  });
});

describe("a block checked against schema.org", () => {
  it("takes a valid graph: inherited properties, a Role around a credit, a year as a date, URLs as references", () => {
    expect(
      issues(
        {
          "@type": "Organization",
          "@id": "https://s.example/#o",
          name: "S",
          url: "https://s.example/",
          address: "Rua 1",
        },
        {
          "@type": "CreativeWork",
          name: "House",
          dateCreated: "2021",
          creator: { "@id": "https://s.example/#o", "@type": "Organization", name: "S" },
          contributor: [{ "@type": "Role", roleName: "Photographer", contributor: { "@type": "Person", name: "A" } }],
          image: ["https://s.example/a.webp"],
          locationCreated: { "@type": "Place", name: "Seville" },
        },
        {
          "@type": "BreadcrumbList",
          itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://s.example/" }],
        },
      ),
    ).toEqual([]);
  });

  it("refuses an unknown type, an unknown property, a property of another type, a superseded type", () => {
    expect(
      issues(
        { "@type": "ArchitectureFirm", name: "S" },
        { "@type": "Organization", nickname: "S" },
        { "@type": "CreativeWork", telephone: "+1" },
        { "@type": "Season", name: "S" },
      ),
    ).toEqual([
      "ArchitectureFirm[0]: @type ArchitectureFirm is not a schema.org type",
      "ArchitectureFirm[0].name: not a property of ArchitectureFirm",
      "Organization[1].nickname: not a schema.org property",
      "CreativeWork[2].telephone: not a property of CreativeWork",
      "Season[3]: @type Season is superseded",
    ]);
  });

  it("refuses a value outside the property's range: a node of another type, text for a node, a bad URL or date", () => {
    expect(
      issues({
        "@type": "CreativeWork",
        contributor: [{ "@type": "Place", name: "Lisbon" }, "Ana Reis"],
        url: "/relative",
        dateCreated: "last year",
        copyrightYear: "2021",
      }),
    ).toEqual([
      "CreativeWork[0].contributor[0]: a Place where contributor takes Organization, Person",
      'CreativeWork[0].contributor[1]: "Ana Reis" is none of Organization, Person',
      'CreativeWork[0].url: "/relative" is none of URL',
      'CreativeWork[0].dateCreated: "last year" is none of Date, DateTime',
      'CreativeWork[0].copyrightYear: "2021" is none of Number',
    ]);
  });

  it("refuses a block without schema.org's context, or a node without a type", () => {
    expect(schemaOrgIssues(vocabulary, { "@graph": [] })).toEqual(["block: @context is not schema.org"]);
    expect(issues({ name: "S" })).toEqual(["@graph[0]: a node without @type"]);
  });
});

describe("Google's rules for rich results", () => {
  it("want a breadcrumb trail of two items at least, each with a name and a position", async () => {
    expect(
      await googleIssues(
        block({ "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", item: "https://s.example/" }] }),
      ),
    ).toEqual(
      expect.arrayContaining([
        "WARNING BreadcrumbList: At least two ListItems are required",
        expect.stringMatching(/^ERROR BreadcrumbList: .*position/),
      ]),
    );
  });

  it("want an organization's name", async () => {
    expect(await googleIssues(block({ "@type": "Organization", url: "https://s.example/" }))).toEqual([
      expect.stringMatching(/^ERROR Organization: .*name/),
    ]);
  });
});
