// The public pages' structured data, from the built server on a copy of the seeded demo, in English and Portuguese:
// every JSON-LD block of every page (home, lists, each project, studio, career, contact) is checked against
// schema.org's vocabulary and Google's rules for rich results; the studio, each project and its breadcrumbs say
// what the pages show, in the page's language; a project named by a hostile admin cannot end the script.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { PUBLIC_PAGES } from "../setup/public-pages";
import { googleIssues, readVocabulary, schemaOrgIssues } from "../setup/schema-org";

type Node = Record<string, unknown> & { "@type": string };

const HOSTILE = `</script><script>alert("name")</script><!-- & '`;
const LANGUAGES = [
  { lang: "en", prefix: "" },
  { lang: "pt", prefix: "/pt" },
];

let server: RealServer;
let links: string[];
let hostileLink: string;

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  const db = new Database(server.databasePath);
  try {
    links = (
      db
        .prepare("SELECT link FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL")
        .all() as { link: string }[]
    ).map((row) => row.link);
    // Before any page is fetched (so none is cached): an admin's project name and credit that try to end the script.
    const { id, link } = db.prepare("SELECT id, link FROM projects ORDER BY id LIMIT 1").get() as {
      id: number;
      link: string;
    };
    hostileLink = link;
    db.prepare("UPDATE projects SET name = ? WHERE id = ?").run(HOSTILE, id);
    db.prepare(
      "INSERT INTO project_credits (project_id, position, role, name, link) VALUES (?, 99, 'client', ?, NULL)",
    ).run(id, HOSTILE);
  } finally {
    db.close();
  }
}, 120_000);
afterAll(() => server?.stop());

const BLOCK = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** A page's HTML and its JSON-LD blocks' graph nodes. */
async function structuredDataOf(path: string) {
  const reply = await send(server, path);
  expect(reply.status, path).toBe(200);
  const texts = [...reply.body.matchAll(BLOCK)].map(([, text]) => text);
  const blocks = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const nodes = blocks.flatMap((block) => (block["@graph"] ?? [block]) as Node[]);
  return { html: reply.body, texts, blocks, nodes, byType: (type: string) => nodes.filter((n) => n["@type"] === type) };
}

describe("every public page's structured data", () => {
  it("is valid by schema.org's vocabulary and Google's rules, in both languages", async () => {
    const vocabulary = readVocabulary();
    const found: Record<string, string[]> = {};
    let checked = 0;
    for (const { prefix } of LANGUAGES) {
      for (const page of [...PUBLIC_PAGES, ...links.map((link) => `/projects/detail/${link}`)]) {
        const path = prefix && page === "/" ? `${prefix}/` : `${prefix}${page}`;
        const { blocks } = await structuredDataOf(path);
        for (const block of blocks) {
          checked++;
          const issues = [...schemaOrgIssues(vocabulary, block), ...(await googleIssues(block))];
          if (issues.length > 0) found[path] = [...(found[path] ?? []), ...issues];
        }
      }
    }
    expect(found).toEqual({});
    // Home, studio, contact, and each project's page, in each language.
    expect(checked).toBe(LANGUAGES.length * (3 + links.length));
  });

  it("names the studio's awards by their titles in the page's language", async () => {
    const award = async (path: string) => (await structuredDataOf(path)).texts.join("\n");
    expect(await award("/studio")).toContain("Housing Prize, Andalusian Biennial of Building (2021)");
    expect(await award("/pt/studio")).toContain("Prémio de Habitação, Andalusian Biennial of Building (2021)");
  });
});

describe.each(LANGUAGES)("in $lang", ({ lang, prefix }) => {
  it("names the studio on the home, studio and contact pages with the contact page's address and contacts", async () => {
    const contact = await send(server, `${prefix}/contact-us`);
    for (const path of [`${prefix}/`, `${prefix}/studio`, `${prefix}/contact-us`]) {
      const { byType } = await structuredDataOf(path);
      const [studio] = byType("Organization");
      // Google's recommended fields for an organization that the site has.
      for (const field of ["name", "url", "logo", "description", "address", "telephone", "email", "sameAs"])
        expect(studio, `${path} ${field}`).toHaveProperty(field);
      expect(studio["@id"]).toBe(`${server.origin}/#organization`);
      for (const field of ["address", "telephone", "email"]) expect(contact.body).toContain(studio[field]);
      expect((await send(server, new URL(studio.logo as string).pathname)).status).toBe(200);
    }
    const [site] = (await structuredDataOf(`${prefix}/`)).byType("WebSite");
    expect(site).toMatchObject({ url: `${server.origin}${prefix}/`, inLanguage: lang });
  });

  it("describes each project as a creative work of the studio, with its credits, place, year and pictures", async () => {
    const link = links.find((l) => l !== hostileLink) as string;
    const path = `${prefix}/projects/detail/${link}`;
    const { html, byType } = await structuredDataOf(path);
    const [work] = byType("CreativeWork");
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(work).toMatchObject({ name: heading, url: `${server.origin}${path}`, inLanguage: lang });
    expect(work.creator).toMatchObject({ "@id": `${server.origin}/#organization` });
    expect(work.dateCreated).toMatch(/^\d{4}$/);
    expect(html).toContain(`>${(work.locationCreated as { name: string }).name}<`);
    const roles = work.contributor as { roleName: string; contributor: { name: string } }[];
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(html).toContain(role.contributor.name.split(",")[0]);
    const images = work.image as string[];
    expect(images.length).toBeGreaterThan(1);
    expect((await send(server, new URL(images[0]).pathname)).status).toBe(200);

    const [trail] = byType("BreadcrumbList");
    const items = trail.itemListElement as { name: string; item: string; position: number }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(items[0].item).toBe(`${server.origin}${prefix}/`);
    expect(items[1]).toMatchObject({
      name: lang === "pt" ? "Projetos" : "Projects",
      item: `${server.origin}${prefix}/projects`,
    });
    expect(items[2].item).toMatch(new RegExp(`^${server.origin}${prefix}/projects/(architecture|interior|object)$`));
    expect(items[3]).toMatchObject({ name: heading, item: work.url });
  });
});

it("keeps an admin's hostile project name and credit inside the script, as data", async () => {
  const { html, texts, byType } = await structuredDataOf(`/projects/detail/${hostileLink}`);
  for (const text of texts) expect(text).not.toMatch(/[<>&]/);
  expect(html).not.toContain(`<script>alert(`);
  const [work] = byType("CreativeWork");
  expect(work.name).toBe(HOSTILE);
  expect(work.contributor).toContainEqual({
    "@type": "Role",
    roleName: "Client",
    contributor: { "@type": "Organization", name: HOSTILE },
  });
});
