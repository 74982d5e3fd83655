// Debian's real Varnish (with varnish-modules' xkey) in front of the built app, running the repository's VCL
// (deploy/varnish/default.vcl) on loopback, its backend and purge list pointed at the app as compose points
// them at the "app" service: anonymous pages are served from Varnish without reaching the app, a change purges
// exactly the pages showing it, a signed-in or shared page never enters it, and the app stopped goes unseen.
import net from "node:net";

import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postForm, type RealServer, sendTo, startRealServer } from "../../scripts/lib/production-server";
import { startVarnish, type Varnish, varnishInstalled } from "../../scripts/lib/varnish";

const installed = varnishInstalled();
if (!installed)
  console.warn(
    "SKIPPED tests/unit/varnish.http.test.ts: `varnishd` is not installed (Debian: apt-get install varnish varnish-modules; .ci/run installs them).",
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

describe.skipIf(!installed)("Varnish in front of the app, from the repository's VCL", () => {
  let app: RealServer;
  let varnish: Varnish;
  let port: number;
  let projects: { id: number; link: string }[];

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    sendTo(port, pathname, { headers: { Host: "localhost", ...headers } });
  /** Requests for this path the app has answered so far (from its page cache or by rendering). */
  const reachedApp = (pathname: string) =>
    app.logs.filter((line) => line.msg === "request" && line.path === pathname && line.method === "GET").length;
  /** Waits (briefly: the app's log line follows its answer by a moment) until the app has logged `count` requests. */
  const untilLogged = async (pathname: string, count: number) => {
    const deadline = Date.now() + 5000;
    while (reachedApp(pathname) < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return reachedApp(pathname);
  };

  beforeAll(async () => {
    port = await freePort();
    app = await startRealServer(
      { EDGE_PURGER: "varnish", VARNISH_PURGE_URL: `http://127.0.0.1:${port}/` },
      { seeded: true },
    );
    const database = new Database(app.databasePath, { readonly: true });
    projects = database
      .prepare(
        "SELECT id, link FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL ORDER BY id",
      )
      .all() as typeof projects;
    database.close();
    varnish = await startVarnish(port, app.port);
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    await app?.stop();
  });

  it("serves an anonymous page from Varnish on the second request, without reaching the app", async () => {
    const first = await get("/studio");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get("/studio");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(await untilLogged("/studio", 1)).toBe(1);
  });

  it("keeps one copy for a page reached with tracking parameters", async () => {
    await get("/projects");
    const tracked = await get("/projects?utm_source=dezeen&utm_medium=article&fbclid=abc");
    expect(tracked.headers["x-cache"]).toBe("hit");
    const searched = await get("/projects?q=house&utm_source=dezeen");
    expect(searched.headers["x-cache"]).toBe("miss");
  });

  it("purges exactly the pages showing a change, and the next visitor sees it", async () => {
    const [trashed, other] = projects;
    const pages = ["/", "/projects", `/projects/detail/${trashed.link}`, `/projects/detail/${other.link}`, "/studio"];
    for (const page of pages) await get(page);
    for (const page of pages) expect((await get(page)).headers["x-cache"], page).toBe("hit");
    const cookie = await app.signIn();
    const trash = await postForm(
      app,
      "/admin/projects",
      { intent: "delete", projectId: String(trashed.id) },
      { headers: app.headers(cookie) },
    );
    expect(trash.status).toBe(302);
    // The purge follows the save's answer by a moment (how long: npm run bench:edge); polled, not timed here.
    const saved = Date.now();
    let gone = await get(`/projects/detail/${trashed.link}`);
    while (gone.status !== 404 && Date.now() - saved < 10_000) gone = await get(`/projects/detail/${trashed.link}`);
    expect(gone.status).toBe(404);
    // Every list showed it: fresh, without it. The pages that did not show it are still Varnish's copies.
    const list = await get("/projects");
    expect(list.headers["x-cache"]).toBe("miss");
    expect(list.body).not.toContain(`/projects/detail/${trashed.link}"`);
    expect((await get(`/projects/detail/${other.link}`)).headers["x-cache"]).toBe("hit");
    expect((await get("/studio")).headers["x-cache"]).toBe("hit");
  });

  it("never keeps a signed-in admin's page, nor a share link's", async () => {
    const cookie = await app.signIn();
    const before = reachedApp("/contact-us");
    for (let i = 0; i < 2; i++) {
      const reply = await get("/contact-us", { Cookie: cookie });
      expect(reply.headers["x-cache"]).toBe("miss");
      expect(reply.headers["cache-control"]).toBe("private, no-store");
    }
    expect(await untilLogged("/contact-us", before + 2)).toBe(before + 2);
    const signedIn = await get("/studio", { Cookie: cookie });
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers["x-cache"]).toBe("miss");
    const share = `/s/${"a".repeat(43)}`;
    for (let i = 0; i < 2; i++) {
      const reply = await get(share);
      expect(reply.headers["cache-control"]).toBe("private, no-store");
      expect(reply.headers["x-cache"]).toBe("miss");
    }
  });

  it("refuses a purge from anyone but the app", async () => {
    const reply = await sendTo(port, "/", {
      method: "PURGE",
      from: "127.0.0.2",
      headers: { Host: "localhost", "xkey-purge": "site" },
    });
    expect(reply.status).toBe(403);
    expect((await get("/studio")).headers["x-cache"]).toBe("hit");
  });

  it("serves the pages it keeps while the app is stopped", async () => {
    const kept = await get("/studio");
    expect(kept.headers["x-cache"]).toBe("hit");
    await app.stop();
    const reply = await get("/studio");
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(kept.body);
  });
});
