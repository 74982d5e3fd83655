// What `docker build` may copy into the image, read from .dockerignore as Docker reads it (patterns in
// order, `!` re-includes, a pattern that names a folder takes everything in it): no local data or
// secret, whatever a local `npm start`, backup, restore or test run left behind.
import fs from "node:fs";

import { describe, expect, it } from "vitest";

const patterns = fs
  .readFileSync(".dockerignore", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*\/|\*\*|\*|\?/g, (token) => ({ "**/": "(?:.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]" })[token]!);
  return new RegExp(`^${source}$`);
}

/** Whether Docker leaves this path (relative to the context) out of the build context. */
function ignored(path: string): boolean {
  const segments = path.split("/");
  const selfAndFolders = segments.map((_, i) => segments.slice(0, i + 1).join("/"));
  let out = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    const matcher = globToRegExp(negated ? pattern.slice(1) : pattern);
    if (selfAndFolders.some((candidate) => matcher.test(candidate))) out = !negated;
  }
  return out;
}

describe(".dockerignore", () => {
  it.each([
    "db/data.sqlite",
    "db/data.sqlite-wal",
    "db/data.sqlite-shm",
    "db/data.sqlite-lock",
    "db/first-admin-password.txt",
    "db/.session-secret",
    "db/data.sqlite.restore-2026-11-24T10-00-00",
    "db/data.sqlite.restore-journal",
    "db/data.sqlite.before-restore-2026-11-24T10-00-00",
    "data/elsewhere.sqlite",
    "uploads/images/a.webp",
    "uploads/files/portfolio.pdf",
    "uploads/.orphans/x",
    "uploads.restore-2026-11-24T10-00-00/images/a.webp",
    "uploads.before-restore-2026-11-24T10-00-00/files/portfolio.pdf",
    "backups/studio-2026-11-24/data.sqlite",
    ".env",
    ".env.production",
    "build/server/index.js",
    "node_modules/react/index.js",
    "tests/.tmp/template-abc/data.sqlite",
    "test-results/x/trace.zip",
    "playwright-report/index.html",
    ".git/config",
  ])("leaves out %s", (path) => {
    expect(ignored(path)).toBe(true);
  });

  it.each([
    "package.json",
    "package-lock.json",
    "server.js",
    "app/root.tsx",
    "db/migrations/2026-11-21-0001-initial.ts",
    "db/types.ts",
    "public/favicon.svg",
    "Caddyfile",
    ".env.example",
  ])("keeps %s, which the build needs", (path) => {
    expect(ignored(path)).toBe(false);
  });
});

describe("the image and compose.yaml", () => {
  it("the image seeds no demo unless SEED_DEMO=1 is passed", () => {
    expect(fs.readFileSync("Dockerfile", "utf8")).toMatch(/^ENV [^]*?\bSEED_DEMO=0\b/m);
  });

  it("compose runs the app behind the repository's Caddyfile with SITE_URL, TRUST_PROXY, a restart policy, a health check and one volume", () => {
    const compose = fs.readFileSync("compose.yaml", "utf8");
    expect(compose).toMatch(/SITE_URL: https:\/\/\$\{DOMAIN/);
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-1\}/);
    // The app, Caddy and (with its profile) Varnish come back after a crash or a reboot.
    expect(compose.match(/restart: unless-stopped/g)).toHaveLength(3);
    expect(compose).toMatch(/healthcheck:[^]*\/healthz/);
    expect(compose).toMatch(/- studio-data:\/data/);
    expect(compose).toMatch(/- \.\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/);
  });
});
