// Files visitors must not get answer 404 under /uploads: an unpublished project's images, and an image
// removed from a project (kept only so the removal can be undone). The signed-in admin still gets them,
// never cached, over plain HTTP as behind an HTTPS proxy (where the session cookie has its __Host- name).
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";

import { type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
let cookie: string;
beforeAll(async () => {
  // Behind a proxy that says when the visitor came over HTTPS (requests without its headers are as without it).
  server = await startRealServer({ TRUST_PROXY: "1" }, { seeded: true });
  cookie = await server.signIn();
}, 300_000);
afterAll(() => server?.stop());

const post = (pathname: string, fields: [string, string][]) =>
  send(server, pathname, {
    method: "POST",
    headers: { ...server.headers(cookie), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** A published project with two detail images or more: its id and one image's asset id and file URL. */
function projectWithImages() {
  const sqlite = new Database(server.databasePath, { readonly: true });
  try {
    return sqlite
      .prepare(
        `SELECT p.id, p.link, a.id AS asset, a.path FROM projects p
         JOIN project_carousel_images c ON c.project_id = p.id JOIN assets a ON a.id = c.asset_id
         WHERE p.status = 'published' AND p.private = 0 AND p.deleted_at IS NULL
           AND (SELECT COUNT(*) FROM project_carousel_images WHERE project_id = p.id) > 1
         ORDER BY p.id, c.position LIMIT 1`,
      )
      .get() as { id: number; link: string; asset: number; path: string };
  } finally {
    sqlite.close();
  }
}

async function fileOf(project: { link: string; path: string }) {
  const page = await send(server, `/projects/detail/${project.link}`);
  const url = new RegExp(`/uploads/${project.path}-\\d+\\.webp`).exec(page.body)?.[0];
  expect(url, "the image on the project's page").toBeTruthy();
  return url!;
}

/** Publishing again, whatever the checks before going live find (they are admin-checks.spec.ts's). */
const PUBLISH: [string, string][] = [
  ["intent", "publish"],
  ["anyway", "1"],
];

it("an image removed from a project answers 404 to visitors, and the admin still sees it uncached", async () => {
  const project = projectWithImages();
  const file = await fileOf(project);
  expect((await send(server, file)).status).toBe(200);
  const removed = await post(`/admin/projects?edit=${project.id}`, [
    ["intent", "image-remove"],
    ["assetId", String(project.asset)],
  ]);
  expect(removed.status).toBeLessThan(400);
  expect((await send(server, file)).status).toBe(404);
  const admin = await send(server, file, { headers: { cookie } });
  expect(admin.status).toBe(200);
  expect(admin.headers["cache-control"]).toBe("private, no-store");
  // Over HTTPS the same session's cookie is __Host-session: the admin still sees the file.
  const overHttps = { "X-Forwarded-Proto": "https", cookie: cookie.replace(/^__session=/, "__Host-session=") };
  expect((await send(server, file, { headers: overHttps })).status).toBe(200);
});

it("an unpublished project's images answer 404 to visitors until it is published again", async () => {
  const project = projectWithImages();
  const file = await fileOf(project);
  expect((await post(`/admin/projects?edit=${project.id}`, [["intent", "unpublish"]])).status).toBeLessThan(400);
  expect((await send(server, file)).status).toBe(404);
  expect((await send(server, file, { headers: { cookie } })).status).toBe(200);
  expect((await post(`/admin/projects?edit=${project.id}`, PUBLISH)).status).toBeLessThan(400);
  const again = await send(server, file);
  expect(again.status).toBe(200);
  expect(again.headers["cache-control"]).toContain("immutable");
});

it("a draft's preview link serves its images beside its page, to that link's holder only", async () => {
  const project = projectWithImages();
  const file = await fileOf(project);
  expect((await post(`/admin/projects?edit=${project.id}`, [["intent", "unpublish"]])).status).toBeLessThan(400);
  const editor = await send(server, `/admin/projects?edit=${project.id}`, { headers: { cookie } });
  const previewUrl = /https?:\/\/[^"\s]+\?preview=[\w.-]+/.exec(editor.body)?.[0];
  expect(previewUrl, "the editor's preview link").toBeTruthy();
  const preview = await send(server, new URL(previewUrl!).pathname + new URL(previewUrl!).search);
  expect(preview.status).toBe(200);
  const token = new URL(previewUrl!).searchParams.get("preview")!;
  const throughLink = `/projects/detail/${project.link}/media/${file.slice("/uploads/".length)}?preview=${token}`;
  expect(preview.body.replaceAll("&amp;", "&")).toContain(throughLink);
  expect(preview.body).not.toContain(file);

  const served = await send(server, throughLink);
  expect(served.status).toBe(200);
  expect(served.headers["content-type"]).toBe("image/webp");
  expect(served.headers["cache-control"]).toBe("private, no-store");
  expect((await send(server, throughLink.replace(token, `${token.slice(0, -2)}xx`))).status).toBe(404);
  // The link opens its own draft's files, not another project's.
  const other = (await send(server, "/projects")).body.match(/\/uploads\/(images\/[\w/.-]+\.webp)/)?.[1];
  expect(other).toBeTruthy();
  expect((await send(server, `/projects/detail/${project.link}/media/${other}?preview=${token}`)).status).toBe(404);
  expect((await post(`/admin/projects?edit=${project.id}`, PUBLISH)).status).toBeLessThan(400);
});
