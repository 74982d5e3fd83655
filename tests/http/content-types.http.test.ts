// Every URL a visitor's browser can reach on the demo site, found by following the pages (links, images,
// sources, stylesheets, scripts, icons) from the menus, the sitemap and robots.txt, answers with the type its
// bytes are: what a cache in front keeps and hands on, and what `nosniff` makes the browser believe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, startRealServer } from "../../scripts/lib/production-server";
import { PUBLIC_PAGES } from "../setup/public-pages";

/** The type the bytes say, from their signature; text formats by what they begin with. */
function typeOfBytes(bytes: Buffer): string {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(4, 8) === "ftyp") return /^avi[fs]$/.test(ascii(8, 12)) ? "image/avif" : "video/mp4";
  if (ascii(0, 4) === "wOF2") return "font/woff2";
  if (ascii(0, 4) === "%PDF") return "application/pdf";
  const text = bytes.subarray(0, 200).toString("utf8").trimStart();
  if (/^<!DOCTYPE html/i.test(text)) return "text/html";
  if (/^<svg\b/.test(text)) return "image/svg+xml";
  if (/^<\?xml/.test(text)) {
    const xml = bytes.toString("utf8");
    if (/<svg\b/.test(xml)) return "image/svg+xml";
    return /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/.test(xml) ? "application/atom+xml" : "application/xml";
  }
  return "text";
}

/** The text types, told apart by the URL where the bytes cannot (a script, a stylesheet, robots.txt). */
const TEXT_BY_EXTENSION: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".txt": "text/plain",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/** Same-origin URLs a document or a sitemap names: href, src, srcset, content, <loc>. */
function urlsIn(text: string, base: string): string[] {
  const found: string[] = [];
  for (const [, value] of text.matchAll(/\s(?:href|src)="([^"]+)"/g)) found.push(value);
  // A meta tag's content is a URL only where it is one (og:image, og:url); elsewhere it is words.
  for (const [, value] of text.matchAll(/\scontent="(https?:[^"]+)"/g)) found.push(value);
  for (const [, value] of text.matchAll(/\s(?:image)?srcset="([^"]+)"/gi))
    for (const candidate of value.split(",")) found.push(candidate.trim().split(/\s+/)[0]);
  for (const [, value] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) found.push(value);
  for (const [, value] of text.matchAll(/^Sitemap:\s*(\S+)/gm)) found.push(value);
  const origin = new URL(base).origin;
  return found
    .map((value) => {
      try {
        return new URL(value.replaceAll("&amp;", "&"), base);
      } catch {
        return null;
      }
    })
    .filter((url): url is URL => url !== null && url.origin === origin && !url.pathname.startsWith("/live"))
    .map((url) => url.pathname + url.search);
}

/** Requests in flight at once during the crawl. */
const CRAWL_AT_ONCE = 6;

describe("content types over the demo site", () => {
  let server: RealServer;

  beforeAll(async () => {
    server = await startRealServer({ SITE_LANGUAGES: "en,pt" }, { seeded: true });
  }, 120_000);
  afterAll(() => server?.stop());

  it("answers every URL a visitor reaches with its true type", { timeout: 120_000 }, async () => {
    const start = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((page) => `/pt${page === "/" ? "" : page}`)];
    start.push("/sitemap.xml", "/robots.txt", "/favicon.ico");
    const seen = new Set(start);
    const answered: Record<string, string> = {};
    const wrong: string[] = [];
    /** Fetches one URL, checks its type, and gives back the URLs it names that no one has yet. */
    const visit = async (pathname: string): Promise<string[]> => {
      const response = await fetch(server.origin + pathname);
      if (response.status !== 200) {
        wrong.push(`${pathname}: status ${response.status}`);
        return [];
      }
      const declared = (response.headers.get("Content-Type") ?? "").split(";")[0].trim();
      const bytes = Buffer.from(await response.arrayBuffer());
      const sniffed = typeOfBytes(bytes);
      const extension = /\.[a-z0-9]+$/.exec(pathname.split("?")[0])?.[0] ?? "";
      const expected = sniffed === "text" ? (TEXT_BY_EXTENSION[extension] ?? "text/plain") : sniffed;
      answered[declared] = pathname;
      if (declared !== expected) wrong.push(`${pathname}: ${declared}, its bytes are ${expected}`);
      if (!["text/html", "application/xml", "text/plain", "text/css"].includes(declared)) return [];
      const found: string[] = [];
      for (const url of urlsIn(bytes.toString("utf8"), server.origin + pathname))
        if (!seen.has(url)) {
          seen.add(url);
          found.push(url);
        }
      return found;
    };
    // Breadth first, a few requests at a time, as a browser asks for a page's files: one after another,
    // each of the ~560 answers waited for the one before.
    for (let wave = start; wave.length > 0;) {
      const next: string[] = [];
      for (let i = 0; i < wave.length; i += CRAWL_AT_ONCE)
        for (const found of await Promise.all(wave.slice(i, i + CRAWL_AT_ONCE).map(visit))) next.push(...found);
      wave = next;
    }
    expect(wrong).toEqual([]);
    // The crawl reached every kind of file the demo makes, AVIF among them.
    expect(Object.keys(answered).sort()).toEqual(
      expect.arrayContaining(["image/avif", "image/webp", "image/png", "text/html", "text/css", "text/javascript"]),
    );
  });
});
