// The types of the files the site serves, and the hashed build assets (/assets/*): immutable, so they are read
// once at start and compressed once at build (scripts/precompress-assets.js writes .br and .gz next to each);
// nothing is compressed per request.
import fs from "node:fs";
import path from "node:path";

// Every type the site serves from files, said here once: the hashed assets, build/client's own files and the
// public uploads (server.js). `send`'s table is too old to know AVIF (it answered application/octet-stream,
// which nosniff then made useless, and a shared cache in front would keep and hand on).
/** @type {Record<string, string>} */
const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".dzi": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".mp4": "video/mp4",
  ".webmanifest": "application/manifest+json",
};

/** The type a file is served with, by its extension; one the site never makes is served as bytes. */
export const contentTypeOf = (/** @type {string} */ file) =>
  TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
const PRECOMPRESSED = [".br", ".gz"];

/** express.static's hook, run before it picks a type of its own: the site's table decides. */
export function typeFromTable(/** @type {import("node:http").ServerResponse} */ res, /** @type {string} */ file) {
  res.setHeader("Content-Type", contentTypeOf(file));
}

/**
 * Middleware for one folder of hashed files: answers GET/HEAD for the files it holds, 405 (Allow: GET, HEAD) for
 * another method, 404 for others (the server's error page, server.js).
 * @param {string} dir
 */
export function hashedAssets(dir) {
  /** @type {Map<string, { type: string, identity: Buffer, br?: Buffer, gzip?: Buffer }>} */
  const files = new Map();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : []) {
    const file = path.join(dir, String(name));
    if (PRECOMPRESSED.includes(path.extname(file)) || !fs.statSync(file).isFile()) continue;
    const read = (/** @type {string} */ suffix) =>
      fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
    files.set(`/${String(name).split(path.sep).join("/")}`, {
      type: contentTypeOf(file),
      identity: fs.readFileSync(file),
      br: read(".br"),
      gzip: read(".gz"),
    });
  }

  /** @type {import("express").RequestHandler} */
  return function serveHashedAsset(req, res, next) {
    const file = files.get(req.path);
    // None such: the server's own 404 (server.js's error handler), worded as every error page, whatever the method.
    if (!file) return next(Object.assign(new Error("no such asset"), { status: 404 }));
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return next(Object.assign(new Error("an asset takes no writes"), { status: 405 }));
    }
    const accepted = req.headers["accept-encoding"] ?? "";
    const encoding =
      file.br && /\bbr\b/.test(accepted) ? "br" : file.gzip && /\bgzip\b/.test(accepted) ? "gzip" : "identity";
    const body = /** @type {Buffer} */ (file[encoding]);
    /** @type {import("node:http").OutgoingHttpHeaders} */
    const headers = {
      "Content-Type": file.type,
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
    };
    if (file.br || file.gzip) headers.Vary = "Accept-Encoding";
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
