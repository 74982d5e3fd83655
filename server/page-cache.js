// The public pages' cache: complete documents rendered for anonymous visitors, kept in this process with
// their headers and precompressed gzip and brotli bodies, answered before Express sees the request.
// Any committed content change empties it (the live-update bus), so nobody gets a page older than the last save.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Headers that belong to one response or are set per encoding here.
// Not kept with a page: set per response (HSTS depends on how this request came, not the one that filled the cache).
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "strict-transport-security",
]);

// Letters, digits and "-._~" mean the same percent-encoded or not (RFC 3986, 2.3): %73 is "s".
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/gi;

/**
 * The one spelling of a public page's address when `url` spells it another way (capitals, percent-encoded
 * letters, repeated or trailing slashes), else null. Each spelling would be rendered, compressed and kept
 * apart, pushing real pages out of the cache: server.js answers them with a 301 to this one before the
 * cache or the app sees them.
 * @param {string} url the path and query as received
 * @param {(path: string) => boolean} isPublicPage whether a canonical path (lower case, language prefix included) is a public page
 * @returns {string | null}
 */
export function canonicalPageUrl(url, isPublicPage) {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const unslashed =
    path
      .replace(ENCODED_UNRESERVED, (code) => String.fromCharCode(parseInt(code.slice(1), 16)))
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1")
      .toLowerCase() || "/";
  // A language's home is spelled with its slash ("/pt/"), like the site's own ("/").
  const canonical = path.endsWith("/") && isPublicPage(`${unslashed}/`) ? `${unslashed}/` : unslashed;
  if (canonical === path || !isPublicPage(canonical)) return null;
  return queryAt === -1 ? canonical : canonical + url.slice(queryAt);
}

// Parameters a link carries for the one who shared it (campaigns, ad clicks), which change nothing on the page;
// deploy/varnish/default.vcl leaves the same ones out of its key.
const TRACKING = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl)$/i;

/**
 * A URL's path when its query holds only tracking parameters (or none), else null: another query (search,
 * Remix's data requests) changes the output, and goes to the app.
 * @param {string} url
 */
export function pathWithoutTracking(url) {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return names.every((name) => TRACKING.test(name)) ? url.slice(0, at) : null;
}

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("node:http").OutgoingHttpHeaders} OutgoingHttpHeaders */

/**
 * @param {import("./types").PageCacheOptions} options personalCookies: cookies that make a request personal
 *   (session, flash), never served from the cache; onContentChange: subscribes to committed content changes;
 *   maxBytes: the memory the kept bodies (all three encodings) may take together
 */
export function createPageCache({ personalCookies, onContentChange, maxBytes }) {
  /** @typedef {{ etag: string, body: Buffer, headers: OutgoingHttpHeaders, notModified: OutgoingHttpHeaders }} Variant */
  /** @type {Map<string, { identity: Variant, gzip: Variant, br: Variant, bytes: number }>} */
  const entries = new Map();
  let bytes = 0;
  // The largest document worth keeping: a quarter of the budget, so one page never pushes out all others.
  const maxEntryBytes = Math.floor(maxBytes / 4);
  // Bumped on every change: a render that began before it must not be stored after it.
  let generation = 0;
  // For /metrics: requests answered from the cache, and anonymous page requests it had to pass to the app.
  let hits = 0;
  let misses = 0;
  onContentChange(() => {
    generation++;
    entries.clear();
    bytes = 0;
  });
  const personal = personalCookies.map((name) => new RegExp(`(?:^|;\\s*)${name.replace(/[^\w-]/g, "\\$&")}=`));

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /**
   * The cache key of a request it may answer or store, else null.
   * @param {IncomingMessage} req
   * @returns {string | null}
   */
  function keyOf(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    // A GET that sends a body goes through the edge, which caps it (answered from here, Node would read it all).
    if (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0) return null;
    if (req.url === undefined) return null;
    const path = pathWithoutTracking(req.url);
    if (path === null) return null;
    const cookie = req.headers.cookie;
    if (cookie && personal.some((re) => re.test(cookie))) return null;
    // The path alone: pages make their absolute links from SITE_URL, never from a header (Host,
    // X-Forwarded-*), so no header a client chooses can mint a new entry and force a fresh render.
    return path;
  }

  /**
   * Answers a request from the cache; returns false when the app must answer it.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function serve(req, res) {
    const key = keyOf(req);
    const entry = key === null ? undefined : entries.get(key);
    if (key === null || !entry) return false;
    hits++;
    // Least recently used last out: a hit moves to the back.
    entries.delete(key);
    entries.set(key, entry);
    const accepted = req.headers["accept-encoding"] ?? "";
    const variant = /\bbr\b/.test(accepted) ? entry.br : /\bgzip\b/.test(accepted) ? entry.gzip : entry.identity;
    if (req.headers["if-none-match"] === variant.etag) {
      res.writeHead(304, variant.notModified).end();
      return true;
    }
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
    return true;
  }

  /**
   * Express middleware, placed after compression so it sees the document as rendered: keeps a copy of
   * every anonymous 200 HTML response the app marked public and that sets no cookie.
   * @type {import("express").RequestHandler}
   */
  function capture(req, res, next) {
    const found = keyOf(req);
    if (found === null || req.method !== "GET") return next();
    const key = found;
    misses++;
    const startedAt = generation;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    // Node's overloads, as one signature each: the wrappers pass whatever they are given on.
    const write = /** @type {(this: unknown, ...args: unknown[]) => boolean} */ (res.write);
    const end = /** @type {(this: unknown, ...args: unknown[]) => typeof res} */ (res.end);
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {Buffer | string} */ chunk, /** @type {unknown[]} */ ...rest) {
        collect(chunk, rest[0]);
        return write.call(this, chunk, ...rest);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {Buffer | string | (() => void) | undefined} */ chunk, /** @type {unknown[]} */ ...rest) {
        if (chunk && typeof chunk !== "function") collect(chunk, rest[0]);
        store();
        return end.call(this, chunk, ...rest);
      }
    );
    /**
     * @param {Buffer | string} chunk
     * @param {unknown} encoding what Node was given after the chunk: its encoding, or a callback
     */
    function collect(chunk, encoding) {
      if (size > maxEntryBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8");
      chunks.push(buffer);
      size += buffer.length;
    }
    function store() {
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const cacheable =
        res.statusCode === 200 &&
        size <= maxEntryBytes &&
        /^text\/html/.test(String(res.getHeader("Content-Type") ?? "")) &&
        /\bpublic\b/.test(cacheControl) &&
        !res.hasHeader("Set-Cookie");
      if (!cacheable) return;
      const identity = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name)));
      const vary = String(headers.vary ?? "");
      headers.vary = /accept-encoding/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
      void Promise.all([
        gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      ]).then(([gz, br]) => {
        if (generation !== startedAt) return;
        const hash = crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 22);
        // Each encoding's headers are made once here, so a hit only picks one and writes it.
        /**
         * @param {"identity" | "gzip" | "br"} encoding
         * @param {Buffer} body
         */
        const variant = (encoding, body) => {
          const etag = `"${hash}-${encoding}"`;
          const common = { ...headers, ETag: etag };
          const full = {
            ...common,
            "Content-Length": body.length,
            ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
          };
          return { etag, body, headers: full, notModified: common };
        };
        remove(key);
        const entry = {
          identity: variant("identity", identity),
          gzip: variant("gzip", gz),
          br: variant("br", br),
          bytes: identity.length + gz.length + br.length,
        };
        entries.set(key, entry);
        bytes += entry.bytes;
        while (bytes > maxBytes) remove(/** @type {string} */ (entries.keys().next().value));
      });
    }
    next();
  }

  return { serve, capture, stats: () => ({ entries: entries.size, bytes, hits, misses }) };
}
