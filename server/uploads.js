// The public uploads (/uploads/<area>/…): a hidden file answers 404 but to a signed-in admin, a write 405, and
// every other file is served with its type from the site's table and the headers a shared cache needs.
import path from "node:path";

import express from "express";

import { refusal } from "./refusal.js";
import { typeFromTable } from "./static-files.js";

/** @typedef {import("./types").Runtime} Runtime */

// A folder is no file: 404 as a missing one (its redirect to "folder/" said it was there, in English).
const immutable = {
  immutable: true,
  maxAge: "1y",
  index: false,
  redirect: false,
  dotfiles: "deny",
  fallthrough: false,
  setHeaders: typeFromTable,
};

/**
 * The public uploads, one folder (area) each under /uploads/: their files are never changed once written, so a
 * shared cache and the browser keep them for a year.
 * @param {Pick<Runtime, "publicUploadAreas" | "uploadsDir" | "uploadHeaders" | "isHiddenUpload" | "isSignedIn">} runtime
 */
export function publicUploads(runtime) {
  // Before the static files look: a hidden file (a draft's, a private or trashed project's, one removed from a
  // project) answers 404 as if gone, but to a signed-in admin, uncached; and a method a file does not take 405 on
  // the server's own page (the static files would answer it with an empty body).
  /** @type {(area: string, hiddenFiles: express.RequestHandler) => express.RequestHandler} */
  const uploadGuard = (area, hiddenFiles) => (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return next(refusal(405));
    }
    if (!runtime.isHiddenUpload(`${area}${req.path}`)) return next();
    runtime
      .isSignedIn(`${req.protocol}://${req.get("host") ?? "localhost"}/`, req.headers.cookie)
      .then(
        (admin) => (admin ? hiddenFiles(req, res.set("Cache-Control", "private, no-store"), next) : next(refusal(404))),
        next,
      );
  };
  const router = express.Router();
  for (const area of runtime.publicUploadAreas) {
    const folder = path.join(runtime.uploadsDir, area);
    const hiddenFiles = express.static(folder, { ...immutable, immutable: false, cacheControl: false });
    router.use(
      `/uploads/${area}`,
      uploadGuard(area, hiddenFiles),
      express.static(folder, {
        ...immutable,
        setHeaders: (res, file) => {
          typeFromTable(res, file);
          for (const [name, value] of Object.entries(runtime.uploadHeaders)) res.setHeader(name, value);
        },
      }),
    );
  }
  return router;
}
