// What a shared cache in front (Varnish, a CDN) is told, over HTTP against the built server on the seeded demo:
// each anonymous page names what it shows (Surrogate-Key, Cache-Tag) and may be kept long and served stale
// (CDN-Cache-Control) while browsers revalidate; a signed-in request, a form page and a draft's preview are private.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
let projects: { id: number; link: string; type: string }[];

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  const database = new Database(server.databasePath, { readonly: true });
  projects = database
    .prepare("SELECT id, link, type FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL")
    .all() as typeof projects;
  database.close();
}, 120_000);
afterAll(() => server?.stop());

const keys = (value: string | string[] | undefined) => String(value ?? "").split(" ");

describe("anonymous pages", () => {
  it("name what they show, in the page cache's copy as in the first render", async () => {
    const project = projects[0];
    for (let render = 0; render < 2; render++) {
      const detail = await send(server, `/projects/detail/${project.link}`);
      // The project, and the press items (its awards and publications) it lists.
      expect(keys(detail.headers["surrogate-key"])).toEqual(["site", "lang-en", `p-${project.id}`, "press"]);
      expect(detail.headers["cache-tag"]).toBe(`site,lang-en,p-${project.id},press`);
    }
    const list = await send(server, `/projects/${project.type.toLowerCase()}`);
    expect(keys(list.headers["surrogate-key"])).toEqual(
      expect.arrayContaining(["lists", `list-${project.type.toLowerCase()}`, `p-${project.id}`]),
    );
    const others = projects.filter((p) => p.type !== project.type);
    expect(keys(list.headers["surrogate-key"])).not.toContain(`p-${others[0].id}`);
    expect(keys((await send(server, "/")).headers["surrogate-key"])).toEqual(
      expect.arrayContaining(["home", "lists", "list-home", "contact"]),
    );
    expect(keys((await send(server, "/pt/studio")).headers["surrogate-key"])).toEqual([
      "site",
      "lang-pt",
      "studio",
      "contact",
      "press",
    ]);
  });

  it("may be kept long and served stale by a shared cache, while browsers revalidate, varying by encoding alone", async () => {
    const reply = await send(server, "/studio", { headers: { "Accept-Encoding": "br" } });
    expect(reply.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(reply.headers["cdn-cache-control"]).toBe("max-age=86400, stale-while-revalidate=60, stale-if-error=604800");
    expect(reply.headers.vary).toBe("Accept-Encoding");
  });

  it("carry the same headers in their data, for a client-side navigation", async () => {
    const reply = await send(server, "/studio.data");
    expect(reply.status).toBe(200);
    expect(keys(reply.headers["surrogate-key"])).toEqual(["site", "lang-en", "studio", "contact", "press"]);
    expect(reply.headers["cdn-cache-control"]).toMatch(/^max-age=/);
  });
});

describe("what no shared cache may keep", () => {
  it("a page asked for by a signed-in admin", async () => {
    const cookie = await server.signIn();
    for (const path of ["/", "/studio", "/studio.data"]) {
      const reply = await send(server, path, { headers: { Cookie: cookie } });
      expect(reply.headers["cache-control"], path).toBe("private, no-store");
      expect(reply.headers["surrogate-key"], path).toBeUndefined();
      expect(reply.headers["cdn-cache-control"], path).toBeUndefined();
    }
  });

  it("the form pages", async () => {
    for (const path of ["/career", "/contact-us"]) {
      const reply = await send(server, path);
      expect(reply.headers["cache-control"], path).toBe("private, no-store");
      expect(reply.headers["cdn-cache-control"], path).toBeUndefined();
    }
  });
});

it("a public file names itself an upload, with its true type", async () => {
  const page = await send(server, "/studio");
  const file = /\/uploads\/images\/[^"\s]+\.avif/.exec(page.body)![0];
  const reply = await send(server, file);
  expect(reply.headers["content-type"]).toBe("image/avif");
  expect(keys(reply.headers["surrogate-key"])).toEqual(["site", "uploads"]);
  expect(reply.headers["cdn-cache-control"]).toMatch(/stale-if-error/);
});
