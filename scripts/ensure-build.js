// `npm start` serves the production build: make it first, unless this is a production
// image that already carries one (its dev dependencies, and so the builder, are gone).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const built = fs.existsSync("build/server/index.js");
if (process.env.NODE_ENV !== "production" || !built) {
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { stdio: "inherit" });
  // The hashed assets' brotli and gzip copies: the server serves those, never compressing per request.
  execFileSync(process.execPath, ["scripts/precompress-assets.js"], { stdio: "inherit" });
}
