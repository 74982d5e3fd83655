// The page cache in front of a real HTTP server: what it answers itself, what it leaves to the app, and
// that a content change empties it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createPageCache } from "./page-cache.js";

let renders = 0;
let listener: () => void = () => {};
const cache = createPageCache({
  personalCookies: ["__session"],
  onContentChange: (l: () => void) => {
    listener = l;
    return () => {};
  },
  maxBytes: 1024 * 1024,
});

// The app: a public page naming its render, one that sets a cookie, and one that is private.
function app(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", req.url === "/private" ? "private, no-store" : "public, max-age=0, must-revalidate");
  if (req.url === "/cookie") res.setHeader("Set-Cookie", "__session=x");
  res.end(`<!DOCTYPE html><title>t</title><p>render ${renders}</p>`);
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!cache.serve(req, res))
      (cache.capture as (q: unknown, s: unknown, n: () => void) => void)(req, res, () => app(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = (
            encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw
          ).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        });
      })
      .on("error", reject);
  });
}

/**
 * Loads a page once, waits for the cache to keep it (it compresses off the request path), then loads it from there.
 * One render only: loading it again while the first was compressing would render a second copy that replaces the
 * first when its compression ends.
 */
async function cached(path: string, headers: Record<string, string> = {}) {
  const kept = cache.stats().entries;
  await get(path, headers);
  await vi.waitFor(() => expect(cache.stats().entries).toBe(kept + 1), { timeout: 5_000 });
  const response = await get(path, headers);
  expect(response.headers.etag).toBeDefined();
  return response;
}

describe("page cache", () => {
  it("answers a repeat anonymous load with the same page, compressed as asked, and 304 for a known ETag", async () => {
    const first = await cached("/a");
    const brotli = await get("/a", { "accept-encoding": "gzip, br" });
    const gzip = await get("/a", { "accept-encoding": "gzip" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(new Set([first.text, brotli.text, gzip.text]).size).toBe(1);
    const revalidated = await get("/a", { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it("renders afresh for a visitor with a session cookie, and for a query string", async () => {
    const shared = await cached("/b");
    expect((await get("/b", { cookie: "theme=dark; __session=abc" })).text).not.toBe(shared.text);
    expect((await get("/b?q=house")).text).not.toBe(shared.text);
    // Another cookie is no reason to skip the cache.
    expect((await get("/b", { cookie: "theme=dark" })).text).toBe(shared.text);
  });

  it("answers a link carrying only tracking parameters with the page's one copy, rendering nothing", async () => {
    const shared = await cached("/t");
    const before = renders;
    for (const query of ["?utm_source=dezeen&utm_medium=article", "?fbclid=IwAR0x", "?gclid=1&utm_campaign=spring"])
      expect((await get(`/t${query}`)).text).toBe(shared.text);
    expect(renders).toBe(before);
    expect((await get("/t?utm_source=dezeen&page=2")).text).not.toBe(shared.text);
  });

  it("keeps one page per path: forged Host and X-Forwarded-* headers mint no entry of their own", async () => {
    const real = await cached("/c", { host: "studio.example" });
    const before = renders;
    for (let i = 0; i < 20; i++) {
      const forged = await get("/c", {
        host: `evil${i}.example`,
        "x-forwarded-host": `evil${i}.example`,
        "x-forwarded-proto": i % 2 ? "https" : "gopher",
        "x-forwarded-port": String(i),
        "x-forwarded-prefix": `/p${i}`,
      });
      expect(forged.text).toBe(real.text);
    }
    expect(renders).toBe(before);
  });

  it("never keeps a response that sets a cookie or is not public", async () => {
    for (const path of ["/cookie", "/private"]) {
      const before = renders;
      await get(path);
      await new Promise((r) => setTimeout(r, 100));
      await get(path);
      expect(renders - before).toBe(2);
    }
  });

  it("empties on a content change: the next load renders the current content", async () => {
    const old = await cached("/d");
    listener();
    expect((await get("/d")).text).not.toBe(old.text);
  });
});
