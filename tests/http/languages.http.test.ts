// The site in its languages, against the built server on a copy of the seeded demo (English and
// Portuguese): default-language URLs as they always were, every page under /pt/ in Portuguese, each
// page's alternates and the sitemap's, 404s for unknown prefixes, and a missing translation falling
// back to the English text marked lang="en". With one language configured, none of it shows.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let both: RealServer;
let englishOnly: RealServer;

beforeAll(async () => {
  [both, englishOnly] = await Promise.all([
    startRealServer({}, { seeded: true }),
    startRealServer({ SITE_LANGUAGES: "en" }, { seeded: true }),
  ]);
}, 300_000);
afterAll(async () => {
  await both?.stop();
  await englishOnly?.stop();
});

const withDatabase = <T>(server: RealServer, read: (db: Database.Database) => T): T => {
  const db = new Database(server.databasePath);
  try {
    return read(db);
  } finally {
    db.close();
  }
};

/** The newest demo project: its id and link. */
const newestProject = (server: RealServer) =>
  withDatabase(
    server,
    (db) => db.prepare("SELECT id, link FROM projects ORDER BY id DESC LIMIT 1").get() as { id: number; link: string },
  );

const pagePaths = (link: string) => [
  "/",
  "/projects",
  "/projects/all",
  "/projects/architecture",
  `/projects/detail/${link}`,
  "/studio",
  "/career",
  "/contact-us",
];
const inPt = (path: string) => `/pt${path}`;

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );

describe("with English and Portuguese (the demo's SITE_LANGUAGES)", () => {
  it("keeps every default-language URL, in English, and serves each page under /pt/ in Portuguese, both with alternates", async () => {
    const { link } = newestProject(both);
    for (const path of pagePaths(link)) {
      const english = await send(both, path);
      expect(english.status, path).toBe(200);
      expect(english.body, path).toContain('<html lang="en"');
      expect(canonical(english.body), path).toBe(both.origin + path);
      const portuguese = await send(both, inPt(path));
      expect(portuguese.status, inPt(path)).toBe(200);
      expect(portuguese.body, inPt(path)).toContain('<html lang="pt"');
      expect(portuguese.body, inPt(path)).toContain(">INÍCIO<");
      expect(canonical(portuguese.body), path).toBe(both.origin + inPt(path));
      const expected = { en: both.origin + path, pt: both.origin + inPt(path), "x-default": both.origin + path };
      expect(alternates(english.body), path).toEqual(expected);
      expect(alternates(portuguese.body), path).toEqual(expected);
      expect(attr(portuguese.body, /<meta property="og:locale" content="([^"]+)"/), path).toBe("pt_PT");
      expect(attr(portuguese.body, /<meta property="og:locale:alternate" content="([^"]+)"/), path).toBe("en_GB");
      expect(attr(english.body, /<meta property="og:locale" content="([^"]+)"/), path).toBe("en_GB");
    }
    // The demo's own Portuguese content, not only the interface's.
    expect((await send(both, inPt("/studio"))).body).toContain("Fundado em 2014");
    expect((await send(both, inPt(`/projects/detail/${link}`))).body).toContain("Estúdios do Porto");
  });

  it("answers 404 for an unknown prefix, the default language's own code and a missing page under /pt/", async () => {
    const { link } = newestProject(both);
    for (const path of [
      "/fr",
      "/fr/studio",
      "/xx/projects",
      `/de/projects/detail/${link}`,
      "/en/studio",
      "/en",
      "/pt/nowhere",
      "/pt/projects/nothing",
      "/pt/projects/detail/nothing",
    ]) {
      const reply = await send(both, path);
      expect(reply.status, path).toBe(404);
    }
    // A 404 under /pt/ speaks Portuguese; one anywhere else, English.
    expect((await send(both, "/pt/nowhere")).body).toContain("PÁGINA NÃO ENCONTRADA");
    expect((await send(both, "/fr/studio")).body).toContain("PAGE NOT FOUND");
  });

  it("lists every page in each language in the sitemap, each with all its alternates", async () => {
    const { link } = newestProject(both);
    const sitemap = (await send(both, "/sitemap.xml")).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const locs = entries.map((m) => m[1]);
    for (const path of pagePaths(link)) {
      expect(locs).toContain(both.origin + path);
      expect(locs).toContain(both.origin + inPt(path));
    }
    expect(locs.filter((loc) => loc.startsWith(`${both.origin}/pt`))).toHaveLength(locs.length / 2);
    for (const [, loc, links] of entries) {
      const hreflangs = [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
      expect(hreflangs, loc).toEqual(["en", "pt", "x-default"]);
    }
  });

  it('shows a missing translation in English, marked lang="en", never an empty block', async () => {
    const { id, link } = newestProject(both);
    const english = withDatabase(both, (db) => {
      db.prepare(
        "DELETE FROM translations WHERE subject = 'project' AND subject_id = ? AND lang = 'pt' AND field = 'description_part_2'",
      ).run(id);
      const header = db.prepare("SELECT image_header FROM projects WHERE id = ?").get(id) as { image_header: number };
      db.prepare("DELETE FROM translations WHERE subject = 'asset' AND subject_id = ? AND lang = 'pt'").run(
        header.image_header,
      );
      return db.prepare("SELECT description_part_2, name FROM projects WHERE id = ?").get(id) as {
        description_part_2: string;
        name: string;
      };
    });
    // A query string passes the page cache, which a write straight to the file does not clear.
    const page = (await send(both, `/pt/projects/detail/${link}?fresh`)).body;
    expect(page).toContain(`<p lang="en">${english.description_part_2}</p>`);
    expect(page).toMatch(new RegExp(`<img[^>]*alt="${english.name}"[^>]*lang="en"`));
    // The translated paragraphs carry no mark of their own.
    expect(page).toMatch(/<p>Estúdios e oficinas de artistas/);
  });
});

describe("with one language (SITE_LANGUAGES=en)", () => {
  it("changes nothing: no prefix, no alternates, no og:locale, a plain sitemap", async () => {
    const { link } = newestProject(englishOnly);
    for (const path of pagePaths(link)) {
      const reply = await send(englishOnly, path);
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toContain('<html lang="en"');
      expect(alternates(reply.body), path).toEqual({});
      expect(reply.body, path).not.toContain("og:locale");
      expect(reply.body, path).not.toContain(">PT<");
      expect((await send(englishOnly, inPt(path))).status, inPt(path)).toBe(404);
    }
    const sitemap = (await send(englishOnly, "/sitemap.xml")).body;
    expect(sitemap).not.toContain("xhtml");
    expect(sitemap).not.toContain("/pt");
  });
});
