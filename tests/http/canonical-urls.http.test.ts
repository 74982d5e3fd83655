// A public page answers at one spelling only: capitals, percent-encoded letters and extra slashes get a 301
// to it, so a stranger cannot make the server render and keep a copy per spelling (pushing real pages out).
import { afterAll, beforeAll, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(() => server?.stop());

const misses = async () =>
  Number(/^page_cache_misses_total (\d+)$/m.exec((await send(server, "/metrics")).body)?.[1] ?? Number.NaN);

it("answers other spellings of a page with a 301 to its one address, without rendering them", async () => {
  expect((await send(server, "/studio")).status).toBe(200);
  const rendered = await misses();
  for (const [spelling, canonical] of [
    ["/Studio", "/studio"],
    ["/%73tudio", "/studio"],
    ["/STU%44IO", "/studio"],
    ["/studio/", "/studio"],
    ["/studio//", "/studio"],
    ["//studio", "/studio"],
    ["/PT/Studio", "/pt/studio"],
    ["/PT/", "/pt/"],
    ["/pt//", "/pt/"],
    ["/Projects/?page=2", "/projects?page=2"],
  ]) {
    for (const method of ["GET", "HEAD"]) {
      const reply = await send(server, spelling, { method });
      expect(reply.status, `${method} ${spelling}`).toBe(301);
      expect(reply.headers.location, spelling).toBe(canonical);
    }
  }
  expect(await misses()).toBe(rendered);
  expect((await send(server, "/studio")).status).toBe(200);
  // A language's home is spelled with its slash, as the site's own is.
  expect((await send(server, "/pt/")).status).toBe(200);
});

it("leaves what is not a public page as it is: a wrong address still answers 404, a file its own path", async () => {
  expect((await send(server, "/Nowhere/")).status).toBe(404);
  expect((await send(server, "/%2573tudio")).status).toBe(404);
  expect((await send(server, "/Favicon.svg")).status).not.toBe(301);
});
