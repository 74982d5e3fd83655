// npm run check:html — the Nu Html Checker (vnu-jar, run with the machine's Java) on every public page
// and the admin's login, as the production build serves them. Prints each error; exits 1 if there is any.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { ALL_PROJECTS_SLUG, PROJECT_TYPE_BY_SLUG } from "~/utils/project-types";

import { startProductionServer } from "./lib/production-server";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";
const PORT = Number(process.env.CHECK_PORT ?? 3962);
const app = await startProductionServer(PORT);
try {
  const pages = [
    "/",
    "/projects",
    ...[ALL_PROJECTS_SLUG, ...Object.keys(PROJECT_TYPE_BY_SLUG)].map((slug) => `/projects/${slug}`),
    "/projects?q=house",
    await app.detailPath(),
    "/studio",
    "/career",
    "/contact-us",
    "/admin/login",
    "/no-such-page",
  ];
  const files: string[] = [];
  for (const page of pages) {
    const response = await fetch(`${app.base}${page}`);
    const file = path.join(app.dir, `page-${files.length}.html`);
    fs.writeFileSync(file, await response.text());
    files.push(file);
  }
  let output = "";
  try {
    execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  } catch (error) {
    output = String((error as { stderr?: Buffer }).stderr ?? "");
  }
  const messages: { url: string; message: string; lastLine?: number; extract?: string }[] = output
    ? JSON.parse(output).messages
    : [];
  for (const [i, page] of pages.entries()) {
    const own = messages.filter((m) => m.url.endsWith(`/page-${i}.html`));
    console.log(`${own.length ? "✗" : "✓"} ${page}: ${own.length} errors`);
    for (const m of own)
      console.log(`    line ${m.lastLine}: ${m.message}\n      ${m.extract?.replace(/\n/g, " ") ?? ""}`);
  }
  process.exitCode = messages.length ? 1 : 0;
} finally {
  await app.stop();
}
