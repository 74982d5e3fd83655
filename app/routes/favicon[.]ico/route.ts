import fs from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { refusePosts } from "~/.server/http/page-without-form";

let icon: Promise<Buffer> | undefined;

/** Browsers and crawlers ask for /favicon.ico whatever the page says: answer with the SVG icon as a PNG. */
export async function loader() {
  icon ??= fs
    .readFile(path.resolve("public/favicon.svg"))
    .catch(() => fs.readFile(path.resolve("build/client/favicon.svg")))
    .then((svg) => sharp(svg).resize(32, 32).png().toBuffer());
  return new Response(new Uint8Array(await icon), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}

/** A file: no posts (405). */
export const action = refusePosts();
