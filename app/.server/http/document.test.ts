import crypto from "node:crypto";

import { expect, it } from "vitest";

import { hydrateAfterLoad, inlineScriptHashes } from "./document";

const sha = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

it("the script policy lists only the inline scripts the render marked, never one that reached the markup otherwise", () => {
  const html = [
    '<script nonce="abc">window.__remix = 1</script>',
    "<script>alert('injected')</script>",
    '<script nonce="abd">alert("guessed wrong")</script>',
    '<script nonce="abc" src="/assets/entry.js"></script>',
  ].join("");
  expect(inlineScriptHashes(html, "abc")).toEqual([sha("window.__remix = 1")]);
});

const remixScripts = (extraImport = "") =>
  [
    '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>',
    `<script nonce="n" type="module" async="">${extraImport};\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/$link.js";\n`,
    'window.__remixManifest = {\n  "entry": {\n    "module": "/assets/entry.client.js",\n    "imports": [\n      "/assets/react.js",\n      "/assets/remix.js"\n    ]\n  }\n};\n',
    'window.__remixRouteModules = {"root":route0,"routes/projects.detail.$link":route1};\n\nimport("/assets/entry.client.js");</script>',
  ].join("");

it("hydration starts after the load event and the first contentful paint: no module is fetched at parse, the same modules load later, the framework's each in a task of its own before the routes, and hydration finds Remix's link elements", () => {
  const html = hydrateAfterLoad(remixScripts());
  const framework = html.indexOf(
    'for (const href of ["/assets/react.js","/assets/remix.js"]) { await import(href); await nextTask(); }',
  );
  expect(framework).toBeGreaterThan(0);
  expect(framework).toBeLessThan(html.indexOf('import("/assets/root.js")'));
  expect(html).not.toMatch(/rel="modulepreload"\s+href/);
  expect(html).toContain('<link rel="dns-prefetch" href="/assets/root.js"/>');
  expect(html).not.toMatch(/^import /m);
  expect(html).toContain(
    'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/$link.js")]);',
  );
  expect(html).toContain('"routes/projects.detail.$link":route1');
  expect(html).toContain('addEventListener("load"');
  expect(html).toContain('observer.observe({ type: "paint", buffered: true });');
  expect(html).toContain('<script nonce="n" type="module" async="">');
});

it("a hydration script with another static import is left as Remix wrote it", () => {
  const html = remixScripts('import "/assets/manifest.js"');
  expect(hydrateAfterLoad(html)).toBe(html);
});
