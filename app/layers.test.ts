// The rule of docs/architecture.md, checked on every import of app/: a module imports only its own
// layer and the layers below it, and code that runs in the browser never imports server code.
import fs from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

/** Low to high. Each name is a folder of app/ (a file for log, env and boot). */
const LAYERS = [
  "utils", // pure code the browser and the server share
  ".server/log",
  ".server/env",
  ".server/runtime", // in-process machinery: periodic jobs, rate limits
  ".server/db",
  ".server/live",
  ".server/storage",
  ".server/images",
  ".server/auth",
  ".server/analytics", // page views counted per day, the statistics read from them
  ".server/mail",
  ".server/content", // what every subject reads through: translations, media lists, image rows
  ".server/content/subjects", // projects/, pages/, history/, sharing/, press/: they may use one another
  ".server/edge", // what a shared cache in front keeps (tags, lifetimes) and the purges that follow each change
  ".server/submissions",
  ".server/http",
  ".server/ops",
  ".server/import", // moving in from the old site: its rows and files through the content writes
  ".server/admin", // the admin handlers' plumbing: guard, parse, outcome, alt texts
  ".server/demo", // the demo seed: texts and pictures for a fresh installation
  ".server/boot",
  "styles",
  "hooks",
  "components",
  "routes", // with root.tsx, entry.*.tsx and load-context.ts: the app's shell
] as const;
type Layer = (typeof LAYERS)[number];
const BROWSER: Layer[] = ["utils", "styles", "hooks", "components"];
const SERVER_ONLY = (layer: Layer) => layer.startsWith(".server");

const APP = path.resolve("app");

export function layerOf(file: string): Layer {
  const [top, second, third] = path.relative(APP, file).split(path.sep);
  if (top === ".server" && second === "content" && third !== undefined && !/\.tsx?$/.test(third))
    return ".server/content/subjects";
  if (top === ".server") return `.server/${second.replace(/\.tsx?$/, "")}` as Layer;
  if ((LAYERS as readonly string[]).includes(top)) return top as Layer;
  return "routes";
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests reach across layers on purpose (a storage test stores an image); the rule is for the app.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package, or db/ (#db): below the whole app
  return (
    ["", ".ts", ".tsx", "/index.ts"]
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? base
  );
}

type Read = (file: string) => string;
const readSource: Read = (file) => fs.readFileSync(file, "utf8");

function importsOf(file: string, read: Read): string[] {
  const source = read(file);
  return [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
}

export function layerBreaks(files: string[], read: Read = readSource): string[] {
  const breaks: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const specifier of importsOf(file, read)) {
      const target = resolveImport(file, specifier);
      if (target === null || !target.startsWith(APP + path.sep)) continue;
      const to = layerOf(target);
      const where = `${path.relative(APP, file)} imports ${specifier}`;
      if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) breaks.push(`${where}: ${from} is below ${to}`);
      else if (BROWSER.includes(from) && SERVER_ONLY(to)) breaks.push(`${where}: browser code importing server code`);
    }
  }
  return breaks;
}

it("no module of app/ imports a layer above its own, and browser code never imports server code", () => {
  const files = sourceFiles(APP);
  expect(files.length).toBeGreaterThan(100);
  expect(layerBreaks(files)).toEqual([]);
});

it("finds a lower layer importing a higher one", () => {
  // Sources given in memory: writing probe files into app/ would make the build look stale.
  const probe = path.join(APP, ".server", "db", "layers-probe.ts");
  const util = path.join(APP, "utils", "layers-probe.ts");
  const component = path.join(APP, "components", "admin", "layers-probe.tsx");
  const shared = path.join(APP, ".server", "content", "layers-probe.ts");
  const sources: Record<string, string> = {
    [probe]:
      'import { getStudio } from "~/.server/content/pages/reads";\nimport { NavBar } from "~/components/nav-bar";\n',
    [util]: 'export { db } from "~/.server/db/db";\n',
    // A server-only limit lives beside its concern under .server/: the browser cannot reach it.
    [component]: 'import { LOGIN_WINDOW_MS } from "~/.server/auth/limits";\n',
    // The pieces every content subject shares never reach into a subject.
    [shared]: 'import { listProjects } from "./projects/reads";\n',
  };
  expect(layerBreaks([probe, util, component, shared], (file) => sources[file])).toEqual([
    expect.stringContaining(".server/db is below .server/content"),
    expect.stringContaining(".server/db is below components"),
    expect.stringContaining("utils is below .server/db"),
    expect.stringContaining("browser code importing server code"),
    expect.stringContaining(".server/content is below .server/content/subjects"),
  ]);
});
