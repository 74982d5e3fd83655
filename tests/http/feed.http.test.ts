// The Atom feed (docs/decisions/057-press.md) over the real server: a well-formed document with what RFC 4287
// requires of a feed and of each entry, absolute links, one feed per language named in every public page's
// head, and nothing visitors may not see: a draft or private project, a press item saved as a draft.
import Database from "better-sqlite3";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";
import { PUBLIC_PAGES } from "../setup/public-pages";

let server: RealServer;
let cookie: string;
beforeAll(async () => {
  server = await startRealServer({ SITE_LANGUAGES: "en,pt" }, { seeded: true });
  cookie = await server.signIn();
}, 300_000);
afterAll(() => server?.stop());

interface Link {
  "@_rel"?: string;
  "@_href": string;
}
interface Entry {
  id: string;
  title: string;
  updated: string;
  link: Link | Link[];
}
interface Feed {
  "@_xml:lang": string;
  id: string;
  title: string;
  updated: string;
  author?: { name: string };
  link: Link | Link[];
  entry?: Entry | Entry[];
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The feed at `path`, checked well-formed and as RFC 4287 requires; its entries. */
async function readFeed(path: string): Promise<Feed & { entries: Entry[] }> {
  const answer = await send(server, path);
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(XMLValidator.validate(answer.body)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(answer.body) as {
    feed: Feed & { "@_xmlns": string };
  };
  const { feed } = parsed;
  expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title).not.toBe("");
  expect(feed.updated).toMatch(RFC_3339);
  const absolute = (link: Link) => expect(new URL(link["@_href"]).href).toBe(link["@_href"]);
  const self = list(feed.link).find((link) => link["@_rel"] === "self");
  expect(self?.["@_href"]).toBe(feed.id);
  expect(new URL(feed.id).pathname).toBe(path);
  list(feed.link).forEach(absolute);
  const entries = list(feed.entry);
  for (const entry of entries) {
    // RFC 4287 4.1.1: without a feed author, every entry needs its own.
    expect(feed.author?.name).toBeTruthy();
    expect(entry.id).toMatch(/^tag:[^,]+,\d{4}:/);
    expect(entry.title).not.toBe("");
    expect(entry.updated).toMatch(RFC_3339);
    expect(list(entry.link).length).toBeGreaterThan(0);
    list(entry.link).forEach(absolute);
  }
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  return { ...feed, entries };
}

const titles = (feed: { entries: Entry[] }) => feed.entries.map((entry) => entry.title);

function publicProjects(): { id: number; name: string }[] {
  const sqlite = new Database(server.databasePath, { readonly: true });
  try {
    return sqlite
      .prepare("SELECT id, name FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL")
      .all() as { id: number; name: string }[];
  } finally {
    sqlite.close();
  }
}

const post = (pathname: string, fields: [string, string][]) =>
  send(server, pathname, {
    method: "POST",
    headers: { ...server.headers(cookie), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("the Atom feed", () => {
  it("is valid Atom in each language, listing the public projects and press items", async () => {
    const feed = await readFeed("/feed.xml");
    expect(feed["@_xml:lang"]).toBe("en");
    for (const project of publicProjects()) expect(titles(feed)).toContain(project.name);
    expect(titles(feed)).toEqual(expect.arrayContaining(["Housing Prize", "Light and Weight"]));

    const pt = await readFeed("/pt/feed.xml");
    expect(pt["@_xml:lang"]).toBe("pt");
    // A press item's title in Portuguese where it has one (decision 057).
    expect(titles(pt)).toEqual(expect.arrayContaining(["Prémio de Habitação", "Luz e Peso"]));
    expect(titles(pt)).not.toContain("Housing Prize");
    const links = pt.entries.flatMap((entry) => list(entry.link).map((link) => link["@_href"]));
    const site = new URL(pt.id).origin;
    expect(links.filter((href) => href.startsWith(site)).every((href) => href.startsWith(`${site}/pt/`))).toBe(true);
    expect(pt.entries.every((entry) => entry.id.includes(":pt/"))).toBe(true);
    expect((await send(server, "/xx/feed.xml")).status).toBe(404);
  });

  it("is named in the head of every public page, in the page's language", async () => {
    const feedLink = (body: string) =>
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)"\/?>/.exec(body)?.[1];
    for (const path of PUBLIC_PAGES) {
      expect(feedLink((await send(server, path)).body), path).toBe("/feed.xml");
      expect(feedLink((await send(server, `/pt${path === "/" ? "" : path}`)).body), path).toBe("/pt/feed.xml");
    }
    expect(feedLink((await send(server, "/admin/login")).body)).toBeUndefined();
  });

  it("leaves out a draft project, a private one and a press item saved as a draft", async () => {
    const [draft, hidden] = publicProjects();
    expect((await post(`/admin/projects?edit=${draft.id}`, [["intent", "unpublish"]])).status).toBeLessThan(400);
    expect((await post(`/admin/projects?edit=${hidden.id}`, [["intent", "make-private"]])).status).toBeLessThan(400);
    const saved = await post("/admin/press", [
      ["intent", "save"],
      ["kind", "publication"],
      ["date", "2026-01-05"],
      ["title", "An article not yet out"],
      ["organisation", "Weekly"],
      ["status", "draft"],
    ]);
    expect(saved.status).toBeLessThan(400);
    for (const path of ["/feed.xml", "/pt/feed.xml"]) {
      const shown = titles(await readFeed(path));
      expect(shown).not.toContain(draft.name);
      expect(shown).not.toContain(hidden.name);
      expect(shown).not.toContain("An article not yet out");
    }
    expect(
      (
        await post(`/admin/projects?edit=${draft.id}`, [
          ["intent", "publish"],
          ["anyway", "1"],
        ])
      ).status,
    ).toBeLessThan(400);
    expect(titles(await readFeed("/feed.xml"))).toContain(draft.name);
  });
});
