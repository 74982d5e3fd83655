// Against the built server: one-time links are looked up before anything else, the password change
// is throttled like the login, and the trash hides a project's files from visitors until restored.
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOGIN_FAILURES_PER_PAIR } from "../../app/.server/auth/login-throttle";
import { postForm, type RealServer, send, startRealServer } from "../../scripts/lib/production-server";

let server: RealServer;
let cookie: string;

beforeAll(async () => {
  server = await startRealServer({}, { seeded: true });
  cookie = await server.signIn();
}, 300_000);
afterAll(() => server?.stop());

const admin = (pathname: string, fields: Record<string, string>, from = "127.0.0.1") =>
  postForm(server, pathname, fields, { from, headers: server.headers(cookie) });

describe("one-time links", () => {
  it("answer a made-up token as dead before reading the form: no password is checked or hashed for it", async () => {
    // A password far too short: read first, the form would have answered 400.
    const reply = await postForm(
      server,
      "/admin/reset/made-up-token",
      { password: "x", confirm: "x" },
      { from: "127.0.3.1", headers: server.headers() },
    );
    expect(reply.status).toBe(410);
    const invite = await postForm(
      server,
      "/admin/invite/made-up-token",
      { password: "x", confirm: "x" },
      { from: "127.0.3.1", headers: server.headers() },
    );
    expect(invite.status).toBe(410);
  });
});

describe("the password change", { timeout: 120_000 }, () => {
  it("is throttled like the login: after 5 wrong current passwords from one address, 429 with Retry-After", async () => {
    const wrong = {
      current: "not-the-password-at-all",
      password: "a-new-long-password-1",
      confirm: "a-new-long-password-1",
    };
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR; i++) {
      const reply = await admin("/admin/account", wrong, "127.0.3.2");
      expect(reply.status, `try ${i + 1}`).toBe(400);
      expect(reply.body).toContain("The current password is not right.");
    }
    const throttled = await admin("/admin/account", wrong, "127.0.3.2");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(throttled.body).toContain("Too many tries from your address.");
  });
});

describe("the trash", () => {
  /** A published seeded project, the URLs of its files under /uploads, and those files on disk. */
  function seededProject() {
    const database = new Database(server.databasePath, { readonly: true });
    try {
      const project = database
        .prepare(
          "SELECT id, link, image_header FROM projects WHERE status = 'published' AND deleted_at IS NULL ORDER BY id LIMIT 1",
        )
        .get() as {
        id: number;
        link: string;
        image_header: number;
      };
      const assets = database
        .prepare(
          "SELECT path, kind, variants FROM assets WHERE id = ? OR id IN (SELECT asset_id FROM project_carousel_images WHERE project_id = ?)",
        )
        .all(project.image_header, project.id) as { path: string; kind: string; variants: string }[];
      const files = assets.flatMap((a) =>
        a.kind === "image"
          ? (JSON.parse(a.variants) as { width: number; format: string }[]).map(
              (v) => `${a.path}-${v.width}.${v.format}`,
            )
          : [a.path],
      );
      return {
        ...project,
        urls: files.map((file) => `/uploads/${file}`),
        files: files.map((file) => path.join(server.uploadsDir, file)),
      };
    } finally {
      database.close();
    }
  }
  const statuses = async (urls: string[]) => Promise.all(urls.map(async (url) => (await send(server, url)).status));

  it("hides a trashed project's files from visitors until it is restored; delete forever removes them", async () => {
    const project = seededProject();
    expect(project.urls.length).toBeGreaterThan(2);
    expect(new Set(await statuses(project.urls))).toEqual(new Set([200]));

    expect((await admin("/admin/projects", { intent: "delete", projectId: String(project.id) })).status).toBe(302);
    expect(new Set(await statuses(project.urls))).toEqual(new Set([404]));
    // Other spellings of the same file are the same file.
    const [first] = project.urls;
    const spelled = [
      first.replace(/\/([^/])([^/]*)$/, (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`),
      first.replace("/uploads/images/", "/uploads/images/projects/../"),
    ];
    expect(await statuses(spelled)).toEqual([404, 404]);
    // Its 404 is a missing file's, to a browser and to any other client: nothing tells that it is there.
    const missing = first.replace(/[^/]+$/, "none.webp");
    for (const headers of [{ Accept: "text/html" }, {}] as Record<string, string>[]) {
      const answer = async (url: string) => {
        const reply = await send(server, url, { headers });
        return { ...reply, headers: { ...reply.headers, date: undefined } };
      };
      expect(await answer(first)).toEqual(await answer(missing));
    }
    // Still on disk, for a restore.
    for (const file of project.files) expect(fs.existsSync(file), file).toBe(true);

    expect((await admin("/admin/trash", { intent: "restore", projectId: String(project.id) })).status).toBe(302);
    expect(new Set(await statuses(project.urls))).toEqual(new Set([200]));

    await admin("/admin/projects", { intent: "delete", projectId: String(project.id) });
    expect((await admin("/admin/trash", { intent: "delete-forever", projectId: String(project.id) })).status).toBe(302);
    expect(new Set(await statuses(project.urls))).toEqual(new Set([404]));
    for (const file of project.files) expect(fs.existsSync(file), file).toBe(false);
  });
});
